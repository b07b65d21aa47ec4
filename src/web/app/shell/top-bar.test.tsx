import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/web/i18n/i18n';
import { profileFixture, renderRoute } from '@/web/test-utils';
import { TopBar } from './top-bar';

const { t } = initI18n();

describe('the top bar on a phone', () => {
  it('keeps the burger’s place before the app’s name while the menu loads, then shows the burger there', async () => {
    const { container } = renderRoute('/', <TopBar user={profileFixture()} pathname="/" mobile />, {
      at: '/',
    });
    const name = screen.getByRole('link', { name: t('common.appName') });
    const placeholder = name.previousElementSibling as HTMLElement | null;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.style.width).toBe('calc(2.75rem * var(--mantine-scale))');

    const burger = await screen.findByRole('button', { name: t('shell.openMenu') });
    expect(burger.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
