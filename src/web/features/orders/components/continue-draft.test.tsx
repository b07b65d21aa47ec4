import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { renderRoute } from '@/web/test-utils';
import { writeDraft } from '../draft-storage';
import { draftAt, STATION } from '../pages/wizard-fake-api';
import { ContinueDraft } from './continue-draft';

const entry = ordersSer.draftEntry;

describe('the way back to a kept draft (docs/PRODUCT.md#local-draft)', () => {
  it('shows the kept draft with its station, supplier, date and articles, and reopens its wizard', async () => {
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderRoute('/', <ContinueDraft stationName={() => 'Kuhinja'} />, {
      at: '/',
      elsewhere: ['/:stationId/new-order'],
    });
    const region = await screen.findByRole('region', { name: entry.title });
    expect(region).toHaveTextContent('Kuhinja · Mesara Zlatibor · 02.01.2099 · Artikala: 2');
    await browser.click(screen.getByRole('link', { name: entry.continue }));
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);
  });

  it('opens the edit wizard for a kept edit', async () => {
    writeDraft(draftAt(1, '2', 42));
    renderRoute('/', <ContinueDraft stationId={STATION} />, { at: '/' });
    expect(await screen.findByRole('link', { name: entry.continue })).toHaveAttribute(
      'href',
      `/${STATION}/edit-order/42`,
    );
  });

  it("shows nothing without a draft or for another station's draft", async () => {
    writeDraft(draftAt(1, '2'));
    renderRoute('/', <ContinueDraft stationId={STATION + 1} />, { at: '/' });
    localStorage.clear();
    renderRoute('/', <ContinueDraft />, { at: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: entry.title })).not.toBeInTheDocument();
  });
});
