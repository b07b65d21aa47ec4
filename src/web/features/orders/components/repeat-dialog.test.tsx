import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, orderFixture, profileFixture, renderRoute } from '@/web/test-utils';
import { RepeatDialog } from './repeat-dialog';

const user = profileFixture();
const SUPPLIER_LINK = 'http://localhost:3000/o/AbCdEfGhIjKlMnOpQrStUvWx';
const source = orderFixture({
  id: 16,
  order_number: 'KUH-0016',
  status: 'COMPLETED',
  supplier: { id: 5, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
  supplierContactId: 7,
  products: [
    {
      id: 1,
      articleId: 101,
      name: 'Pileći file',
      amount: '10.000',
      unit: 'KG',
      note: '',
      status: 'DELIVERED',
      deliveredAmount: null,
      notDeliveredReason: null,
      receiveNote: '',
      move_to_order_id: null,
      unitPrice: null,
      paidPrice: null,
      lineValue: null,
    },
  ],
});

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

function mockServer(): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    calls.push({ method, path, query: url.search, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === '/api/orders/order/16') return jsonResponse(200, source);
    if (path === '/api/subscription/getSubscription/3')
      return jsonResponse(200, {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: null,
        departmentLimit: 5,
      });
    if (path === '/api/supplier/supplierContacts/5/3')
      return jsonResponse(200, [
        { id: 7, name: 'Milan Stojanović', phone: '+381641234567', email: '', supplierId: 5 },
      ]);
    if (path === '/api/orders/16/repeat/prepare')
      return jsonResponse(201, { id: 99, supplierLink: SUPPLIER_LINK });
    if (path === '/api/orders/updateStatus/sendOrder')
      return jsonResponse(200, { id: 99, status: 'IN_PROGRESS', supplierLink: SUPPLIER_LINK });
    if (path === '/api/orders/deleteOrder/99') return jsonResponse(200, { deleted: true });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
  return calls;
}

/** The current-orders page's part: the dialog is open while an order is chosen for repeating. */
function Host() {
  const [orderId, setOrderId] = useState<number | null>(16);
  return <RepeatDialog orderId={orderId} kind="regular" onClose={() => setOrderId(null)} />;
}

function renderDialog() {
  renderRoute('/', <Host />, { at: '/' });
}

async function cancelConfirm(events: ReturnType<typeof userEvent.setup>) {
  const confirm = screen.getByRole('dialog', { name: ordersSer.send.confirmTitle });
  await events.click(within(confirm).getByRole('button', { name: 'Otkaži' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: ordersSer.send.confirm })).toBeNull());
}

/** The WhatsApp button once it can be used: the contact is chosen when the supplier's contacts are there. */
async function whatsApp() {
  const button = await screen.findByRole('button', { name: 'WhatsApp' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('the repeat dialog (docs/PRODUCT.md#repeat)', () => {
  let clicked: string[];
  const recordLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    clicked.push(link.href);
    event.preventDefault();
  };

  beforeEach(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
    clicked = [];
    document.addEventListener('click', recordLink, true);
  });
  afterEach(() => {
    document.removeEventListener('click', recordLink, true);
    vi.restoreAllMocks();
  });

  it('prepares the new order before the tap, so the first text opened already ends with its supplier link', async () => {
    const calls = mockServer();
    const events = userEvent.setup();
    renderDialog();
    await events.click(await whatsApp());
    const link = await screen.findByRole('link', { name: ordersSer.send.confirm });
    const text = decodeURIComponent(new URL(link.getAttribute('href')!).searchParams.get('text') ?? '');
    expect(text.trimEnd().endsWith(SUPPLIER_LINK)).toBe(true);
    const prepared = calls.find((call) => call.path === '/api/orders/16/repeat/prepare');
    expect(prepared?.body).toMatchObject({ supplierContactId: 7 });
    expect(calls.some((call) => call.path === '/api/orders/updateStatus/sendOrder')).toBe(false);

    await events.click(link);
    expect(clicked).toHaveLength(1);
    expect(decodeURIComponent(clicked[0]!)).toContain(SUPPLIER_LINK);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/orders/updateStatus/sendOrder')).toMatchObject({
        method: 'POST',
        query: '?orderId=99',
        body: { supplierContactId: 7, channel: 'whatsapp' },
      }),
    );
    expect(calls.some((call) => call.path === '/api/orders/16/repeat')).toBe(false);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('a repeat given up before the tap deletes its prepared draft', async () => {
    const calls = mockServer();
    const events = userEvent.setup();
    renderDialog();
    await events.click(await whatsApp());
    await screen.findByRole('link', { name: ordersSer.send.confirm });
    await cancelConfirm(events);
    // Choosing again makes a new draft and deletes the first one.
    await events.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await screen.findByRole('link', { name: ordersSer.send.confirm });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/orders/16/repeat/prepare')).toHaveLength(2),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/orders/deleteOrder/99',
    ]);
    await cancelConfirm(events);
    await events.click(screen.getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    expect(calls.some((call) => call.path === '/api/orders/updateStatus/sendOrder')).toBe(false);
  });
});
