/**
 * Every visible control is at least 44x44 px on a 360 px phone (docs/PRODUCT.md#shell), measured by one helper
 * (tap-targets.ts) on the dashboard, a station's current orders with the receive dialog, the articles and suppliers
 * pages (the supplier's page: supplier-page-format.spec.ts). The rule lives in the theme (touch-targets.css), so a new screen
 * gets it too.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, login } from './support';
import { expectTapTargets } from './tap-targets';
import { test } from './fixtures';
import { fromMenu, openStationOrders } from './navigation';

test('every control of the main screens is at least 44x44 px at 360 px', async ({ page }) => {
  await login(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectTapTargets(page);

  // The station's expected orders, and the receive dialog of one of them.
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  const receive = page.getByRole('button', { name: /^Primi: / }).first();
  await expect(receive).toBeVisible();
  await expectTapTargets(page);
  await receive.click();
  const dialog = page.getByRole('dialog', { name: /^Prijem porudžbine / });
  await expect(dialog.getByText('Stiglo', { exact: true }).first()).toBeVisible();
  await expectTapTargets(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await fromMenu(page, 'Artikli');
  await expect(page.getByTestId('article-row').or(page.getByRole('listitem')).first()).toBeVisible();
  await expectTapTargets(page);

  await fromMenu(page, 'Dobavljači');
  await expect(page.getByText('Mesara Zlatibor').first()).toBeVisible();
  await expectTapTargets(page);
});
