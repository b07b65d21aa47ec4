import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { renderRoute } from '@/web/test-utils';
import type { MergeOffer } from './merge-offer';
import { OrderGuardsPanel } from './order-guards-panel';
import type { OrderGuards } from './use-order-guards';
import type { WizardLine } from './wizard-state';

const texts = ordersSer.wizard.guards;
const line: WizardLine = {
  articleId: 7,
  name: 'Junetina',
  unit: 'KG',
  amount: '20',
  note: '',
  isFavorite: true,
  recommendedQuantity: null,
};
const offer = {
  order: { id: 3, order_number: 'AB12', status: 'OPEN' },
  goTo: 'edit',
  merge: { block: null },
} as unknown as MergeOffer;

function renderPanel(guards: Partial<OrderGuards>, offers: MergeOffer[] = []) {
  const handlers = { onFix: vi.fn(), onShowOffers: vi.fn(), confirm: vi.fn() };
  renderRoute(
    '/',
    <OrderGuardsPanel
      guards={{ outliers: new Map(), minimum: null, confirm: handlers.confirm, ...guards }}
      lines={[line]}
      offers={offers}
      onFix={handlers.onFix}
      onShowOffers={handlers.onShowOffers}
    />,
    { at: '/' },
  );
  return handlers;
}

describe("the preview's guards", () => {
  it("lists an unusual amount in the reader's format, to confirm or fix", async () => {
    const outlier = { articleId: 7, amount: '20', usual: '2.5' };
    const handlers = renderPanel({ outliers: new Map([[7, outlier]]) });
    expect(await screen.findByText(/20 KG, obično 2,5 KG/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${texts.confirm}: Junetina` }));
    expect(handlers.confirm).toHaveBeenCalledWith(outlier);
    await user.click(screen.getByRole('button', { name: `${texts.fix}: Junetina` }));
    expect(handlers.onFix).toHaveBeenCalledOnce();
  });

  it('names the other order of the day with the merge offer, and the value missing to the minimum', async () => {
    const handlers = renderPanel(
      { minimum: { minimum: '5000.00', total: '3200.00', missing: '1800.00', currency: 'RSD' } },
      [offer],
    );
    expect(await screen.findByText(/AB12/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: texts.showOffers }));
    expect(handlers.onShowOffers).toHaveBeenCalledOnce();
    expect(
      screen.getByText(/Nedostaje 1\.800,00 RSD do minimuma dobavljača \(5\.000,00 RSD\)/),
    ).toBeVisible();
  });

  it('shows nothing when nothing is unusual', () => {
    renderPanel({});
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
