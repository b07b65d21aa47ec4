import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/web/test-utils';
import texts from '../locales/ser.json';
import { AnswerDateField } from './answer-date-field';

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('supplier-portal').ready ? children : null;
}

describe('the answer date field', () => {
  it('keeps a tap made before the picker arrived, and opens the calendar once it is there', async () => {
    renderRoute(
      '/',
      <WithTexts>
        <AnswerDateField value="2026-11-30" minDate="2026-11-28" error={undefined} onChange={() => {}} />
      </WithTexts>,
      { at: '/' },
    );
    // The placeholder (aria-busy) stands in while the picker's chunk loads: the tap lands on it.
    const placeholder = await screen.findByRole('button', { name: texts.answer.dateLabel, busy: true });
    fireEvent.click(placeholder);
    // The calendar opens without a second tap: its month navigation is there.
    expect(
      await screen.findByRole('button', { name: texts.answer.nextMonth }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
