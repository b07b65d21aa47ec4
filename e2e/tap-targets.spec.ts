/**
 * Every visible control is at least 44x44 px on a 360 px phone (docs/PRODUCT.md#shell), measured by one helper
 * (tap-targets.ts) on the dashboard, a station's current orders with the receive dialog, the articles and suppliers
 * pages (the supplier's page: supplier-page-format.spec.ts). The rule lives in the theme (touch-targets.css), so a new screen
 * gets it too.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { ACCOUNTS, apiLogin, login } from './support';
import { expectTapTargets } from './tap-targets';
import { test } from './fixtures';

interface Station {
  department: { id: number; name: string };
}

async function getJson<T>(request: APIRequestContext, jwt: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('every control of the main screens is at least 44x44 px at 360 px', async ({ page }) => {
  const jwt = await apiLogin(page.request, ACCOUNTS.admin);
  const stations = await getJson<Station[]>(page.request, jwt, '/venue/getDepartments');
  const kuhinja = stations.find((station) => station.department.name === 'Kuhinja')!.department.id;

  await login(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectTapTargets(page);

  // The station's expected orders, and the receive dialog of one of them.
  await page.goto(`/current-orders/${kuhinja}/orders?tab=2`);
  const receive = page.getByRole('button', { name: /^Primi: / }).first();
  await expect(receive).toBeVisible();
  await expectTapTargets(page);
  await receive.click();
  const dialog = page.getByRole('dialog', { name: /^Prijem porudžbine / });
  await expect(dialog.getByText('Stiglo', { exact: true }).first()).toBeVisible();
  await expectTapTargets(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/items');
  await expect(page.getByTestId('article-row').or(page.getByRole('listitem')).first()).toBeVisible();
  await expectTapTargets(page);

  await page.goto('/suppliers');
  await expect(page.getByText('Mesara Zlatibor').first()).toBeVisible();
  await expectTapTargets(page);
});
