/**
 * The wizard's send step above the sender's own order limit (docs/PRODUCT.md#order-limits): no channels the server
 * would refuse, but "Send for approval", which saves the order and asks for it; an approval covering the total lets
 * the channels back.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderApproval } from '@/domain/orders/approvals.schemas';
import { formatMoney } from '@/domain/prices/money';
import ordersSer from '@/web/features/orders/locales/ser.json';
import serCatalogue from '@/web/i18n/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { DRAFT_KEYS, type OrderDraft, writeDraft } from '../draft-storage';
import { EditOrderPage, NewOrderPage } from './order-wizard-pages';
import { draftAt, fakeApi, STATION, SUPPLIER, user } from './wizard-fake-api';

const gate = ordersSer.approval.wizard;
const cook = { ...user, orderLimit: '5000.00' };
const above = gate.above.replace('{{limit}}', formatMoney('5000.00', 'RSD', 'ser'));

/** 2,5 kg × 1.500 + 3 kg × 1.000 = 6.750 RSD, above the cook's 5.000. */
function pricedDraft(orderId: number | null = null): OrderDraft {
  const draft = draftAt(2, '2,5', orderId);
  const [first, second] = draft.orderObj.products;
  draft.orderObj.products = [
    { ...first!, unitPrice: '1500.00' },
    { ...second!, unitPrice: '1000.00' },
  ];
  return draft;
}

const approval = (over: Partial<OrderApproval>): OrderApproval => ({
  orderId: 42,
  state: 'requested',
  total: '6750.00',
  currency: 'RSD',
  creatorLimit: '5000.00',
  approvedBasis: null,
  canRequest: false,
  canDecide: false,
  events: [],
  ...over,
});

/** The saved order 42 opened again from its draft on the send step. */
const renderEdit = () =>
  renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, { at: `/${STATION}/edit-order/42` });

const renderNew = () =>
  renderRoute('/:stationId/new-order', <NewOrderPage />, {
    at: `/${STATION}/new-order`,
    elsewhere: ['/', '/current-orders/:stationId/orders'],
  });

describe('the send step above the sender’s limit (docs/PRODUCT.md#order-limits)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: cook });
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('offers "Send for approval" instead of channels; it saves the order, asks, and goes to the drafts', async () => {
    const api = fakeApi({
      'GET /api/users/profile': () => jsonResponse(200, cook),
      'POST /api/approvals/orders/42/request': () => jsonResponse(200, approval({})),
    });
    writeDraft(pricedDraft());
    const clicker = userEvent.setup();
    const { router } = renderNew();
    expect(await screen.findByText(above)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SMS' })).not.toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: gate.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/current-orders/${STATION}/orders`));
    expect(api.count('POST', `/api/orders/${STATION}/create/${SUPPLIER}`)).toBe(1);
    expect(api.count('POST', '/api/approvals/orders/42/request')).toBe(1);
    expect(api.count('POST', '/api/orders/updateStatus/sendOrder')).toBe(0);
    expect(localStorage.getItem(DRAFT_KEYS.draft)).toBeNull();
  });

  it('keeps the order and says why when asking is refused', async () => {
    fakeApi({
      'GET /api/users/profile': () => jsonResponse(200, cook),
      'POST /api/approvals/orders/42/request': () =>
        jsonResponse(409, { code: 'approval_not_needed', message: 'no' }),
    });
    writeDraft(pricedDraft());
    const clicker = userEvent.setup();
    const { router } = renderNew();
    await clicker.click(await screen.findByRole('button', { name: gate.send }));
    expect(await screen.findByText(serCatalogue.errors.approval_not_needed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);
  });

  it('shows the channels when the total is within the limit', async () => {
    const within = { ...user, orderLimit: '10000.00' };
    startSession({ jwt: 'access', refreshToken: 'refresh', user: within });
    fakeApi({ 'GET /api/users/profile': () => jsonResponse(200, within) });
    writeDraft(pricedDraft());
    renderNew();
    expect(await screen.findByRole('button', { name: 'SMS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: gate.send })).not.toBeInTheDocument();
  });

  it('says a requested approval is waiting, without asking again', async () => {
    fakeApi({
      'GET /api/users/profile': () => jsonResponse(200, cook),
      'GET /api/approvals/orders/42': () => jsonResponse(200, approval({})),
    });
    writeDraft(pricedDraft(42));
    renderEdit();
    expect(await screen.findByText(gate.requested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: gate.send })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SMS' })).not.toBeInTheDocument();
  });

  it('lets the channels back once an approval covers the total', async () => {
    fakeApi({
      'GET /api/users/profile': () => jsonResponse(200, cook),
      'GET /api/approvals/orders/42': () =>
        jsonResponse(200, approval({ state: 'approved', approvedBasis: '6750.00' })),
    });
    writeDraft(pricedDraft(42));
    renderEdit();
    expect(await screen.findByRole('button', { name: 'SMS' })).toBeInTheDocument();
    expect(screen.queryByText(above)).not.toBeInTheDocument();
  });
});
