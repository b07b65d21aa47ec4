/**
 * The accountant's papers (docs/PRODUCT.md#archive) in real Chromium on the demo database, at 360 px and on a
 * desktop: an admin opens the archive from the menu, opens a delivered order, taps "Štampaj" and gets the printable
 * page with the lines and totals (and, printed, nothing of the app's chrome); back on the archive they choose a
 * delivery period and export it, and the downloaded .xlsx holds the order. The order is created through the API with
 * today's date, so the current month's period holds it whatever today is.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import type OrdersCatalogue from '../src/web/features/orders/locales/ser.json';
import { ACCOUNTS, DEMO_PASSWORD, login } from './support';
import { expect, test } from './fixtures';

const ORDERS = JSON.parse(
  readFileSync(new URL('../src/web/features/orders/locales/ser.json', import.meta.url), 'utf8'),
) as typeof OrdersCatalogue;
const ARCHIVE = ORDERS.current.archive;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });

/** A Kuhinja order to Mesara Zlatibor dated today, sent and received in full: its number and article. */
async function deliveredOrder(page: Page) {
  const request = page.request;
  const signIn = await request.post('/api/login', {
    data: { username: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { jwt: string }).jwt}` };
  const get = async <T>(path: string) => (await (await request.get(`/api${path}`, { headers })).json()) as T;
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const stations = await get<Array<{ department: { id: number; name: string } }>>('/venue/getDepartments');
  const kuhinja = stations.find((station) => station.department.name === 'Kuhinja')!.department.id;
  const suppliers = await get<Array<{ id: number; name: string }>>(
    `/venue/department/getSuppliers/${kuhinja}`,
  );
  const mesara = suppliers.find((supplier) => supplier.name === 'Mesara Zlatibor')!;
  const { articles } = await get<{ articles: Array<{ id: number; name: string }> }>(
    `/articles/products/${mesara.id}/${kuhinja}?page=1&pageSize=10&onlyFavorite=false`,
  );
  const profile = await get<{ venue: { id: number } }>('/users/profile');
  const [contact] = await get<Array<{ id: number }>>(
    `/supplier/supplierContacts/${mesara.id}/${profile.venue.id}`,
  );
  const { id } = await post<{ id: number }>(`/orders/${kuhinja}/create/${mesara.id}`, {
    deadline: today(),
    products: [{ id: articles[0]!.id, amount: '3' }],
  });
  await post(`/orders/updateStatus/sendOrder?orderId=${id}`, {
    supplierContactId: contact!.id,
    channel: 'sms',
  });
  const order = await get<{ order_number: string; products: Array<{ id: number }> }>(`/orders/order/${id}`);
  await post(`/orders/updateStatus/complete?orderId=${id}`, {
    products: [{ id: order.products[0]!.id, status: 'DELIVERED' }],
  });
  return { number: order.order_number, article: articles[0]!.name };
}

async function openArchive(page: Page) {
  // The home screen's "Arhiva porudžbina": login lands there.
  const archive = page.getByRole('link', { name: 'Arhiva porudžbina' });
  await expect(archive).toBeVisible();
  await archive.click();
  await expect(page.getByRole('heading', { name: ARCHIVE.title })).toBeVisible();
}

async function printAndExport(page: Page) {
  const { number, article } = await deliveredOrder(page);
  await login(page, ACCOUNTS.admin);
  await openArchive(page);

  await page
    .getByRole('button', {
      name: fill(ORDERS.current.list.actionOn, { action: ORDERS.current.primary.view, number }),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: fill(ORDERS.current.view.title, { number }) });
  await dialog.getByRole('link', { name: ORDERS.print.action }).click();

  const sheet = page.getByRole('article', { name: fill(ORDERS.print.title, { number }) });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('cell', { name: article })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: ORDERS.print.orderedTotal })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: ORDERS.print.receivedTotal })).toBeVisible();
  await expect(sheet.getByText('PIB')).toBeVisible();
  const printButton = page.getByRole('button', { name: ORDERS.print.action });
  await expect(printButton).toBeVisible();
  const box = await printButton.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // Printed: the sheet alone, without the app's top bar or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root > header')).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(sheet.getByRole('cell', { name: article })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root > header')).toBeVisible();

  await page.getByRole('button', { name: ORDERS.print.back }).click();
  await expect(page.getByRole('heading', { name: ARCHIVE.title })).toBeVisible();
  const exportButton = page.getByRole('button', { name: ARCHIVE.export.action });
  await expect(exportButton).toBeDisabled();
  await expect(page.getByText(ARCHIVE.export.hint)).toBeVisible();

  // The current month as the delivery period (its first and last day), then the export.
  await page.getByRole('button', { name: new RegExp(`^${ARCHIVE.dates}`) }).click();
  // Days by their full label ("1 Novembar 2026"): the archive's own table has buttons too.
  const shown = new Date();
  const lastDay = new Date(shown.getFullYear(), shown.getMonth() + 1, 0).getDate();
  const day = (date: number) =>
    page.getByRole('button', { name: new RegExp(`^${date} \\S+ ${shown.getFullYear()}$`) });
  await day(1).click();
  await day(lastDay).click();
  await expect(exportButton).toBeEnabled();
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^porudzbine_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['Porudžbine', 'Stavke']);
  expect(workbook.getWorksheet('Porudžbine')!.getColumn(1).values).toContain(number);
  expect(workbook.getWorksheet('Stavke')!.getColumn(5).values).toContain(article);
}

// The order is made and received through the API first, and the export waits for a file: slower than most journeys.
test.describe.configure({ timeout: 180_000 });

test('an admin prints a delivered order and exports the archive at 360 px', async ({ page }) => {
  await printAndExport(page);
});

test('an admin prints a delivered order and exports the archive on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await printAndExport(page);
});
