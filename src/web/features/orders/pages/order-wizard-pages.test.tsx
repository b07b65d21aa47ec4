import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { venueToday } from '@/domain/shared/dates';
import ordersSer from '@/web/features/orders/locales/ser.json';
import serCatalogue from '@/web/i18n/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { DRAFT_KEYS, readDraft, readMergeData, writeDraft } from '../draft-storage';
import { EditOrderPage, NewOrderPage } from './order-wizard-pages';
import { draftAt, fakeApi, savedOrder, STATION, SUPPLIER, TOMORROW, user } from './wizard-fake-api';

const wizardSer = ordersSer.wizard;

const renderNew = () =>
  renderRoute('/:stationId/new-order', <NewOrderPage />, {
    at: `/${STATION}/new-order`,
    elsewhere: ['/', '/current-orders/:stationId/orders'],
  });

async function chooseContact(user: ReturnType<typeof userEvent.setup>) {
  // The field is disabled until the supplier's contacts are there.
  const field = await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' });
  await waitFor(() => expect(field).toBeEnabled());
  await user.click(field);
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

/**
 * Chooses SMS and taps the channel link once the order is ready (docs/PRODUCT.md#send-flow: the tap itself opens the
 * app).
 */
async function sendBySms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'SMS' }));
  await user.click(await screen.findByRole('link', { name: ordersSer.send.confirm }));
}

async function done(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: ordersSer.send.done }));
}

describe('the order wizard pages (docs/PRODUCT.md#order-wizard)', { timeout: 30_000 }, () => {
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

  it('starts with the supplier a link names (a cut-off reminder)', async () => {
    fakeApi();
    renderRoute('/:stationId/new-order', <NewOrderPage />, {
      at: `/${STATION}/new-order?supplier=${SUPPLIER}`,
      elsewhere: ['/'],
    });
    expect(await screen.findByRole('heading', { name: 'Kuhinja' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: ordersSer.fields.supplier })).toHaveValue(
      'Mesara Zlatibor',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
  });

  it('ignores a named supplier the station does not order from', async () => {
    fakeApi();
    renderRoute('/:stationId/new-order', <NewOrderPage />, {
      at: `/${STATION}/new-order?supplier=9999`,
      elsewhere: ['/'],
    });
    expect(await screen.findByRole('heading', { name: 'Kuhinja' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeDisabled();
  });

  it('restores the draft on its step with the typed amounts and notes, and says so', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2.'));
    renderNew();
    expect(await screen.findByText(wizardSer.draft.restoredTitle)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Količina: Pileći file' })).toHaveValue('2.');
    expect(screen.getByRole('textbox', { name: 'Količina: Juneći but' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'bez kože (Pileći file)' })).toHaveTextContent('bez kože');
    // "2." is not a finished amount (docs/PRODUCT.md#amounts): neither Continue nor Save until it is.
    expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeDisabled();
  });

  it('writes every change to the draft', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const user = userEvent.setup();
    renderNew();
    const amount = await screen.findByRole('textbox', { name: 'Količina: Pileći file' });
    // The field selects its amount on focus (docs/PRODUCT.md#amount-replace): the whole amount is typed.
    await user.type(amount, '2.75');
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
    // The message ends with the supplier's own link to this order (docs/PRODUCT.md#supplier-link).
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
    // Editing shows every article of the order, so the favorites-only default is off here.
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
    // First what will be added, and to which order; nothing is merged before the confirmation
    // (docs/PRODUCT.md#merge-undo).
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
    // Its edit screen reads this to lock the date, highlight the merged articles (docs/PRODUCT.md#merge) and offer
    // undo (docs/PRODUCT.md#merge-undo).
    expect(readMergeData()).toMatchObject({
      orderId: 11,
      articleIds: [5, 6],
      undo: { orderNumber: 'KUH-0011', version: 5, draft: { stationId: STATION, orderId: null } },
    });
  });

  it('undoes a merge from the merged order: the server restores it and the new order comes back (docs/PRODUCT.md#merge-undo)', async () => {
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
