/**
 * A photo of the delivery note (decision 0023) in real Chromium at 360 px: the staff member receives an order with a
 * photo chosen in the receive dialog, and sees it in the order view, loaded through the authorized route.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type OrdersCatalogue from '../src/web/features/orders/locales/ser.json';
import type PhotosCatalogue from '../src/web/features/photos/locales/ser.json';
import { ACCOUNTS, DEMO_PASSWORD, expectAccessible, login } from './support';
import { expectTapTargets } from './tap-targets';
import { test } from './fixtures';
import { openStationOrders } from './navigation';

const catalogue = <T>(path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const ORDERS = catalogue<typeof OrdersCatalogue>('../src/web/features/orders/locales/ser.json');
const PHOTOS = catalogue<typeof PhotosCatalogue>('../src/web/features/photos/locales/ser.json');
const TEXTS = ORDERS.current;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function api(page: Page) {
  const login = await page.request.post('/api/login', {
    data: { username: ACCOUNTS.staff, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}` };
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api${path}`, { headers })).json()) as T;
  const post = async <T>(path: string, data: unknown) =>
    (await (await page.request.post(`/api${path}`, { headers, data })).json()) as T;
  return { get, post };
}

test('a receipt with a photo of the delivery note, seen in the order view', async ({ page }) => {
  const { get, post } = await api(page);
  const stations = await get<Array<{ department: { id: number; name: string } }>>('/venue/getDepartments');
  const kuhinja = stations.find((station) => station.department.name === 'Kuhinja')!.department.id;
  const suppliers = await get<Array<{ id: number; name: string }>>(
    `/venue/department/getSuppliers/${kuhinja}`,
  );
  const mesara = suppliers.find((supplier) => supplier.name === 'Mesara Zlatibor')!;
  const { articles } = await get<{ articles: Array<{ id: number }> }>(
    `/articles/products/${mesara.id}/${kuhinja}?page=1&pageSize=10&onlyFavorite=false`,
  );
  const profile = await get<{ venue: { id: number } }>('/users/profile');
  const [contact] = await get<Array<{ id: number }>>(
    `/supplier/supplierContacts/${mesara.id}/${profile.venue.id}`,
  );
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Belgrade',
  });
  const { id } = await post<{ id: number }>(`/orders/${kuhinja}/create/${mesara.id}`, {
    deadline: tomorrow,
    products: [{ id: articles[0]!.id, amount: '2' }],
  });
  await post(`/orders/updateStatus/sendOrder?orderId=${id}`, {
    supplierContactId: contact!.id,
    channel: 'sms',
  });
  const { order_number: number } = await get<{ order_number: string }>(`/orders/order/${id}`);
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d9c9a3' } })
    .jpeg()
    .toBuffer();

  await login(page, ACCOUNTS.staff);
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  await page.getByRole('button', { name: fill(TEXTS.list.open, { number }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(TEXTS.receive.title, { number }) });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: PHOTOS.choose }).click();
  await (await chooser).setFiles({ name: 'otpremnica.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: fill(PHOTOS.photoAlt, { number: 1 }) })).toBeVisible();
  await expectAccessible(page, dialog);
  await expectTapTargets(page, dialog);
  await page.screenshot({ path: '/tmp/photos-receive-360.png', fullPage: true });

  await dialog.getByRole('button', { name: TEXTS.receive.allArrived }).click();
  await page.getByRole('button', { name: TEXTS.receive.allArrivedConfirm }).click();
  await expect(page.getByText(TEXTS.receive.doneCompleted)).toBeVisible();
  await expect
    .poll(async () => (await get<{ photos: unknown[] }>(`/orders/${id}/photos`)).photos.length)
    .toBe(1);

  await openStationOrders(page, 'Kuhinja', 'Isporučene');
  await page.getByRole('button', { name: fill(TEXTS.list.options, { number }) }).click();
  await page.getByRole('menuitem', { name: TEXTS.menu.view }).click();
  const view = page.getByRole('dialog', { name: fill(TEXTS.view.title, { number }) });
  await expect(view.getByRole('img', { name: fill(PHOTOS.photoAlt, { number: 1 }) })).toBeVisible();
  const thumbnail = view.getByRole('img', { name: fill(PHOTOS.photoAlt, { number: 1 }) });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await expectAccessible(page, view);
  await view.getByRole('button', { name: fill(PHOTOS.open, { number: 1 }) }).click();
  const full = page
    .getByRole('dialog', { name: fill(PHOTOS.full, { number: 1 }) })
    .locator('img[src^="blob:"]');
  await expect(full).toBeVisible();

  await page.screenshot({ path: '/tmp/photos-view-360.png' });
});
