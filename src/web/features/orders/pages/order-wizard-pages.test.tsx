import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/domain/articles/articles.schemas';
import type { Order } from '@/domain/orders/orders.schemas';
import { venueToday } from '@/domain/shared/dates';
import ordersSer from '@/web/features/orders/locales/ser.json';
import serCatalogue from '@/web/i18n/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute, profileFixture } from '@/web/test-utils';
import { DRAFT_KEYS, type OrderDraft, readDraft, readMergeData, writeDraft } from '../draft-storage';
import { EditOrderPage, NewOrderPage } from './order-wizard-pages';

const wizardSer = ordersSer.wizard;

const STATION = 3;
const SUPPLIER = 1001;
const TOMORROW = '2099-01-02';

const user = profileFixture({
  name: 'Jelena Jovanović',
  phone: '+381601000002',
  venue: { id: 2, name: 'Bistro Demo' },
});

const article = (id: number, name: string, isFavorite: boolean): Article => ({
  id,
  name,
  storeName: name.toUpperCase(),
  note: '',
  category: { id: 1, category: 'Meso' },
  unit: 'KG',
  defaultPrice: null,
  isFavorite,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: SUPPLIER },
  verified: true,
});

const savedOrder: Order = {
  id: 42,
  order_number: 'KUH-0042',
  deadline: TOMORROW,
  status: 'OPEN',
  supplier: { id: SUPPLIER, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
  marketSupplier: null,
  department: { id: STATION, name: 'Kuhinja', isWarehouse: false },
  products: [
    {
      id: 900,
      articleId: 5,
      name: 'Pileći file',
      amount: '2.500',
      unit: 'KG',
      note: 'bez kože',
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
  orderNote: '',
  receivingNote: '',
  paymentMethod: null,
  supplierContactId: null,
  supplierContactNumber: null,
  createdBy: { name: 'Jelena Jovanović' },
  createdAt: '2099-01-01T06:00:00.000Z',
  lastUpdatedBy: null,
  lastUpdatedAt: '2099-01-01T06:00:00.000Z',
  sentBy: null,
  sentAt: null,
  isCustomOrder: false,
  newOrderId: null,
  hasShortfall: false,
  version: 3,
  total: null,
  currency: 'RSD',
  priceTolerance: '2.00',
};

function draftAt(step: 0 | 1 | 2, amount: string, orderId: number | null = null): OrderDraft {
  return {
    stationId: STATION,
    kind: 'regular',
    orderId,
    currentStep: step,
    allSteps: [step > 0, step > 1, false],
    orderObj: {
      deadline: TOMORROW,
      supplierId: SUPPLIER,
      supplierName: 'Mesara Zlatibor',
      products: [
        {
          articleId: 5,
          name: 'Pileći file',
          unit: 'KG',
          amount,
          note: 'bez kože',
          isFavorite: true,
          recommendedQuantity: null,
        },
        {
          articleId: 6,
          name: 'Juneći but',
          unit: 'KG',
          amount: '3',
          note: '',
          isFavorite: false,
          recommendedQuantity: null,
        },
      ],
      orderNote: 'Zadnji ulaz',
      paymentMethod: 'cash',
      version: orderId === null ? null : 3,
      savedOrderId: orderId,
      orderNumber: orderId === null ? null : 'KUH-0042',
      receivingNote: '',
    },
    mergeDecision: null,
    savedAt: '2099-01-01T06:00:00.000Z',
  };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fake API: answers by method and path; `overrides` replace an answer for one test. */
function fakeApi(overrides: Record<string, (call: Call) => Response> = {}) {
  const calls: Call[] = [];
  const answers: Record<string, (call: Call) => Response> = {
    'GET /api/users/profile': () => jsonResponse(200, user),
    'GET /api/venue/getDepartments': () =>
      jsonResponse(200, [
        {
          department: { id: STATION, name: 'Kuhinja', isWarehouse: false },
          users: [],
          suppliers: [],
          numberOfOpenOrders: 0,
          numberOfExpectedOrders: 0,
        },
      ]),
    [`GET /api/venue/department/getSuppliers/${STATION}`]: () =>
      jsonResponse(200, [
        { id: SUPPLIER, name: 'Mesara Zlatibor', pib: null, isMarket: false, verified: true },
      ]),
    [`GET /api/orders/all/${STATION}`]: () => jsonResponse(200, { orders: [], count: 0 }),
    [`GET /api/articles/products/${SUPPLIER}/${STATION}`]: () =>
      jsonResponse(200, {
        articles: [article(5, 'Pileći file', true), article(6, 'Juneći but', false)],
        count: 2,
      }),
    [`GET /api/articles/categories/${SUPPLIER}`]: () => jsonResponse(200, [{ id: 1, category: 'Meso' }]),
    'GET /api/subscription/getSubscription/2': () =>
      jsonResponse(200, { plan: 'PRO', trialEnded: false, daysTillTrialEnds: null, departmentLimit: 10 }),
    [`GET /api/supplier/supplierContacts/${SUPPLIER}/2`]: () =>
      jsonResponse(200, [
        { id: 7, name: 'Milan Stojanović', phone: '0641234567', email: '', supplierId: SUPPLIER },
      ]),
    [`POST /api/orders/${STATION}/create/${SUPPLIER}`]: () => jsonResponse(201, { id: 42 }),
    'GET /api/orders/order/42': () => jsonResponse(200, savedOrder),
    'POST /api/orders/42/updateOrderItems': () => jsonResponse(200, { ...savedOrder, version: 4 }),
    // Issue 15: the prepared order's text ends with the supplier's link for the chosen contact.
    'POST /api/orders/42/supplierLink': () =>
      jsonResponse(200, { supplierLink: 'http://localhost:3000/o/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    'POST /api/orders/updateStatus/sendOrder': () => jsonResponse(200, { id: 42, status: 'IN_PROGRESS' }),
    'POST /api/articles/favorites': () => jsonResponse(200, { articleIds: [6] }),
    ...overrides,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    return Promise.resolve(
      answer ? answer(call) : jsonResponse(404, { code: 'not_found', message: 'no fake' }),
    );
  });
  return {
    calls,
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}

const renderNew = () =>
  renderRoute('/:stationId/new-order', <NewOrderPage />, {
    at: `/${STATION}/new-order`,
    elsewhere: ['/', '/current-orders/:stationId/orders'],
  });

async function chooseContact(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
}

/** Links the tap followed (recorded instead of navigating: jsdom cannot open sms:). */
let followed: string[] = [];
function recordLink(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  if (!link || !/^(sms|mailto|viber|tel):|^https:\/\/wa\.me/.test(link.href)) return;
  followed.push(link.href);
  event.preventDefault();
}

/** Chooses SMS and taps the channel link once the order is ready (issue 10: the tap itself opens the app). */
async function sendBySms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'SMS' }));
  await user.click(await screen.findByRole('link', { name: ordersSer.send.confirm }));
}

async function done(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: ordersSer.send.done }));
}

