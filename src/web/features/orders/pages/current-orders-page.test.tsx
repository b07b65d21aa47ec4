import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrderStatus } from '@/domain/shared/enums';
import { PATHS } from '@/web/lib/paths';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute, profileFixture } from '@/web/test-utils';
import { currentOrdersPath, orderViewPath } from '../components/order-paths';
import { CurrentOrdersPage } from './current-orders-page';

const texts = ordersSer.current;

const user = profileFixture();

const mesara = { id: 5, name: 'Mesara Zlatibor', isMarket: false, deleted: false };

function listItem(
  id: number,
  number: string,
  status: OrderStatus,
  extra: Partial<OrderListItem> = {},
): OrderListItem {
  return {
    id,
    order_number: number,
    deadline: '2026-03-10',
    status,
    supplier: mesara,
    marketSupplier: null,
    department: { id: 2, name: 'Kuhinja', isWarehouse: false },
    supplierContactNumber: status === 'OPEN' ? null : '641234567',
    isCustomOrder: false,
    newOrderId: null,
    hasShortfall: false,
    createdAt: '2026-03-08T08:00:00Z',
    sentAt: status === 'OPEN' ? null : '2026-03-08T09:00:00Z',
    itemsCount: 2,
    ...extra,
  };
}

const draft = listItem(42, 'KUH-0042', 'OPEN');
const expected = listItem(16, 'KUH-0016', 'IN_PROGRESS', { supplierContactNumber: null });
const incomplete = listItem(20, 'KUH-0020', 'INCOMPLETE', { hasShortfall: true });
const delivered = listItem(9, 'KUH-0009', 'COMPLETED');

const detail: Order = {
  id: 16,
  order_number: 'KUH-0016',
  deadline: '2026-03-10',
  status: 'IN_PROGRESS',
  supplier: mesara,
  marketSupplier: null,
  department: { id: 2, name: 'Kuhinja', isWarehouse: false },
  products: [
    {
      id: 1,
      articleId: 101,
      name: 'Pileći file',
      amount: '10.000',
      unit: 'KG',
      note: 'Bez kože',
      status: 'PENDING',
      deliveredAmount: null,
      notDeliveredReason: null,
      receiveNote: '',
      move_to_order_id: null,
      unitPrice: null,
      paidPrice: null,
      lineValue: null,
    },
    {
      id: 2,
      articleId: 102,
      name: 'Ćevapi 1kg (20 kom)',
      amount: '2.000',
      unit: '#',
      note: '',
      status: 'PENDING',
      deliveredAmount: null,
      notDeliveredReason: null,
      receiveNote: '',
      move_to_order_id: null,
      unitPrice: null,
      paidPrice: null,
      lineValue: null,
    },
  ],
  orderNote: 'Molim isporuku pre 9h.',
  receivingNote: '',
  paymentMethod: 'wire_transfer',
  supplierContactId: null,
  supplierContactNumber: null,
  createdBy: { name: 'Staff Demo' },
  createdAt: '2026-03-08T08:00:00Z',
  lastUpdatedBy: { name: 'Staff Demo' },
  lastUpdatedAt: '2026-03-08T08:00:00Z',
  sentBy: { name: 'Staff Demo' },
  sentAt: '2026-03-08T09:00:00Z',
  isCustomOrder: false,
  newOrderId: null,
  hasShortfall: false,
  version: 2,
  total: null,
  currency: 'RSD',
  priceTolerance: '2.00',
};

interface Call {
  method: string;
  url: URL;
}

