/**
 * A credit request (src/domain/credits) at 360 px with axe: staff receive an order with one line short and one paid
 * above its ordered price, ask the supplier for a credit in one tap from the order view, send it as copied text; the
 * supplier opens the link in its own browser (no account) and accepts a part; the venue settles it with the credited
 * amount. The order is created and sent for the journey through the API, so the seeded orders stay as they are for
 * other spec files.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type CreditsCatalogue from '../src/web/features/credits/locales/ser.json';
import type OrdersCatalogue from '../src/web/features/orders/locales/ser.json';
import { ACCOUNTS, apiLogin, expectAccessible, login } from './support';
import { test } from './fixtures';
import { openStationOrders } from './navigation';

const catalogue = <T>(path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const ORDERS = catalogue<typeof OrdersCatalogue>('../src/web/features/orders/locales/ser.json');
const CREDITS = catalogue<typeof CreditsCatalogue>('../src/web/features/credits/locales/ser.json');
const TEXTS = ORDERS.current;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const venueDate = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });

interface OrderDetail {
  id: number;
  order_number: string;
  products: Array<{ id: number; name: string; amount: string; unitPrice: string | null }>;
}

/** A new order of two priced Mesara Zlatibor articles for tomorrow, sent by SMS, through the API as staff. */
async function sentOrder(page: Page): Promise<OrderDetail> {
  const headers = { authorization: `Bearer ${await apiLogin(page.request, ACCOUNTS.staff)}` };
  const get = async <T>(path: string) => {
    const response = await page.request.get(`/api${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const post = async <T>(path: string, data: unknown) => {
    const response = await page.request.post(`/api${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const stations = await get<Array<{ department: { id: number; name: string } }>>('/venue/getDepartments');
  const station = stations.find((candidate) => candidate.department.name === 'Kuhinja')!.department.id;
  const suppliers = await get<Array<{ id: number; name: string }>>(
    `/venue/department/getSuppliers/${station}`,
  );
  const supplier = suppliers.find((candidate) => candidate.name === 'Mesara Zlatibor')!;
  const { articles } = await get<{ articles: Array<{ id: number; price: string | null }> }>(
    `/articles/products/${supplier.id}/${station}?page=1&pageSize=20&onlyFavorite=false`,
  );
  const profile = await get<{ venue: { id: number } }>('/users/profile');
  const [contact] = await get<Array<{ id: number }>>(
    `/supplier/supplierContacts/${supplier.id}/${profile.venue.id}`,
  );
  const { id } = await post<{ id: number }>(`/orders/${station}/create/${supplier.id}`, {
    deadline: venueDate(1),
    products: articles.slice(0, 2).map((article) => ({ id: article.id, amount: '4' })),
  });
  await post(`/orders/updateStatus/sendOrder?orderId=${id}`, {
    supplierContactId: contact!.id,
    channel: 'sms',
  });
  return get<OrderDetail>(`/orders/order/${id}`);
}

test('a short delivery becomes a credit request, the supplier accepts part from its link, the venue settles it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const order = await sentOrder(page);
  const [short, whole] = order.products;
  expect(short!.unitPrice, 'the first Mesara article has a price').not.toBeNull();

  // Receive: the first line only partly (3 of 4), the second whole.
  await login(page, ACCOUNTS.staff);
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  await page.getByRole('button', { name: fill(TEXTS.list.open, { number: order.order_number }) }).click();
  const receive = page.getByRole('dialog', {
    name: fill(TEXTS.receive.title, { number: order.order_number }),
  });
  const shortRow = receive.getByRole('group', { name: short!.name });
  await shortRow.getByText(TEXTS.receive.choice.partial, { exact: true }).click();
  await shortRow.getByRole('textbox', { name: startsWith(TEXTS.receive.deliveredAmount) }).fill('3');
  const wholeRow = receive.getByRole('group', { name: whole!.name });
  await wholeRow.getByText(TEXTS.receive.choice.delivered, { exact: true }).click();
  // The second line arrived whole but cost 10 % more than ordered: typed with a comma, as a Serbian receiver does.
  const paid = (Number(whole!.unitPrice) * 1.1).toFixed(2).replace('.', ',');
  await wholeRow.getByRole('textbox', { name: startsWith(TEXTS.receive.paidPrice) }).fill(paid);
  await expect(wholeRow.getByText(/^Cena promenjena: /)).toBeVisible();
  await receive.getByRole('button', { name: TEXTS.receive.accept }).click();
  await expect(receive).toBeHidden({ timeout: 30_000 });

  // The delivered order's view offers the credit request with what is owed: 1 x the ordered price.
  await page.getByRole('tab', { name: TEXTS.tabs.delivered }).click();
  await page.getByRole('button', { name: fill(TEXTS.list.open, { number: order.order_number }) }).click();
  const view = page.getByRole('dialog', { name: fill(TEXTS.view.title, { number: order.order_number }) });
  const create = view.getByRole('button', { name: CREDITS.orderPanel.create });
  await expect(create).toBeVisible();
  await expectAccessible(page, view);
  await create.click();

  // The request made shows inside the order's view, with its actions.
  const credit = view.getByRole('region', { name: /^Zahtev za knjižno odobrenje KRD-\d{4}$/ });
  await expect(credit).toBeVisible();
  await expect(credit.getByText(CREDITS.status.REQUESTED)).toBeVisible();
  // Both what did not come and what cost more are owed.
  await expect(credit.getByText(/^Nije isporučeno: 1 /)).toBeVisible();
  await expect(credit.getByText(/^Razlika u ceni: /)).toBeVisible();
  await credit.getByRole('combobox', { name: CREDITS.send.contact }).click();
  await page.getByRole('option').first().click();
  await credit.getByRole('button', { name: ORDERS.channel.copy }).click();
  const text = credit.getByRole('textbox', { name: CREDITS.send.text });
  await expect(text).toContainText('Zahtev za knjižno odobrenje KRD-');
  await expectAccessible(page, credit);
  await page.screenshot({ path: '/tmp/credits-sent-360.png', fullPage: true });
  const link = /https?:\/\/\S+\/k\/[\w-]+/.exec(await text.inputValue())![0];
  const requested = await credit.getByTestId('credit-total').innerText();

  // The supplier, with no account, in a browser of its own: accepts a part.
  const supplierContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const supplier = await supplierContext.newPage();
    await supplier.goto(new URL(link).pathname);
    await expect(supplier.getByTestId('credit-total')).toHaveText(requested);
    await supplier.getByRole('button', { name: CREDITS.portal.acceptPart }).click();
    await supplier.getByRole('textbox', { name: CREDITS.portal.amount }).fill('1');
    await expectAccessible(supplier);
    await supplier.screenshot({ path: '/tmp/credits-supplier-360.png', fullPage: true });
    await supplier.getByRole('button', { name: CREDITS.portal.submit }).click();
    await expect(supplier.getByText(CREDITS.decision.ACCEPTED_PART)).toBeVisible();
  } finally {
    await supplierContext.close();
  }

  // The venue sees the answer in the credits tab and settles it with the credited amount.
  // The order's dialog is closed by its close button (Escape may land in the settle field on a slow machine).
  await view.getByRole('button', { name: 'Zatvori' }).first().click();
  await expect(view).toBeHidden();
  await page.getByRole('tab', { name: CREDITS.tab }).click();
  await page
    .getByRole('button', { name: new RegExp(order.order_number) })
    .first()
    .click();
  const answered = page.getByRole('dialog', { name: /^Zahtev za knjižno odobrenje KRD-\d{4}$/ });
  await expect(answered.getByText(CREDITS.decision.ACCEPTED_PART)).toBeVisible();
  await answered.getByRole('textbox', { name: startsWith(CREDITS.settle.amount) }).fill('1');
  await answered.getByRole('button', { name: CREDITS.settle.action }).click();
  await expect(answered.getByText(`${CREDITS.credited}: 1,00 RSD`)).toBeVisible();
  await expect(answered.getByText(CREDITS.status.SETTLED).first()).toBeVisible();
  await expectAccessible(page, answered);
  await page.screenshot({ path: '/tmp/credits-settled-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/credits-settled-desktop.png', fullPage: true });
});
