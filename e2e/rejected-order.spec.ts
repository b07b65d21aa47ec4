/**
 * A rejected order (docs/PRODUCT.md#rejected-orders) on a 360 px phone: staff sends an order by WhatsApp, the
 * supplier rejects it from the link in a second browser, and the station's orders show it apart from the expected
 * ones, with the "rejected" chip, where it can still be received when part of it came anyway.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, captureOpenedLinks, login, openedLinks } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';
import { sendToMesaraByWhatsApp } from './whatsapp-order';

test('the supplier rejects an order by its link; the station sees it rejected, not expected, and receives what came', async ({
  page,
  browser,
}) => {
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.staff);
  await page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' }).click();
  await pickDay(page, 25);
  await sendToMesaraByWhatsApp(page, { 'Pileći file': '2', 'Juneći but bez kosti': '3' });
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();

  const links = await openedLinks(page);
  expect(links).toHaveLength(1);
  const text = decodeURIComponent(new URL(links[0]!).searchParams.get('text') ?? '');
  const supplierLink = /(https?:\/\/\S+\/o\/[\w-]+)\s*$/.exec(text)?.[1];
  const number = /^Porudžbina (\S+)/m.exec(text)?.[1];
  expect(supplierLink, text).toBeTruthy();

  // The supplier rejects it from the link, in another browser without login.
  const supplierContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'sr-RS',
  });
  const supplier = await supplierContext.newPage();
  await supplier.goto(new URL(supplierLink!).pathname);
  await expect(supplier.getByRole('heading', { name: /^Porudžbina / })).toBeVisible();
  await supplier.getByRole('button', { name: 'Odbij porudžbinu' }).click();
  const reject = supplier.getByRole('dialog', { name: 'Odbijanje porudžbine' });
  await reject.getByRole('textbox', { name: /^Razlog/ }).fill('Piletina nije stigla iz klanice');
  await reject.getByRole('button', { name: 'Odbij porudžbinu' }).click();
  await expect(supplier.getByText('Odbili ste porudžbinu')).toBeVisible();
  await supplierContext.close();

  // The station's user: the order stands apart as rejected, not on the Expected tab.
  await page.reload();
  await page.getByRole('link', { name: 'Porudžbine: Kuhinja' }).click();
  await page.getByRole('tab', { name: 'Očekivane' }).click();
  const banner = page.getByRole('region', { name: 'Dobavljač je odbio porudžbinu' });
  const card = banner.getByRole('article', { name: number });
  await expect(card).toContainText('Odbijeno');
  await expect(card).toContainText('Mesara Zlatibor');
  const expectedList = page.getByRole('tabpanel', { name: 'Očekivane' });
  await expect(expectedList.getByRole('article', { name: number })).toHaveCount(0);
  await expect(expectedList.getByRole('row', { name: number })).toHaveCount(0);

  // Part of it came anyway: receive the chicken, the beef as not available.
  await card.getByRole('button', { name: `Primi: ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Prijem porudžbine ${number}` });
  await expect(dialog.getByText('Piletina nije stigla iz klanice', { exact: false })).toBeVisible();
  await dialog.getByRole('group', { name: 'Pileći file' }).getByText('Stiglo', { exact: true }).click();
  const beef = dialog.getByRole('group', { name: 'Juneći but bez kosti' });
  await beef.getByText('Nije stiglo', { exact: true }).click();
  await beef.getByRole('combobox', { name: /^Šta dalje sa artiklom\?/ }).click();
  await page.getByRole('option', { name: 'Nije dostupno' }).click();
  await dialog.getByRole('button', { name: 'Potvrdi prijem' }).click();
  await expect(page.getByText('Porudžbina je primljena.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('tab', { name: 'Isporučene' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Isporučene' }).getByRole('article', { name: number }),
  ).toBeVisible();
});
