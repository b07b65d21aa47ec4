/**
 * Tracking and receiving orders (docs/PRODUCT.md#current-orders) in real Chromium at 360 px on the demo database: a
 * delivery with a partial item, a moved item and a late item, received in two goes; a sent order that cannot be
 * deleted; repeating a delivered order by SMS; and the overdue order moved to a new date. Orders a journey changes
 * are created for it through the API (so the seeded ones stay as they are for other spec files), except the seeded
 * overdue order.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type OrdersCatalogue from '../src/web/features/orders/locales/ser.json';
import { ACCOUNTS, captureOpenedLinks, DEMO_PASSWORD, expectAccessible, login, openedLinks } from './support';
import { test } from './fixtures';
import { leaveWizard, openStationOrders } from './navigation';

// The UI texts come from the app's own catalogues, so a reworded label fails here only if the control is gone.
const ORDERS = JSON.parse(
  readFileSync(new URL('../src/web/features/orders/locales/ser.json', import.meta.url), 'utf8'),
) as typeof OrdersCatalogue;
const TEXTS = ORDERS.current;
const WIZARD = ORDERS.wizard;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The venue's calendar date (Belgrade) some days from now, as the API takes it. */
const venueDate = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });

/** A label at the start of an accessible name (required fields carry a trailing asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface ListedOrder {
  id: number;
  order_number: string;
  status: string;
  deadline: string;
}

interface OrderItem {
  id: number;
  articleId: number;
  name: string;
  amount: string;
  unit: string;
  status: string;
  deliveredAmount: string | null;
  move_to_order_id: number | null;
}

interface OrderDetail extends ListedOrder {
  products: OrderItem[];
  newOrderId: number | null;
}

/** The API as a demo user, beside the browser session (setting up and checking what the screens did). */
class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly jwt: string,
  ) {}

  static async as(request: APIRequestContext, email: string): Promise<Api> {
    const response = await request.post('/api/login', { data: { username: email, password: DEMO_PASSWORD } });
    expect(response.ok()).toBe(true);
    return new Api(request, ((await response.json()) as { jwt: string }).jwt);
  }

  private headers() {
    return { Authorization: `Bearer ${this.jwt}` };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers() });
    expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const response = await this.request.post(`/api${path}`, { headers: this.headers(), data });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  delete(path: string) {
    return this.request.delete(`/api${path}`, { headers: this.headers() });
  }

  order(id: number): Promise<OrderDetail> {
    return this.get<OrderDetail>(`/orders/order/${id}`);
  }

  async stationId(name: string): Promise<number> {
    const stations =
      await this.get<Array<{ department: { id: number; name: string } }>>('/venue/getDepartments');
    const station = stations.find((candidate) => candidate.department.name === name);
    if (!station) throw new Error(`No station ${name}`);
    return station.department.id;
  }

  async expectedOrders(stationId: number): Promise<ListedOrder[]> {
    const page = await this.get<{ orders: ListedOrder[] }>(
      `/orders/all/${stationId}?status=IN_PROGRESS,INCOMPLETE&page=1&pageSize=100`,
    );
    return page.orders;
  }

  /** A new order of three Mesara Zlatibor articles for tomorrow, sent to the supplier by SMS. */
  async sentOrder(stationId: number): Promise<OrderDetail> {
    const suppliers = await this.get<Array<{ id: number; name: string }>>(
      `/venue/department/getSuppliers/${stationId}`,
    );
    const supplier = suppliers.find((candidate) => candidate.name === 'Mesara Zlatibor')!;
    const { articles } = await this.get<{ articles: Array<{ id: number }> }>(
      `/articles/products/${supplier.id}/${stationId}?page=1&pageSize=10&onlyFavorite=false`,
    );
    const profile = await this.get<{ venue: { id: number } }>('/users/profile');
    const [contact] = await this.get<Array<{ id: number }>>(
      `/supplier/supplierContacts/${supplier.id}/${profile.venue.id}`,
    );
    const tomorrow = venueDate(1);
    const { id } = await this.post<{ id: number }>(`/orders/${stationId}/create/${supplier.id}`, {
      deadline: tomorrow,
      products: articles
        .slice(0, 3)
        .map((article, index) => ({ id: article.id, amount: ['5', '2', '10'][index] })),
    });
    await this.post(`/orders/updateStatus/sendOrder?orderId=${id}`, {
      supplierContactId: contact!.id,
      channel: 'sms',
    });
    return this.order(id);
  }
}