/** Orders the supplier rejected (docs/PRODUCT.md#rejected-orders): none unless a test says so. */
function mockServer(rejected: OrderListItem[] = [], order16: Order = detail): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const path = url.pathname;
    if (path === '/api/users/profile') return jsonResponse(200, user);
    if (path === '/api/venue/getDepartments') {
      return jsonResponse(200, [
        {
          department: { id: 2, name: 'Kuhinja', isWarehouse: false },
          users: [],
          suppliers: [{ ...mesara }],
          numberOfOpenOrders: 1,
          numberOfExpectedOrders: 2,
        },
      ]);
    }
    if (path === '/api/venue/department/getSuppliers/2') {
      return jsonResponse(200, [
        { id: 5, name: 'Mesara Zlatibor', pib: null, isMarket: false, verified: true },
        { id: 9, name: 'Pijaca Zeleni Venac', pib: null, isMarket: true, verified: true },
      ]);
    }
    if (path === '/api/orders/all/2' && url.searchParams.get('rejected') === 'true') {
      return jsonResponse(200, { orders: rejected, count: rejected.length });
    }
    if (path === '/api/orders/all/2') {
      const status = url.searchParams.get('status');
      const orders =
        status === 'OPEN'
          ? [draft]
          : status === 'IN_PROGRESS,INCOMPLETE'
            ? [expected, incomplete]
            : [delivered];
      return jsonResponse(200, { orders, count: orders.length });
    }
    if (path === '/api/orders/overdue/2') return jsonResponse(200, { orders: [], count: 0 });
    if (path === '/api/orders/order/16') return jsonResponse(200, order16);
    if (path === '/api/orders/16/supplierAnswer') {
      return jsonResponse(200, {
        state: 'sent',
        firstOpenedAt: null,
        lastOpenedAt: null,
        answer: null,
        declinedItemIds: [],
      });
    }
    if (path === '/api/subscription/getSubscription/3') {
      return jsonResponse(200, {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: null,
        departmentLimit: 5,
      });
    }
    if (path === '/api/orders/deleteOrder/42' && method === 'DELETE')
      return jsonResponse(200, { deleted: true });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
  return calls;
}

function renderPage(at: string) {
  return renderRoute(PATHS.currentOrders, <CurrentOrdersPage />, {
    at,
    elsewhere: [PATHS.newOrder, PATHS.editOrder],
  });
}

/** The tabs' list requests (the rejected orders' banner asks separately). */
const listCalls = (calls: Call[]) =>
  calls.filter(
    (call) => call.url.pathname === '/api/orders/all/2' && call.url.searchParams.get('rejected') !== 'true',
  );

async function openMenu(userEvents: ReturnType<typeof userEvent.setup>, number: string) {
  await userEvents.click(
    await screen.findByRole('button', { name: texts.list.options.replace('{{number}}', number) }),
  );
  return screen.findByRole('menu');
}

