/**
 * Prices where the chef orders, on a 360 px phone (docs/PRODUCT.md#prices): the venue admin switches prices in the
 * supplier's message on, then the article rows show the unit price and the line value, the cart each line's value and
 * the order total, and the order text names prices and the total. The setting is switched back off at the end, so
 * the other journeys' texts stay as they are.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, expectAccessible, login } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';
import { continueTo } from './navigation';

/** Opens a screen from the profile menu, as a user reaches it. */
async function fromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Otvori meni' }).click();
  await page
    .getByRole('navigation', { name: 'Glavni meni' })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

/** The venue page's prices card: switch "prices in the supplier's message" and save. */
async function setPricesInMessage(page: Page, on: boolean) {
  await fromMenu(page, 'Objekat');
  const toggle = page.getByRole('switch', { name: 'Prikaži cene u poruci dobavljaču' });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  const card = page.locator('.mantine-Card-root').filter({ has: toggle });
  const saved = page.waitForResponse(
    (response) => /\/api\/admin\/venue\/\d+$/.test(new URL(response.url()).pathname) && response.ok(),
  );
  await card.getByRole('button', { name: 'Sačuvaj' }).click();
  await saved;
}

const amount = (page: Page, article: string) => page.getByRole('textbox', { name: `Količina: ${article}` });
const row = (page: Page, article: string) =>
  page.getByRole('list', { name: 'Artikli' }).getByRole('listitem', { name: article });

test('the admin turns prices in the message on; rows, cart and the order text show prices and the total', async ({
  page,
}) => {
  // Two visits to the venue page and a whole order: longer than one screen's journey.
  test.setTimeout(180_000);
  await login(page, ACCOUNTS.admin);
  await setPricesInMessage(page, true);
  try {
    await fromMenu(page, 'Početna');
    await page.getByRole('link', { name: 'Porudžbine: Kuhinja' }).click();
    await expect(page).toHaveURL(/\/current-orders\/\d+\/orders/);
    await page.getByRole('button', { name: 'Nova porudžbina', exact: true }).click();

    await pickDay(page, 11);
    await page.getByRole('combobox', { name: 'Dobavljač' }).click();
    await page.getByRole('option', { name: 'Mesara Zlatibor' }).click();
    await continueTo(page, amount(page, 'Pileći file'));

    // A row with a price shows it per unit; typing an amount adds the line's value (docs/PRODUCT.md#prices).
    await expect(row(page, 'Pileći file')).toContainText('690,00 RSD po jedinici');
    await amount(page, 'Pileći file').pressSequentially('2,5');
    await expect(row(page, 'Pileći file')).toContainText('690,00 RSD po jedinici · 1.725,00 RSD');
    await amount(page, 'Juneći but bez kosti').fill('2');
    await expect(row(page, 'Juneći but bez kosti')).toContainText('1.150,00 RSD po jedinici · 2.300,00 RSD');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/prices2-rows-360.png' });

    await page.getByRole('button', { name: 'Korpa, izabrano artikala: 2' }).click();
    const cart = page.getByRole('dialog');
    await expect(cart.getByRole('listitem', { name: 'Pileći file' })).toContainText('1.725,00 RSD');
    await expect(cart.getByRole('status')).toHaveText('Ukupno za porudžbinu: 4.025,00 RSD');
    await expectAccessible(page, cart);
    await page.screenshot({ path: '/tmp/prices2-cart-360.png' });
    await cart.getByRole('button', { name: 'Gotovo' }).click();

    // The text the supplier gets names the prices and the total, in Serbian number format.
    await continueTo(page, page.getByRole('region', { name: 'Tekst porudžbine' }));
    // The preview's list gives each line's value and the order total.
    await expect(page.getByText('Ukupno za porudžbinu: 4.025,00 RSD')).toBeVisible();
    await expect(page.getByRole('table').getByText('1.725,00 RSD')).toBeVisible();
    const text = page.getByRole('region', { name: 'Tekst porudžbine' });
    await expect(text).toContainText('Pileći file – 2,5 KG × 690,00 RSD = 1.725,00 RSD');
    await expect(text).toContainText('Ukupno: 4.025,00 RSD');
    await page.screenshot({ path: '/tmp/prices2-preview-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/prices2-preview-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });

    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sačuvati porudžbinu?' })
      .getByRole('button', { name: 'Da, sačuvaj' })
      .click();
    await expect(page.getByText('Porudžbina je sačuvana.')).toBeVisible();
  } finally {
    await setPricesInMessage(page, false);
  }
});
