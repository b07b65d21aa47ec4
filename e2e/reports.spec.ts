/**
 * Reports and help (docs/PRODUCT.md#help) in real Chromium at 360 px on the demo database: an admin picks a date
 * range, filters by station and category, sees the table and the charts, exports .xlsx and opens the supplier
 * reliability tab; a staff member opens help from the receive dialog's "?". The orders the journeys need are created
 * through the API with today's date (the range is the current month, so it holds them whatever today is).
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type HelpCatalogue from '../src/web/features/help/locales/ser.json';
import type OrdersCatalogue from '../src/web/features/orders/locales/ser.json';
import type ReportsCatalogue from '../src/web/features/reports/locales/ser.json';
import { ACCOUNTS, DEMO_PASSWORD, login } from './support';
import { test } from './fixtures';
import { fromMenu, openStationOrders } from './navigation';

const read = <T>(path: string): T =>
  JSON.parse(
    readFileSync(new URL(`../src/web/features/${path}/locales/ser.json`, import.meta.url), 'utf8'),
  ) as T;
const REPORTS = read<typeof ReportsCatalogue>('reports');
const ORDERS = read<typeof OrdersCatalogue>('orders');
const HELP = read<typeof HelpCatalogue>('help');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });

async function api(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { username: email, password: DEMO_PASSWORD } });
  const { jwt } = (await login.json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  return {
    get: async <T>(path: string) => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

type Api = Awaited<ReturnType<typeof api>>;

/** A Kuhinja order to Mesara Zlatibor dated today, sent by SMS; received in full when `receive` says so. */
async function sentOrder(client: Api, receive: boolean) {
  const stations =
    await client.get<Array<{ department: { id: number; name: string } }>>('/venue/getDepartments');
  const kuhinja = stations.find((station) => station.department.name === 'Kuhinja')!.department.id;
  const suppliers = await client.get<Array<{ id: number; name: string }>>(
    `/venue/department/getSuppliers/${kuhinja}`,
  );
  const mesara = suppliers.find((supplier) => supplier.name === 'Mesara Zlatibor')!;
  const { articles } = await client.get<{ articles: Array<{ id: number; name: string }> }>(
    `/articles/products/${mesara.id}/${kuhinja}?page=1&pageSize=10&onlyFavorite=false`,
  );
  const profile = await client.get<{ venue: { id: number } }>('/users/profile');
  const [contact] = await client.get<Array<{ id: number }>>(
    `/supplier/supplierContacts/${mesara.id}/${profile.venue.id}`,
  );
  const { id } = await client.post<{ id: number }>(`/orders/${kuhinja}/create/${mesara.id}`, {
    deadline: today(),
    products: [{ id: articles[0]!.id, amount: '3' }],
  });
  await client.post(`/orders/updateStatus/sendOrder?orderId=${id}`, {
    supplierContactId: contact!.id,
    channel: 'sms',
  });
  const order = await client.get<{ order_number: string; products: Array<{ id: number }> }>(
    `/orders/order/${id}`,
  );
  if (receive) {
    await client.post(`/orders/updateStatus/complete?orderId=${id}`, {
      products: [{ id: order.products[0]!.id, status: 'DELIVERED' }],
    });
  }
  return { kuhinja, venueId: profile.venue.id, article: articles[0]!.name, number: order.order_number };
}

/** Picks the whole current month in the range picker (the first and the last day of the month shown). */
async function pickCurrentMonth(page: Page) {
  await page.getByRole('button', { name: startsWith(REPORTS.filters.dates) }).click();
  const days = page.locator('table button:not([data-outside])');
  await days.first().click();
  await days.last().click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin reads the report: range, station, category, table, charts, export, supplier reliability', async ({
  page,
}) => {
  const admin = await api(page.request, ACCOUNTS.admin);
  const { article, venueId } = await sentOrder(admin, true);
  const monthStart = `${today().slice(0, 8)}01`;
  const found = await admin.get<{ rows: Array<{ name: string; category: string }> }>(
    `/analytics/venue/orders?venueId=${venueId}&fromDate=${monthStart}&toDate=${today()}&searchQuery=${encodeURIComponent(article)}`,
  );
  const category = found.rows.find((row) => row.name === article)!.category;

  await login(page, ACCOUNTS.admin);
  await fromMenu(page, 'Izveštaji');
  await expect(page.getByRole('heading', { name: REPORTS.title })).toBeVisible();
  // Nothing but the dates until a range is chosen (docs/PRODUCT.md#dates).
  await expect(page.getByRole('combobox', { name: REPORTS.filters.station })).toBeDisabled();
  await expect(page.getByText(REPORTS.filters.pickDates)).toBeVisible();

  await pickCurrentMonth(page);
  await expect(page.getByRole('article', { name: article })).toBeVisible();
  await expect(page.locator('[data-chart="weeks"] .recharts-surface')).toBeVisible();
  await expect(page.locator('[data-chart="top"] .recharts-surface')).toBeVisible();
  await expect(page.getByRole('combobox', { name: REPORTS.filters.category })).toBeDisabled();

  await choose(page, REPORTS.filters.station, 'Kuhinja');
  await choose(page, REPORTS.filters.category, category);
  await expect(page.getByRole('article', { name: article })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: REPORTS.export.button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const names = workbook.getWorksheet(REPORTS.export.sheet)!.getColumn(1).values;
  expect(names).toContain(article);

  await page.getByRole('tab', { name: REPORTS.tabs.reliability }).click();
  const supplier = page.getByRole('article', { name: 'Mesara Zlatibor' });
  await expect(supplier).toBeVisible();
  await expect(supplier.getByText(REPORTS.reliability.fillRate)).toBeVisible();
});

test('a staff member opens help from the receive dialog', async ({ page, context }) => {
  const staff = await api(page.request, ACCOUNTS.staff);
  const { number } = await sentOrder(staff, false);
  await login(page, ACCOUNTS.staff);
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  await page.getByRole('button', { name: fill(ORDERS.current.list.open, { number }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(ORDERS.current.receive.title, { number }) });
  const opened = context.waitForEvent('page');
  await dialog.getByRole('link', { name: HELP.link.label }).click();
  const help = await opened;
  await expect(help).toHaveURL(/\/help\?article=receiving$/);
  await expect(help.getByRole('button', { name: 'Prijem porudžbine' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(help.getByText(ORDERS.current.receive.accept).first()).toBeVisible();
  // The dialog stays as it was in the first tab.
  await expect(dialog).toBeVisible();
});