describe('current orders page (docs/PRODUCT.md#current-orders, #ordering)', () => {
  beforeEach(() => {
    // jsdom has no scrolling; Mantine's combobox scrolls the chosen option into view when it opens.
    Element.prototype.scrollIntoView ??= () => undefined;
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
  });

  it('opens the tab named by the query and lists that tab’s statuses; switching tabs updates the query', async () => {
    const calls = mockServer();
    const userEvents = userEvent.setup();
    const { router } = renderPage('/current-orders/2/orders?tab=1');

    expect(await screen.findByRole('tab', { name: texts.tabs.draft })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('row', { name: 'KUH-0042' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kuhinja' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('OPEN');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('pageSize')).toBe('10');
    expect(screen.queryByRole('columnheader', { name: texts.columns.status })).not.toBeInTheDocument();

    await userEvents.click(screen.getByRole('tab', { name: texts.tabs.expected }));
    expect(await screen.findByRole('row', { name: 'KUH-0020' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('IN_PROGRESS,INCOMPLETE');
    expect(screen.getByRole('columnheader', { name: texts.columns.status })).toBeInTheDocument();
    // The incomplete order carries the shortfall icon; the merely expected one does not.
    const incompleteRow = screen.getByRole('row', { name: 'KUH-0020' });
    expect(within(incompleteRow).getByRole('img', { name: texts.list.shortfall })).toBeInTheDocument();
    expect(within(incompleteRow).getByText(ordersSer.status.INCOMPLETE)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'KUH-0016' })).queryByRole('img')).not.toBeInTheDocument();

    await userEvents.click(screen.getByRole('tab', { name: texts.tabs.delivered }));
    expect(await screen.findByRole('row', { name: 'KUH-0009' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=3');
  });

  it('opens the receive dialog of the order a dashboard warning links to (docs/PRODUCT.md#dashboard-warnings)', async () => {
    mockServer();
    renderPage(currentOrdersPath(2, 'regular', 'expected', 16));
    const dialog = await screen.findByRole('dialog', {
      name: texts.receive.title.replace('{{number}}', 'KUH-0016'),
    });
    expect(await within(dialog).findByRole('button', { name: texts.receive.accept })).toBeInTheDocument();
    // The page's help link loads its texts meanwhile; the test ends once they are there.
    await screen.findByRole('row', { name: 'KUH-0016' });
  });

  it('opens the preview a "call the supplier" reminder links to, with the contact’s number to call', async () => {
    mockServer([], { ...detail, supplierContactNumber: '641234567' });
    renderPage(orderViewPath(2, 'regular', 16));
    const dialog = await screen.findByRole('dialog', {
      name: texts.view.title.replace('{{number}}', 'KUH-0016'),
    });
    expect(await within(dialog).findByRole('link', { name: '641234567' })).toHaveAttribute(
      'href',
      'tel:0641234567',
    );
    await screen.findByRole('row', { name: 'KUH-0016' });
  });

  it('filters by supplier with the station’s non-market suppliers and "all suppliers"', async () => {
    const calls = mockServer();
    const userEvents = userEvent.setup();
    renderPage('/current-orders/2/orders?tab=2');
    await screen.findByRole('row', { name: 'KUH-0016' });
    await userEvents.click(screen.getByRole('combobox', { name: texts.filter.supplier }));
    expect(await screen.findByRole('option', { name: texts.filter.allSuppliers })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pijaca Zeleni Venac' })).not.toBeInTheDocument();
    await userEvents.click(screen.getByRole('option', { name: 'Mesara Zlatibor' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('supplierId')).toBe('5'));
  });

  it('keeps supplier and page size in the query, so Back and reload return to the same list', async () => {
    const calls = mockServer();
    const userEvents = userEvent.setup();
    const { router } = renderPage('/current-orders/2/orders?tab=2&pageSize=20&supplier=5');
    await screen.findByRole('row', { name: 'KUH-0016' });
    expect(listCalls(calls).at(-1)?.url.searchParams.get('pageSize')).toBe('20');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('supplierId')).toBe('5');
    // The filter names the supplier once the station's suppliers are in (their query runs beside the list's).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: texts.filter.supplier })).toHaveValue('Mesara Zlatibor'),
    );

    await userEvents.click(screen.getByRole('tab', { name: texts.tabs.delivered }));
    await screen.findByRole('row', { name: 'KUH-0009' });
    expect(router.state.location.search).toBe('?tab=3&pageSize=20&supplier=5');
  });

  it('falls back to the last page that has rows when the query names a page past the end', async () => {
    const calls = mockServer();
    const { router } = renderPage('/current-orders/2/orders?tab=2&page=4');
    await screen.findByRole('row', { name: 'KUH-0016' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('1'));
  });

  it('enables row-menu entries by the order’s status', async () => {
    mockServer();
    const userEvents = userEvent.setup();
    renderPage('/current-orders/2/orders?tab=2');

    const sent = await openMenu(userEvents, 'KUH-0016');
    const entry = (name: string) => within(sent).getByRole('menuitem', { name });
    expect(entry(texts.menu.edit)).toBeDisabled();
    expect(entry(texts.menu.delete)).toBeDisabled();
    expect(entry(texts.menu.receive)).toBeEnabled();
    expect(entry(texts.menu.repeat)).toBeEnabled();
    expect(entry(texts.menu.copyAsSms)).toBeEnabled();
    expect(entry(texts.menu.view)).toBeEnabled();
    // No contact number was recorded when it was sent: nobody to call.
    expect(entry(texts.menu.callSupplier)).toBeDisabled();
    await userEvents.keyboard('{Escape}');

    const withNumber = await openMenu(userEvents, 'KUH-0020');
    expect(within(withNumber).getByRole('menuitem', { name: texts.menu.callSupplier })).toHaveAttribute(
      'href',
      'tel:0641234567',
    );
    await userEvents.keyboard('{Escape}');

    await userEvents.click(screen.getByRole('tab', { name: texts.tabs.draft }));
    const open = await openMenu(userEvents, 'KUH-0042');
    const draftEntry = (name: string) => within(open).getByRole('menuitem', { name });
    expect(draftEntry(texts.menu.editAndContinue)).toBeEnabled();
    expect(draftEntry(texts.menu.delete)).toBeEnabled();
    expect(draftEntry(texts.menu.receive)).toBeDisabled();
    expect(draftEntry(texts.menu.repeat)).toBeDisabled();
    expect(draftEntry(texts.menu.copyAsSms)).toBeDisabled();
  });

  it('deletes a draft only after confirmation, then says so', async () => {
    const calls = mockServer();
    const userEvents = userEvent.setup();
    renderPage('/current-orders/2/orders?tab=1');
    const menu = await openMenu(userEvents, 'KUH-0042');
    await userEvents.click(within(menu).getByRole('menuitem', { name: texts.menu.delete }));
    const dialog = await screen.findByRole('dialog', { name: texts.delete.title });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvents.click(within(dialog).getByRole('button', { name: texts.delete.confirm }));
    expect(await screen.findByText(texts.delete.done.replace('{{number}}', 'KUH-0042'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/api/orders/deleteOrder/42',
    ]);
  });

  it('copies the order as SMS text and confirms after a second', async () => {
    mockServer();
    const userEvents = userEvent.setup();
    renderPage('/current-orders/2/orders?tab=2');
    const menu = await openMenu(userEvents, 'KUH-0016');
    await userEvents.click(within(menu).getByRole('menuitem', { name: texts.menu.copyAsSms }));
    expect(await screen.findByText(ordersSer.copy.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Porudžbina KUH-0016',
        'Bistro Demo – Kuhinja',
        'Datum isporuke: 10.03.2026',
        '',
        '1. Pileći file – 10 KG (napomena: Bez kože)',
        '2. Ćevapi 1kg (20 kom) – 2 #',
        '',
        'Napomena: Molim isporuku pre 9h.',
        'Način plaćanja: virman',
        '',
        'Hvala!',
      ].join('\n'),
    );
  });

  it('opens an expected order in the receive dialog and a draft in the wizard', async () => {
    mockServer();
    const userEvents = userEvent.setup();
    const { router } = renderPage('/current-orders/2/orders?tab=2');
    await userEvents.click(
      await screen.findByRole('button', { name: texts.list.open.replace('{{number}}', 'KUH-0016') }),
    );
    expect(
      await screen.findByRole('dialog', { name: texts.receive.title.replace('{{number}}', 'KUH-0016') }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Pileći file' })).toBeInTheDocument();
    await userEvents.keyboard('{Escape}');

    await userEvents.click(screen.getByRole('tab', { name: texts.tabs.draft }));
    await userEvents.click(
      await screen.findByRole('button', { name: texts.list.open.replace('{{number}}', 'KUH-0042') }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/2/edit-order/42'));
  });

  it('starts a new order from nothing: the saved draft and the order-changed flag go', async () => {
    mockServer();
    localStorage.setItem('newOrderDraft', '{"stationId":2}');
    localStorage.setItem('orderChanged', 'true');
    const userEvents = userEvent.setup();
    const { router } = renderPage('/current-orders/2/orders');
    expect(await screen.findByRole('tab', { name: texts.tabs.expected })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvents.click(screen.getByRole('button', { name: texts.page.createNew }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/2/new-order'));
    expect(localStorage.getItem('newOrderDraft')).toBeNull();
    expect(localStorage.getItem('orderChanged')).toBeNull();
  });

  it('shows rejected orders apart from the Expected tab, each with its chip, and they can still be received', async () => {
    const rejected = { ...expected, supplierState: 'rejected' as const };
    const calls = mockServer([rejected]);
    const userEvents = userEvent.setup();
    renderPage('/current-orders/2/orders?tab=2');
    const banner = await screen.findByRole('region', { name: texts.rejected.title });
    const order = within(banner).getByRole('article', { name: 'KUH-0016' });
    expect(order).toHaveTextContent('Odbijeno');
    expect(order).toHaveTextContent('Mesara Zlatibor · 10.03.2026');
    // The Expected tab asks for every expected order except the rejected ones.
    await screen.findByRole('row', { name: 'KUH-0020' });
    expect(listCalls(calls).at(-1)?.url.searchParams.get('rejected')).toBe('false');

    await userEvents.click(within(order).getByRole('button', { name: 'Primi: KUH-0016' }));
    expect(
      await screen.findByRole('dialog', { name: texts.receive.title.replace('{{number}}', 'KUH-0016') }),
    ).toBeInTheDocument();
  });

  it('shows no rejected-orders banner when there are none', async () => {
    mockServer();
    renderPage('/current-orders/2/orders?tab=2');
    await screen.findByRole('row', { name: 'KUH-0016' });
    expect(screen.queryByRole('region', { name: texts.rejected.title })).not.toBeInTheDocument();
  });
});