/** The card of an order in the list (phones show cards, not a table). */
const card = (page: Page, number: string) => page.getByRole('article', { name: number, exact: true });

async function openRowMenu(page: Page, number: string): Promise<Locator> {
  await page.getByRole('button', { name: fill(TEXTS.list.options, { number }) }).click();
  return page.getByRole('menu');
}

/** Chooses what happened to an item in the receive dialog. */
async function choose(
  dialog: Locator,
  item: string,
  choice: keyof typeof TEXTS.receive.choice,
): Promise<Locator> {
  const row = dialog.getByRole('group', { name: item });
  await row.getByText(TEXTS.receive.choice[choice], { exact: true }).click();
  return row;
}

async function chooseReason(page: Page, row: Locator, reason: keyof typeof ORDERS.reason) {
  await row.getByRole('combobox', { name: startsWith(TEXTS.receive.reason) }).click();
  await page.getByRole('option', { name: ORDERS.reason[reason] }).click();
}

test.describe('tracking and receiving orders (docs/PRODUCT.md#current-orders)', () => {
  test('a partial, a moved and a late item: incomplete with the alert, the moved item in a new order, completed on the next receipt', async ({
    page,
  }) => {
    const api = await Api.as(page.request, ACCOUNTS.staff);
    const kuhinja = await api.stationId('Kuhinja');
    const order = await api.sentOrder(kuhinja);
    const [partial, moved, later] = order.products as [OrderItem, OrderItem, OrderItem];

    await login(page, ACCOUNTS.staff);
    await openStationOrders(page, 'Kuhinja', 'Očekivane');
    await page.getByRole('button', { name: fill(TEXTS.list.open, { number: order.order_number }) }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(TEXTS.receive.title, { number: order.order_number }),
    });

    const accept = dialog.getByRole('button', { name: TEXTS.receive.accept });
    await expect(accept).toBeVisible();
    await expectAccessible(page, dialog);
    const partialRow = await choose(dialog, partial.name, 'partial');
    await partialRow
      .getByRole('textbox', { name: startsWith(TEXTS.receive.deliveredAmount) })
      .pressSequentially('.5');
    await expect(
      partialRow.getByRole('textbox', { name: startsWith(TEXTS.receive.deliveredAmount) }),
    ).toHaveValue('0.5');
    await partialRow.getByRole('textbox', { name: startsWith(TEXTS.receive.deliveredAmount) }).fill('2.5');
    await expect(dialog.getByRole('button', { name: TEXTS.receive.allArrived })).toBeDisabled();
    await chooseReason(page, await choose(dialog, moved.name, 'notDelivered'), 'MOVE_TO_NEW');
    await expect(accept).toBeDisabled();
    await chooseReason(page, await choose(dialog, later.name, 'notDelivered'), 'ARRIVE_LATER');
    await dialog
      .getByRole('textbox', { name: ORDERS.fields.receivingNote })
      .fill('Primio kuvar, meso stiglo pola.');
    await accept.click();

    // After moving items to a new order, that order opens for editing, holding the moved item
    // (docs/PRODUCT.md#receiving).
    await expect(page).toHaveURL(new RegExp(`/${kuhinja}/edit-order/\\d+(\\?step=\\d)?$`));
    const newOrderId = Number(/edit-order\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('button', { name: fill(WIZARD.cart.open, { number: 1 }) }).click();
    await expect(
      page.getByRole('dialog', { name: fill(WIZARD.cart.title, { number: 1 }) }).getByText(moved.name),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    const backorder = await api.order(newOrderId);
    expect(backorder).toMatchObject({ status: 'OPEN' });
    expect(backorder.products.map((item) => [item.articleId, item.amount])).toEqual([
      [moved.articleId, moved.amount],
    ]);

    const received = await api.order(order.id);
    expect(received).toMatchObject({ status: 'INCOMPLETE', newOrderId });

    // Still expected, as incomplete, with the alert icon.
    await leaveWizard(page);
    await openStationOrders(page, 'Kuhinja', 'Očekivane');
    const incomplete = card(page, order.order_number);
    await expect(incomplete.getByText(ORDERS.status.INCOMPLETE)).toBeVisible();
    await expect(incomplete.getByRole('img', { name: TEXTS.list.shortfall })).toBeVisible();
    await expectAccessible(page);

    // The next receipt: the earlier outcomes are read-only, the late item arrives, the order completes.
    await incomplete
      .getByRole('button', {
        name: fill(TEXTS.list.actionOn, { action: TEXTS.primary.receive, number: order.order_number }),
      })
      .click();
    await expect(
      dialog.getByRole('group', { name: partial.name }).getByText(
        // Amounts read in the user's language (Serbian writes a decimal comma) (docs/PRODUCT.md#amounts).
        fill(TEXTS.outcome.deliveredOf, { delivered: '2,5', amount: partial.amount, unit: partial.unit }),
      ),
    ).toBeVisible();
    await expect(
      dialog
        .getByRole('group', { name: moved.name })
        .getByText(fill(TEXTS.outcome.movedTo, { number: backorder.order_number })),
    ).toBeVisible();
    await expect(dialog.getByRole('group', { name: partial.name }).getByRole('radio')).toHaveCount(0);
    await expectAccessible(page, dialog);
    await choose(dialog, later.name, 'delivered');
    await accept.click();
    await expect(page.getByText(TEXTS.receive.doneCompleted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, order.order_number)).toHaveCount(0);
    expect((await api.order(order.id)).status).toBe('COMPLETED');

    await page.getByRole('tab', { name: TEXTS.tabs.delivered }).click();
    await expect(
      card(page, order.order_number).getByRole('img', { name: TEXTS.list.shortfall }),
    ).toBeVisible();
  });

  test('a sent order cannot be deleted: the menu entry is disabled and the API refuses', async ({ page }) => {
    const api = await Api.as(page.request, ACCOUNTS.staff);
    const kuhinja = await api.stationId('Kuhinja');
    const order = await api.sentOrder(kuhinja);

    await login(page, ACCOUNTS.staff);
    await openStationOrders(page, 'Kuhinja', 'Očekivane');
    // The order number and the row menu are thumb-sized (44x44 px) on a phone.
    for (const target of [
      page.getByRole('button', { name: fill(TEXTS.list.open, { number: order.order_number }) }),
      page.getByRole('button', { name: fill(TEXTS.list.options, { number: order.order_number }) }),
      page.getByRole('button', { name: 'Otvori meni' }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    const menu = await openRowMenu(page, order.order_number);
    await expect(menu.getByRole('menuitem', { name: TEXTS.menu.delete })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: TEXTS.menu.receive })).toBeEnabled();
    await expectAccessible(page, menu);

    const refused = await api.delete(`/orders/deleteOrder/${order.id}`);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('order_not_deletable');
    expect((await api.order(order.id)).status).toBe('IN_PROGRESS');
  });

  test('repeating a delivered order creates and sends a new one by SMS', async ({ page }) => {
    const api = await Api.as(page.request, ACCOUNTS.staff);
    const kuhinja = await api.stationId('Kuhinja');
    const [delivered] = (
      await api.get<{ orders: ListedOrder[] }>(`/orders/all/${kuhinja}?status=COMPLETED&page=1&pageSize=1`)
    ).orders;
    const source = await api.order(delivered!.id);
    const before = new Set((await api.expectedOrders(kuhinja)).map((order) => order.order_number));

    await captureOpenedLinks(page);
    await login(page, ACCOUNTS.staff);
    await openStationOrders(page, 'Kuhinja', 'Isporučene');
    const menu = await openRowMenu(page, source.order_number);
    await menu.getByRole('menuitem', { name: TEXTS.menu.repeat }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(TEXTS.repeat.title, { number: source.order_number }),
    });
    await expect(dialog.getByRole('button', { name: startsWith(TEXTS.date.label) })).toBeVisible();
    await expectAccessible(page, dialog);

    const contact = dialog.getByRole('combobox', { name: startsWith(ORDERS.send.contact) });
    if ((await contact.inputValue()) === '') {
      await contact.click();
      await page.getByRole('option').first().click();
    }
    await dialog.getByRole('button', { name: ORDERS.channel.sms, exact: true }).click();
    // The confirmation is the channel's link, so the SMS app opens from this tap; then "Done".
    const confirm = page.getByRole('link', { name: ORDERS.send.confirm });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, page.getByRole('dialog').filter({ has: confirm }));
    await confirm.click();
    await page
      .getByRole('dialog', { name: ORDERS.send.sentTitle })
      .getByRole('button', { name: ORDERS.send.done })
      .click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(TEXTS.repeat.sent)).toBeVisible();
    const links = await openedLinks(page);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^sms:0\d+\?&body=/);
    expect(decodeURIComponent(links[0]!.split('body=')[1]!)).toContain(source.products[0]!.name);

    const created = (await api.expectedOrders(kuhinja)).filter((order) => !before.has(order.order_number));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ status: 'IN_PROGRESS' });
    await openStationOrders(page, 'Kuhinja', 'Očekivane');
    await expect(card(page, created[0]!.order_number)).toBeVisible();
  });

  test('the overdue banner lists KUH-0012, and moving its date clears it', async ({ page }) => {
    const api = await Api.as(page.request, ACCOUNTS.staff);
    const kuhinja = await api.stationId('Kuhinja');

    await login(page, ACCOUNTS.staff);
    await openStationOrders(page, 'Kuhinja', 'Očekivane');
    const banner = page.getByRole('alert').filter({ hasText: TEXTS.overdue.bannerTitle });
    await expect(banner).toContainText(fill(TEXTS.overdue.banner, { count: 1 }));
    await expectAccessible(page);
    await banner.getByRole('button', { name: TEXTS.overdue.show }).click();

    const modal = page.getByRole('dialog', { name: TEXTS.overdue.title });
    await expect(modal.getByRole('article')).toHaveCount(1);
    await expectAccessible(page, modal);
    const overdue = modal.getByRole('article', { name: 'KUH-0012' });
    await expect(overdue).toContainText('Mesara Zlatibor');
    await overdue
      .getByRole('button', {
        name: fill(TEXTS.list.actionOn, { action: TEXTS.overdue.changeDate, number: 'KUH-0012' }),
      })
      .click();

    const dateDialog = page.getByRole('dialog', { name: TEXTS.changeDate.title });
    await expect(dateDialog.getByRole('button', { name: TEXTS.changeDate.save })).toBeVisible();
    await expectAccessible(page, dateDialog);
    await dateDialog.getByRole('button', { name: TEXTS.changeDate.save }).click();
    await expect(dateDialog).toBeHidden();
    await expect(modal.getByText(TEXTS.overdue.empty)).toBeVisible();
    await modal.getByRole('button', { name: 'Zatvori' }).click();
    await expect(banner).toHaveCount(0);

    const kuh12 = (await api.expectedOrders(kuhinja)).find((order) => order.order_number === 'KUH-0012')!;
    expect(kuh12.deadline).toBe(venueDate(1));
    const overdueNow = await api.get<{ count: number }>(`/orders/overdue/${kuhinja}?page=1`);
    expect(overdueNow.count).toBe(0);
  });
});
