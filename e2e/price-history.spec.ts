/**
 * Price history on a 360 px phone (docs/PRODUCT.md#prices): the PRO venue's admin sees on the dashboard the prices
 * that rose beyond the tolerance (milk, from the demo's receipts with paid prices), then taps to the articles page,
 * finds the article's last paid price with its rise, and opens its history: both receipts, newest first, in Serbian
 * money and dates. Axe checks each screen and dialog (fixtures.ts).
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';
import { fromMenu } from './navigation';

const MILK = 'Mleko 2.8% 1L';

test('the admin sees the prices that rose and opens an article’s paid-price history from its row', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);

  const card = page.getByRole('region', { name: 'Cene koje su porasle' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const milkRise = card.getByTestId('risen-price').filter({ hasText: MILK });
  await expect(milkRise).toContainText('140,00 RSD → 155,00 RSD');
  await expect(milkRise).toContainText('+10,7 %');
  const box = await milkRise.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: '/tmp/pricehist-dashboard-360.png', fullPage: true });

  await fromMenu(page, 'Artikli');
  await page.getByRole('button', { name: 'Filteri', exact: true }).click();
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mlekara Subotica' }).click();
  const row = page.getByTestId('article-row').filter({ hasText: MILK });
  const lastPrice = row.getByRole('button', { name: /^Istorija cena za Mleko 2\.8% 1L/ });
  await expect(lastPrice).toContainText('155,00 RSD');
  await expect(lastPrice).toContainText('+10,7 %');
  expect((await lastPrice.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: '/tmp/pricehist-articles-360.png', fullPage: true });

  await lastPrice.click();
  const dialog = page.getByRole('dialog', { name: `Istorija cena: ${MILK}` });
  await expect(dialog).toBeVisible();
  const points = dialog.getByTestId('price-point');
  await expect(points).toHaveCount(2);
  await expect(points.nth(0)).toContainText('155,00 RSD');
  await expect(points.nth(0)).toContainText('Mlekara Subotica');
  await expect(points.nth(1)).toContainText('140,00 RSD');
  await expect(dialog.getByText(/Poslednja plaćena 155,00 RSD po/)).toBeVisible();
  await expectAccessible(page, dialog);
  await page.screenshot({ path: '/tmp/pricehist-history-360.png', fullPage: true });
});
