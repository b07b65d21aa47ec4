import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderItem } from '@/domain/orders/orders.schemas';
import type { Plan } from '@/domain/shared/enums';
import ordersCatalogue from '@/web/features/orders/locales/ser.json';
import ser from '@/web/i18n/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { ReceiveDialog } from './receive-dialog';

const ordersSer = ordersCatalogue;
const currentOrdersSer = ordersCatalogue.current;
const texts = currentOrdersSer.receive;

const item = (id: number, name: string, amount: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  articleId: id + 100,
  name,
  amount,
  unit: 'KG',
  note: '',
  status: 'PENDING',
  deliveredAmount: null,
  notDeliveredReason: null,
  receiveNote: '',
  move_to_order_id: null,
  unitPrice: null,
  paidPrice: null,
  lineValue: null,
  ...extra,
});

function orderOf(products: OrderItem[], extra: Partial<Order> = {}): Order {
  return {
    id: 41,
    order_number: 'KUH-0041',
    deadline: '2026-03-10',
    status: 'IN_PROGRESS',
    supplier: { id: 5, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
    marketSupplier: null,
    department: { id: 2, name: 'Kuhinja', isWarehouse: false },
    products,
    orderNote: '',
    receivingNote: '',
    paymentMethod: null,
    supplierContactId: 7,
    supplierContactNumber: '0641234567',
    createdBy: { name: 'Staff' },
    createdAt: '2026-03-08T08:00:00Z',
    lastUpdatedBy: { name: 'Staff' },
    lastUpdatedAt: '2026-03-08T08:00:00Z',
    sentBy: { name: 'Staff' },
    sentAt: '2026-03-08T09:00:00Z',
    isCustomOrder: false,
    newOrderId: null,
    hasShortfall: false,
    version: 4,
    total: null,
    currency: 'RSD',
    priceTolerance: '2.00',
    ...extra,
  };
}

const threeItems = () => [
  item(1, 'Svinjski vrat', '4'),
  item(2, 'Pileći file', '10'),
  item(3, 'Ćevapi', '2'),
];

interface Server {
  order: Order;
  plan: Plan;
  /** What the receive call answers. */
  answer: () => Response;
  /** Items the supplier declined through their link (docs/PRODUCT.md#receive-supplier-answer). */
  declinedBySupplier?: number[];
}

interface Sent {
  url: string;
  body: { products: Array<Record<string, unknown>>; receivingNote: string; version?: number };
}

function mockServer(server: Server): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/supplierAnswer')) {
      const declined = server.declinedBySupplier ?? [];
      return jsonResponse(200, {
        state: declined.length > 0 ? 'confirmed_with_changes' : 'sent',
        firstOpenedAt: declined.length > 0 ? '2026-03-08T10:00:00Z' : null,
        lastOpenedAt: declined.length > 0 ? '2026-03-08T10:00:00Z' : null,
        answer:
          declined.length > 0
            ? {
                decision: 'CONFIRMED_WITH_CHANGES',
                declinedLines: declined,
                deliveryDate: '2026-03-10',
                note: 'Nema ćevapa',
                reason: '',
                answeredAt: '2026-03-08T10:05:00Z',
              }
            : null,
        declinedItemIds: declined,
      });
    }
    if (url.includes('/updateStatus/complete')) {
      sent.push({ url, body: JSON.parse(String(init?.body)) as Sent['body'] });
      return server.answer();
    }
    if (url.includes('/order/')) {
      const id = Number(url.split('/order/')[1]);
      // Any other order (the one moved items went to) exists too, with its own number.
      return jsonResponse(
        200,
        id === server.order.id ? server.order : { ...server.order, id, order_number: `KUH-00${id}` },
      );
    }
    if (url.includes('/subscription/getSubscription/')) {
      return jsonResponse(200, {
        plan: server.plan,
        trialEnded: false,
        daysTillTrialEnds: null,
        departmentLimit: 5,
      });
    }
    return jsonResponse(404, { code: 'not_found', message: url });
  });
  return sent;
}

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('orders').ready ? children : null;
}

function renderDialog(kind: 'regular' | 'custom' = 'regular') {
  const onClose = vi.fn();
  const onMoved = vi.fn();
  renderRoute(
    '/',
    <WithTexts>
      <ReceiveDialog orderId={41} kind={kind} venueId={3} onClose={onClose} onMoved={onMoved} />
    </WithTexts>,
    { at: '/' },
  );
  return { onClose, onMoved };
}

