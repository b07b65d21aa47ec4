/**
 * The supplier's link (docs/PRODUCT.md#supplier-link) on a 360 px phone: staff sends an order by WhatsApp, the link
 * at the end of the message is opened in a second browser without login, the supplier unticks a line, moves the date
 * and confirms with a note; the venue sees "confirmed with changes" and the receive dialog starts with that line not
 * delivered.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, belgradeDay, captureOpenedLinks, login, openedLinks } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';
import { openStationOrders, startNewOrder } from './navigation';
import { sendToMesaraByWhatsApp } from './whatsapp-order';

test('the supplier confirms with changes through the link, and the venue receives from that answer', async ({
  page,
  browser,
}) => {
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.staff);

  // Staff sends an order by WhatsApp.
  await startNewOrder(page, 'Kuhinja');
  await pickDay(page, 12);
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
  expect(supplierLink, text).toBeTruthy();

  // The supplier opens it in another browser, without login.
  const supplierContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'sr-RS',
  });
  const supplier = await supplierContext.newPage();
  await supplier.goto(new URL(supplierLink!).pathname);
  await expect(supplier.getByRole('heading', { name: /^Porudžbina / })).toBeVisible();
  await expect(supplier.getByText('Bistro Demo').first()).toBeVisible();
  await supplier.getByRole('checkbox', { name: 'Isporučujem: Juneći but bez kosti' }).uncheck();
  await pickDay(supplier, 14);
  await expect(supplier.getByText('Nisu izabrani svi artikli', { exact: false })).toBeVisible();
  await supplier.getByRole('textbox', { name: 'Napomena za objekat' }).fill('Junetina stiže sledeće nedelje');
  await supplier.getByRole('button', { name: 'Potvrdi sa izmenama' }).click();
  await expect(supplier.getByText('Potvrdili ste porudžbinu sa izmenama')).toBeVisible();
  await supplierContext.close();

  // The venue sees the answer and receives from it.
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  const number = /^Porudžbina (\S+)/m.exec(text)?.[1];
  const card = page.getByRole('article', { name: number });
  await expect(card.getByText('Potvrđeno uz izmene')).toBeVisible();
  await expect(card).toContainText(belgradeDay(14).shown);
  await card.getByRole('button', { name: `Otvori porudžbinu ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(number!) });
  await expect(dialog.getByText('Junetina stiže sledeće nedelje', { exact: false })).toBeVisible();
  const beef = dialog.getByRole('group', { name: 'Juneći but bez kosti' });
  await expect(beef.getByRole('radio', { name: 'Nije stiglo' })).toBeChecked();
  await expect(
    dialog.getByRole('group', { name: 'Pileći file' }).getByRole('radio', { name: 'Stiglo', exact: true }),
  ).not.toBeChecked();
});

test('the supplier demo shows a fixed sample order without login, whatever the ids', async ({ page }) => {
  await page.goto('/999/supplier-demo/12345');
  await expect(page.getByRole('heading', { name: 'Porudžbina DEMO-0001' })).toBeVisible();
  await expect(page.getByText('Restoran Primer')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Isporučujem: Mleko 2.8% 1L' }).uncheck();
  await page.getByRole('button', { name: 'Potvrdi sa izmenama' }).click();
  await expect(page.getByText('Potvrdili ste porudžbinu sa izmenama')).toBeVisible();
  await expect(page).toHaveURL(/\/999\/supplier-demo\/12345$/);
});