describe('the order wizard pages (issue 3)', { timeout: 30_000 }, () => {
  afterEach(() => document.removeEventListener('click', recordLink, true));

  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
    followed = [];
    document.addEventListener('click', recordLink, true);
    // jsdom has no layout: Mantine's option list scrolls the chosen option into view.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('starts a new order with tomorrow (Belgrade) and needs a supplier to continue', async () => {
    fakeApi();
    renderNew();
    expect(await screen.findByRole('heading', { name: 'Kuhinja' })).toBeInTheDocument();
    const tomorrow = new Date(`${venueToday(new Date())}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const shown = tomorrow.toISOString().slice(0, 10).split('-').reverse().join('.');
    expect(screen.getByRole('button', { name: ordersSer.fields.deadline })).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeDisabled();
  });

  it('restores the draft on its step with the typed amounts and notes, and says so', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2.'));
    renderNew();
    expect(await screen.findByText(wizardSer.draft.restoredTitle)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Količina: Pileći file' })).toHaveValue('2.');
    expect(screen.getByRole('textbox', { name: 'Količina: Juneći but' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Napomena: Pileći file' })).toHaveTextContent('bez kože');
    // "2." is not a finished amount (SPEC §5): neither Continue nor Save until it is.
    expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeDisabled();
  });

  it('writes every change to the draft', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const user = userEvent.setup();
    renderNew();
    const amount = await screen.findByRole('textbox', { name: 'Količina: Pileći file' });
    await user.type(amount, '.75');
    await waitFor(() => expect(readDraft()?.orderObj.products[0]?.amount).toBe('2.75'));
  });

  it('keeps the draft when sending fails and forgets it once the order is sent, creating the order only once', async () => {
    let failSend = true;
    const api = fakeApi({
      'POST /api/orders/updateStatus/sendOrder': () =>
        failSend
          ? jsonResponse(503, { code: 'internal_error', message: 'down' })
          : jsonResponse(200, { id: 42, status: 'IN_PROGRESS' }),
    });
    writeDraft(draftAt(2, '2.5'));
    const user = userEvent.setup();
    const { router } = renderNew();
    await chooseContact(user);
    await sendBySms(user);

    expect(await screen.findByText(serCatalogue.errors.internal_error)).toBeInTheDocument();
    // The draft now knows the order the first attempt created, so the retry updates it instead of creating another.
    await waitFor(() => expect(readDraft()).toMatchObject({ orderObj: { savedOrderId: 42 } }));
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);

    failSend = false;
    await user.click(screen.getByRole('link', { name: ordersSer.send.confirm }));
    await done(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(DRAFT_KEYS.draft)).toBeNull();
    expect(api.count('POST', `/api/orders/${STATION}/create/${SUPPLIER}`)).toBe(1);
    // The order was made ready before the first tap and nothing changed since: the retry only sends.
    expect(api.count('POST', '/api/orders/42/updateOrderItems')).toBe(0);
    const favorites = api.calls.find((call) => call.path === '/api/articles/favorites');
    expect(favorites?.body).toEqual({ departmentId: STATION, articleIds: [6] });
  });

  it('sends the text with the number the new order got', async () => {
    fakeApi();
    writeDraft(draftAt(2, '2,5'));
    const user = userEvent.setup();
    renderNew();
    await chooseContact(user);
    await sendBySms(user);
    expect(followed).toHaveLength(1);
    const body = decodeURIComponent(followed[0]!.split('body=')[1]!);
    expect(body).toContain('Porudžbina KUH-0042');
    expect(body).toContain('1. Pileći file – 2,5 KG (napomena: bez kože)');
    // Issue 15: the message ends with the supplier's own link to this order.
    expect(body.trimEnd()).toMatch(/http:\/\/localhost:3000\/o\/A{36}$/);
  });

  it('saves an edit with the loaded version and goes to the station orders', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { router } = renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, {
      at: `/${STATION}/edit-order/42`,
      elsewhere: ['/current-orders/:stationId/orders'],
    });
    expect(await screen.findByText('Porudžbina KUH-0042')).toBeInTheDocument();
    const amount = await screen.findByRole('textbox', { name: 'Količina: Pileći file' });
    expect(amount).toHaveValue('2.5');
    // Issue 10: editing shows every article of the order, so the favorites-only default is off here.
    expect(screen.getByLabelText(wizardSer.list.onlyFavorites)).not.toBeChecked();
    await user.clear(amount);
    await user.type(amount, '4');
    await user.click(screen.getByRole('button', { name: wizardSer.actions.save }));
    await user.click(await screen.findByRole('button', { name: wizardSer.save.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/current-orders/${STATION}/orders`));
    const update = api.calls.find((call) => call.path === '/api/orders/42/updateOrderItems');
    expect(update?.body).toMatchObject({
      version: 3,
      productsToUpdate: [{ id: 5, amount: '4', note: 'bez kože' }],
    });
    expect(readDraft()).toBeNull();
  });

  it('keeps what was typed and offers both versions when someone else changed the order', async () => {
    fakeApi({
      'POST /api/orders/42/updateOrderItems': () =>
        jsonResponse(409, { code: 'order_changed', message: 'stale' }),
    });
    writeDraft(draftAt(1, '7', 42));
    const user = userEvent.setup();
    renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, { at: `/${STATION}/edit-order/42` });
    expect(await screen.findByRole('textbox', { name: 'Količina: Pileći file' })).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: wizardSer.actions.save }));
    await user.click(await screen.findByRole('button', { name: wizardSer.save.confirm }));
    expect(await screen.findByText(wizardSer.conflict.title)).toBeInTheDocument();
    expect(readDraft()?.orderObj.products[0]?.amount).toBe('7');
  });

  it('merges the selection into an open order of the same supplier and day on confirmation, then opens that order', async () => {
    const open = { ...savedOrder, id: 11, order_number: 'KUH-0011', version: 5 };
    const { calls } = fakeApi({
      [`GET /api/orders/all/${STATION}`]: () =>
        jsonResponse(200, { orders: [{ ...open, itemsCount: 2 }], count: 1 }),
      'POST /api/orders/11/merge': () => jsonResponse(200, open),
    });
    writeDraft(draftAt(1, '2,5'));
    const user = userEvent.setup();
    const { router } = renderRoute('/:stationId/new-order', <NewOrderPage />, {
      at: `/${STATION}/new-order`,
      elsewhere: ['/:stationId/edit-order/:orderId'],
    });
    await screen.findByRole('textbox', { name: 'Količina: Pileći file' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: wizardSer.actions.continue }));
    await user.click(await screen.findByRole('button', { name: 'Spoji u porudžbinu KUH-0011' }));
    // Issue 10: first what will be added, and to which order; nothing is merged before the confirmation.
    const added = await screen.findByRole('list', { name: 'Artikli koji se dodaju u porudžbinu KUH-0011' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pileći file: 2,5 KG (bez kože)', expect.stringMatching(/: 3 /)]);
    expect(calls.some((call) => call.path === '/api/orders/11/merge')).toBe(false);
    await user.click(screen.getByRole('button', { name: wizardSer.merge.confirm.back }));
    expect(await screen.findByRole('button', { name: 'Spoji u porudžbinu KUH-0011' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/orders/11/merge')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Spoji u porudžbinu KUH-0011' }));
    await user.click(await screen.findByRole('button', { name: 'Dodaj u porudžbinu KUH-0011' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${STATION}/edit-order/11`));
    const merge = calls.find((call) => call.path === '/api/orders/11/merge');
    expect(merge?.body).toEqual({
      products: [
        { id: 5, amount: '2.5', note: 'bez kože' },
        { id: 6, amount: '3', note: '' },
      ],
    });
    const lookup = calls.find((call) => call.path === `/api/orders/all/${STATION}`);
    expect(Object.fromEntries(lookup!.query)).toMatchObject({
      status: 'OPEN,IN_PROGRESS,INCOMPLETE',
      supplierId: String(SUPPLIER),
      deadline: TOMORROW,
    });
    expect(readDraft()).toBeNull();
    // Its edit screen reads this to lock the date, highlight the merged articles (SPEC §4) and offer undo (issue 10).
    expect(readMergeData()).toMatchObject({
      orderId: 11,
      articleIds: [5, 6],
      undo: { orderNumber: 'KUH-0011', version: 5, draft: { stationId: STATION, orderId: null } },
    });
  });

  it('undoes a merge from the merged order: the server restores it and the new order comes back (issue 10)', async () => {
    const { calls } = fakeApi({ 'POST /api/orders/42/undoMerge': () => jsonResponse(200, savedOrder) });
    const draft = draftAt(1, '2,5');
    localStorage.setItem(
      DRAFT_KEYS.merge,
      JSON.stringify({ orderId: 42, articleIds: [5], undo: { orderNumber: 'KUH-0042', version: 4, draft } }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, {
      at: `/${STATION}/edit-order/42`,
      elsewhere: ['/:stationId/new-order'],
    });
    expect(await screen.findByText('Spojeno u porudžbinu KUH-0042')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poništi spajanje u porudžbinu KUH-0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${STATION}/new-order`));
    expect(calls.find((call) => call.path === '/api/orders/42/undoMerge')?.body).toEqual({ version: 4 });
    expect(readDraft()).toEqual(draft);
    expect(readMergeData()).toBeNull();
  });

  it('says so when the merged order changed and the merge can no longer be undone', async () => {
    fakeApi({
      'POST /api/orders/42/undoMerge': () => jsonResponse(409, { code: 'order_changed', message: 'changed' }),
    });
    localStorage.setItem(
      DRAFT_KEYS.merge,
      JSON.stringify({
        orderId: 42,
        articleIds: [5],
        undo: { orderNumber: 'KUH-0042', version: 4, draft: draftAt(1, '2,5') },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, { at: `/${STATION}/edit-order/42` });
    await user.click(await screen.findByRole('button', { name: 'Poništi spajanje u porudžbinu KUH-0042' }));
    expect(await screen.findByText(wizardSer.merge.applied.conflict)).toBeInTheDocument();
  });

  it('locks the date of an order that just received a merge and highlights the merged articles', async () => {
    fakeApi();
    localStorage.setItem(DRAFT_KEYS.merge, JSON.stringify({ orderId: 42, articleIds: [5] }));
    const user = userEvent.setup();
    renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, { at: `/${STATION}/edit-order/42` });
    expect(await screen.findByText(wizardSer.article.merged)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: wizardSer.nav.previousStep }));
    expect(await screen.findByRole('button', { name: ordersSer.fields.deadline })).toBeDisabled();
    expect(screen.getByText(wizardSer.date.lockedByMerge)).toBeInTheDocument();
  });
});