/** An accessible name that starts with the label (required fields add a marker after it). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const row = async (name: string) => within(await screen.findByRole('group', { name }));
const accept = () => screen.getByRole('button', { name: texts.accept });
const allArrived = () => screen.getByRole('button', { name: texts.allArrived });

describe('receive dialog (docs/PRODUCT.md#receiving, #partial-delivery)', () => {
  let server: Server;

  beforeEach(() => {
    server = {
      order: orderOf(threeItems()),
      plan: 'PRO',
      answer: () => jsonResponse(200, { status: 'COMPLETED' }),
    };
  });

  it("starts the supplier's declined lines as not delivered, not available (docs/PRODUCT.md#receive-supplier-answer)", async () => {
    server.declinedBySupplier = [3];
    mockServer(server);
    renderDialog();
    const cevapi = await row('Ćevapi');
    expect(cevapi.getByRole('radio', { name: texts.choice.notDelivered })).toBeChecked();
    expect(cevapi.getByRole('combobox', { name: startsWith(texts.reason) })).toHaveValue(
      ordersSer.reason.NOT_AVAILABLE,
    );
    expect(
      (await row('Svinjski vrat')).getByRole('radio', { name: texts.choice.delivered }),
    ).not.toBeChecked();
    expect(screen.getByText('Nema ćevapa', { exact: false })).toBeInTheDocument();
  });

  it('prefills the price paid with the ordered one and shows "price changed" beyond the tolerance', async () => {
    server.order = orderOf([
      item(1, 'Svinjski vrat', '2.5', { unitPrice: '120.00', lineValue: '300.00' }),
      item(2, 'Pileći file', '10'),
    ]);
    const sent = mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    const vrat = await row('Svinjski vrat');
    await user.click(vrat.getByRole('radio', { name: texts.choice.delivered }));
    const paid = vrat.getByRole('textbox', { name: startsWith(texts.paidPrice) });
    expect(paid).toHaveValue('120,00');
    expect(vrat.queryByRole('status')).toBeNull();

    await user.clear(paid);
    await user.type(paid, '122,4');
    expect(vrat.queryByRole('status')).toBeNull();
    await user.clear(paid);
    await user.type(paid, '132,,');
    expect(paid).toHaveValue('132,');
    await user.type(paid, '5');
    expect(vrat.getByRole('status')).toHaveTextContent(
      texts.priceChanged.replace('{{perUnit}}', '+12,50 RSD').replace('{{forLine}}', '+31,25 RSD'),
    );

    await user.click((await row('Pileći file')).getByRole('radio', { name: texts.choice.delivered }));
    await user.click(accept());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.products.map((line) => line.paidPrice)).toEqual(['132.50', undefined]);
  });

  it('keeps Accept disabled until every waiting item has an outcome', async () => {
    mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    await user.click((await row('Svinjski vrat')).getByRole('radio', { name: texts.choice.delivered }));
    await user.click((await row('Pileći file')).getByRole('radio', { name: texts.choice.delivered }));
    expect(accept()).toBeDisabled();
    expect(screen.getByText(texts.unresolved.replace('{{count}}', '1'))).toBeInTheDocument();
    await user.click((await row('Ćevapi')).getByRole('radio', { name: texts.choice.delivered }));
    expect(accept()).toBeEnabled();
  });

  it('takes a partial amount with a comma or a dot, prefixes a leading separator and needs at least 0.1', async () => {
    mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    const vrat = await row('Svinjski vrat');
    await user.click(vrat.getByRole('radio', { name: texts.choice.partial }));
    for (const other of ['Pileći file', 'Ćevapi']) {
      await user.click((await row(other)).getByRole('radio', { name: texts.choice.delivered }));
    }
    const amount = vrat.getByRole('textbox', { name: startsWith(texts.deliveredAmount) });
    expect(accept()).toBeDisabled();

    await user.type(amount, ',05');
    expect(amount).toHaveValue('0,05');
    expect(vrat.getByText(ser.errors.amountField.belowMinimum)).toBeInTheDocument();
    expect(accept()).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '1,5,');
    expect(amount).toHaveValue('1,5');
    expect(vrat.queryByText(ser.errors.amountField.belowMinimum)).not.toBeInTheDocument();
    expect(accept()).toBeEnabled();
    await user.clear(amount);
    await user.type(amount, '.5');
    expect(amount).toHaveValue('0.5');
    expect(accept()).toBeEnabled();
  });

  it('asks before recording more than was ordered, then records what arrived', async () => {
    const sent = mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    const vrat = await row('Svinjski vrat');
    await user.click(vrat.getByRole('radio', { name: texts.choice.partial }));
    await user.type(vrat.getByRole('textbox', { name: startsWith(texts.deliveredAmount) }), '4,5');
    for (const other of ['Pileći file', 'Ćevapi']) {
      await user.click((await row(other)).getByRole('radio', { name: texts.choice.delivered }));
    }
    await user.click(accept());
    const confirm = await screen.findByRole('dialog', { name: texts.moreTitle });
    expect(confirm).toHaveTextContent('Svinjski vrat: primljeno 4,5 KG, poručeno 4 KG: tačno?');
    expect(sent).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: ser.common.cancel }));
    expect(sent).toHaveLength(0);
    await user.click(accept());
    await user.click(
      within(await screen.findByRole('dialog', { name: texts.moreTitle })).getByRole('button', {
        name: texts.moreConfirm,
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.products[0]).toEqual({ id: 1, status: 'DELIVERED', deliveredAmount: '4.5' });
  });

  it("disables 'all arrived' while an item is partial or not delivered, and confirms before completing", async () => {
    const sent = mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    const vrat = await row('Svinjski vrat');
    expect(allArrived()).toBeEnabled();
    await user.click(vrat.getByRole('radio', { name: texts.choice.partial }));
    expect(allArrived()).toBeDisabled();
    await user.click(vrat.getByRole('radio', { name: texts.choice.notDelivered }));
    expect(allArrived()).toBeDisabled();
    await user.click(vrat.getByRole('radio', { name: texts.choice.delivered }));
    expect(allArrived()).toBeEnabled();

    await user.click(allArrived());
    const confirm = await screen.findByRole('dialog', { name: texts.allArrivedTitle });
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: texts.allArrivedConfirm }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.products).toEqual([
      { id: 1, status: 'DELIVERED' },
      { id: 2, status: 'DELIVERED' },
      { id: 3, status: 'DELIVERED' },
    ]);
  });

  it('sends partial, moved and later items with their notes, the receiving note and the loaded version', async () => {
    server.answer = () => jsonResponse(200, { status: 'INCOMPLETE', newOrderId: 77 });
    const sent = mockServer(server);
    const user = userEvent.setup();
    const { onMoved, onClose } = renderDialog();

    const vrat = await row('Svinjski vrat');
    await user.click(vrat.getByRole('radio', { name: texts.choice.partial }));
    await user.type(vrat.getByRole('textbox', { name: startsWith(texts.deliveredAmount) }), '3.5');
    await user.type(vrat.getByRole('textbox', { name: texts.itemNote }), 'Manje od poručenog');

    for (const [name, reason] of [
      ['Pileći file', ordersSer.reason.MOVE_TO_NEW],
      ['Ćevapi', ordersSer.reason.ARRIVE_LATER],
    ] as const) {
      const line = await row(name);
      await user.click(line.getByRole('radio', { name: texts.choice.notDelivered }));
      expect(accept()).toBeDisabled();
      await user.click(line.getByRole('combobox', { name: startsWith(texts.reason) }));
      await user.click(await screen.findByRole('option', { name: reason }));
    }
    await user.type(screen.getByRole('textbox', { name: ordersSer.fields.receivingNote }), 'Primio Marko');
    await user.click(accept());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/orders/updateStatus/complete?orderId=41');
    expect(sent[0]!.body).toEqual({
      products: [
        { id: 1, status: 'DELIVERED', deliveredAmount: '3.5', receiveNote: 'Manje od poručenog' },
        { id: 2, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
        { id: 3, status: 'NOT_DELIVERED', notDeliveredReason: 'ARRIVE_LATER' },
      ],
      receivingNote: 'Primio Marko',
      version: 4,
    });
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(77, expect.objectContaining({ id: 41 })));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("on BASIC offers only 'not available' when something did not arrive, and says the rest is PRO", async () => {
    server.plan = 'BASIC';
    const sent = mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    for (const name of ['Svinjski vrat', 'Pileći file']) {
      await user.click((await row(name)).getByRole('radio', { name: texts.choice.delivered }));
    }
    const cevapi = await row('Ćevapi');
    await user.click(cevapi.getByRole('radio', { name: texts.choice.notDelivered }));
    const reason = cevapi.getByRole('combobox', { name: startsWith(texts.reason) });
    expect(reason).toBeDisabled();
    expect(reason).toHaveValue(ordersSer.reason.NOT_AVAILABLE);
    expect(cevapi.getByText(texts.proOnly)).toBeInTheDocument();

    await user.click(accept());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.products[2]).toEqual({
      id: 3,
      status: 'NOT_DELIVERED',
      notDeliveredReason: 'NOT_AVAILABLE',
    });
  });

  it('has no reason choice for a warehouse order: not delivered means not available', async () => {
    server.order = orderOf(threeItems(), {
      isCustomOrder: true,
      supplier: null,
      marketSupplier: { id: 9, name: 'Pijaca Zeleni Venac', isMarket: true, deleted: false },
    });
    const sent = mockServer(server);
    const user = userEvent.setup();
    renderDialog('custom');
    for (const name of ['Svinjski vrat', 'Pileći file']) {
      await user.click((await row(name)).getByRole('radio', { name: texts.choice.delivered }));
    }
    const cevapi = await row('Ćevapi');
    await user.click(cevapi.getByRole('radio', { name: texts.choice.notDelivered }));
    expect(cevapi.queryByRole('combobox', { name: startsWith(texts.reason) })).not.toBeInTheDocument();
    await user.click(accept());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/orders/custom/updateStatus/complete?orderId=41');
    expect(sent[0]!.body.products[2]).toEqual({
      id: 3,
      status: 'NOT_DELIVERED',
      notDeliveredReason: 'NOT_AVAILABLE',
    });
  });

  it('shows items received earlier read-only and starts an item arriving later as not delivered, later', async () => {
    server.order = orderOf(
      [
        item(1, 'Svinjski vrat', '4', { status: 'DELIVERED', deliveredAmount: '3' }),
        item(2, 'Pileći file', '10', {
          status: 'MOVE_TO_NEW',
          notDeliveredReason: 'MOVE_TO_NEW',
          move_to_order_id: 77,
        }),
        item(3, 'Ćevapi', '2', { status: 'INCOMPLETE', notDeliveredReason: 'ARRIVE_LATER' }),
      ],
      { status: 'INCOMPLETE' },
    );
    mockServer(server);
    const user = userEvent.setup();
    renderDialog();
    const vrat = await row('Svinjski vrat');
    expect(vrat.queryByRole('radio')).not.toBeInTheDocument();
    expect(vrat.getByText('Stiglo 3 od 4 KG')).toBeInTheDocument();
    const file = await row('Pileći file');
    expect(file.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      // The new order's number comes with its own answer.
      await file.findByText(currentOrdersSer.outcome.movedTo.replace('{{number}}', 'KUH-0077')),
    ).toBeInTheDocument();

    const cevapi = await row('Ćevapi');
    expect(cevapi.getByRole('radio', { name: texts.choice.notDelivered })).toBeChecked();
    expect(cevapi.getByRole('combobox', { name: startsWith(texts.reason) })).toHaveValue(
      ordersSer.reason.ARRIVE_LATER,
    );
    expect(allArrived()).toBeDisabled();
    await user.click(cevapi.getByRole('radio', { name: texts.choice.delivered }));
    expect(allArrived()).toBeEnabled();
    expect(accept()).toBeEnabled();
  });

  it('says someone else received the order when the server refuses stale data, and shows it as it is now', async () => {
    server.answer = () => {
      // Meanwhile another phone received it in full.
      server.order = orderOf(
        threeItems().map((line) => ({ ...line, status: 'DELIVERED' as const, deliveredAmount: line.amount })),
        { status: 'COMPLETED', version: 5 },
      );
      return jsonResponse(409, { code: 'order_changed', message: 'changed' });
    };
    mockServer(server);
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await screen.findByRole('group', { name: 'Svinjski vrat' });
    await user.click(allArrived());
    await user.click(await screen.findByRole('button', { name: texts.allArrivedConfirm }));
    expect(await screen.findByText(texts.conflict)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.accept })).not.toBeInTheDocument());
    expect((await row('Ćevapi')).getByText('Stiglo: 2 KG')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
