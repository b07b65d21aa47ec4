/**
 * The shared catalogue reaches a venue (docs/PRODUCT.md#shared-catalogue) on a 360 px phone: the super admin adds a
 * catalogue supplier, uploads its articles from an .xlsx made here, and assigns it to Kafana Druga on the venue's
 * page. Kafana Druga's admin then finds it among the venue's suppliers, adds a contact, links it to the Kuhinja
 * station, and orders its articles: the order is sent by SMS and waits in the station's expected orders. The supplier
 * is new on every run.
 */
import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, captureOpenedLinks, login, logout, openedLinks } from './support';
import { test } from './fixtures';
import { fromMenu, openStationOrders } from './navigation';

const RUN = Date.now().toString(36);
const SUPPLIER = `E2E katalog dobavljač ${RUN}`;
const ARTICLES = ['Brašno T-400', 'Šećer kristal', 'So morska', 'Ulje suncokret', 'Pirinač'].map(
  (name) => `E2E ${name} ${RUN.slice(-4)}`,
);

async function articleSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Artikli');
  sheet.addRow(['Naziv', 'Naziv u radnji', 'Kategorija', 'Jedinica mere', 'Cena', 'Napomena']);
  ARTICLES.forEach((name, index) => sheet.addRow([name, name, 'E2E namirnice', 'KG', 80 + index, '']));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const amount = (page: Page, article: string) => page.getByRole('textbox', { name: `Količina: ${article}` });

test('the super admin uploads a catalogue supplier’s articles and assigns it; the venue’s admin orders them', async ({
  page,
}) => {
  await login(page, ACCOUNTS.superadmin);
  await fromMenu(page, 'Dobavljači kataloga');
  await expect(page.getByRole('heading', { level: 1, name: 'Dobavljači kataloga' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj dobavljača' }).click();
  const form = page.getByRole('dialog', { name: 'Dodaj dobavljača' });
  await form.getByRole('textbox', { name: 'Naziv' }).fill(SUPPLIER);
  await form.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Dobavljač je sačuvan')).toBeVisible();

  const card = page.getByRole('article', { name: SUPPLIER, exact: true });
  await expect(card.getByText('Bez podataka', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Učitaj artikle (.xlsx)' }).click();
  const upload = page.getByRole('dialog', { name: `Artikli dobavljača ${SUPPLIER}` });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'katalog.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await articleSheet(),
  });
  await expect(page.getByText('Uvezeno artikala: 5.')).toBeVisible();
  await expect(upload).toBeHidden();
  // The list reloads: the supplier now has data.
  await expect(card.getByText('Ima podatke', { exact: true })).toBeVisible();

  // Assigned to Kafana Druga on the venue's page.
  await fromMenu(page, 'Objekti');
  await page.getByRole('link', { name: 'Otvori Kafana Druga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kafana Druga' })).toBeVisible();
  const assign = page
    .getByRole('region', { name: 'Dobavljači', exact: true })
    .getByRole('switch', { name: `${SUPPLIER} radi sa ovim objektom` });
  await expect(assign).not.toBeChecked();
  // The switch sits in the card's scrolling list under the sticky top bar: toggled from the keyboard.
  await assign.focus();
  await page.keyboard.press('Space');
  await expect(assign).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Istorija' }).getByText('Dodeljen dobavljač').first(),
  ).toBeVisible();
  await logout(page);

  // The venue's admin finds it among the venue's suppliers and adds the contact the order goes to.
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.admin2);
  await fromMenu(page, 'Dobavljači');
  const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER });
  await row.getByRole('button', { name: 'Kontakti: 0' }).click();
  const contacts = page.getByRole('dialog', { name: `Kontakti: ${SUPPLIER}` });
  await contacts.getByRole('button', { name: 'Dodaj kontakt' }).click();
  const addContact = page.getByRole('dialog', { name: 'Novi kontakt' });
  await addContact.getByRole('textbox', { name: 'Ime' }).fill('Nikola Katalog');
  await addContact.getByRole('textbox', { name: 'Telefon' }).fill('641112233');
  await addContact.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Kontakt je dodat.')).toBeVisible();
  await contacts.getByRole('button', { name: 'Zatvori' }).click();
  await expect(row.getByRole('button', { name: 'Kontakti: 1' })).toBeVisible();

  // A station orders from the suppliers linked to it: Kuhinja gets the new one.
  await fromMenu(page, 'Sektori');
  const kuhinja = page.getByRole('article', { name: 'Kuhinja' });
  await kuhinja.getByRole('button', { name: 'Opcije za Kuhinja' }).click();
  await page.getByRole('menuitem', { name: 'Poveži dobavljače' }).click();
  const links = page.getByRole('dialog', { name: 'Dobavljači sektora Kuhinja' });
  await links.getByRole('combobox', { name: 'Dobavljači' }).fill('E2E katalog');
  await page.getByRole('option', { name: SUPPLIER }).click();
  // The list stays open for more choices: closing it is a click outside.
  await links.getByRole('heading').click();
  await links.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(links).toBeHidden();
  await expect(kuhinja.getByText(SUPPLIER)).toBeVisible();

  // The order wizard offers the supplier and all its uploaded articles.
  await fromMenu(page, 'Početna');
  await page
    .getByRole('button', { name: /Kuhinja/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/\d+\/new-order(\?step=\d)?$/);
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: SUPPLIER }).click();
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  for (const article of ARTICLES) await expect(amount(page, article)).toBeVisible();
  await amount(page, ARTICLES[0]!).fill('10');
  await amount(page, ARTICLES[1]!).fill('5');
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();

  const text = page.getByRole('region', { name: 'Tekst porudžbine' });
  await expect(text).toContainText(`${ARTICLES[0]} – 10 KG`);
  await expect(text).toContainText(`${ARTICLES[1]} – 5 KG`);
  await page.getByRole('combobox', { name: 'Kontakt kod dobavljača' }).click();
  await page.getByRole('option', { name: /Nikola Katalog/ }).click();
  await page.getByRole('button', { name: 'SMS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Poslati porudžbinu?' });
  await expect(confirm).toContainText('Nikola Katalog');
  await confirm.getByRole('link', { name: 'Da, pošalji' }).click();
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
  const sent = await openedLinks(page);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^sms:\+381641112233\?&body=/);
  expect(decodeURIComponent(sent[0]!.split('body=')[1]!)).toContain(`${ARTICLES[0]} – 10 KG`);

  // The order waits among the station's expected orders.
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  await expect(page.getByRole('article').filter({ hasText: SUPPLIER })).toHaveCount(1);
});
