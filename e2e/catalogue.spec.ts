/**
 * The catalogue on a 360 px phone (docs/PRODUCT.md#catalogue): an admin creates a supplier through the wizard, linked
 * to two stations, with 20 articles imported from an .xlsx made here with the library the server reads it with; adds
 * a contact, an ordering schedule and a recommended quantity; the import's progress bar climbs to 100 %. Then a staff
 * user filters the articles, marks a favorite, sees the recommended quantity, and the order wizard applies the
 * supplier's delivery days. Last, an admin leaves a new order for the Articles page and goes back to its draft.
 */
import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, belgradeDay, expectAccessible, login, logout } from './support';
import { test } from './fixtures';
import { fromMenu, leaveWizard } from './navigation';

const SUPPLIER = `E2E dobavljač ${Date.now().toString(36)}`;
const ARTICLES = Array.from(
  { length: 20 },
  (_, index) => `E2E artikal ${String(index + 1).padStart(2, '0')}`,
);

const WEEKDAYS = ['Pon', 'Uto', 'Sre', 'Čet', 'Pet', 'Sub', 'Ned'];
// The only delivery day: three days ahead, so the wizard's default date must move there from tomorrow.
const DELIVERY = belgradeDay(3);

async function articleSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Artikli');
  sheet.addRow(['Naziv', 'Naziv u radnji', 'Kategorija', 'Jedinica mere', 'Cena', 'Napomena']);
  ARTICLES.forEach((name, index) =>
    sheet.addRow([name, name, index < 10 ? 'E2E voće' : 'E2E povrće', 'KG', 100 + index, '']),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Records every value the import progress bar shows, in order (window.__importProgress). */
async function recordImportProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __importProgress: number[] }).__importProgress = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Uvoz u toku"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const importProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { __importProgress: number[] }).__importProgress);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('catalogue', () => {
  test('an admin creates a supplier with the wizard, imports articles, adds a contact and a schedule', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.admin);
    await fromMenu(page, 'Dobavljači');
    await page.getByRole('button', { name: 'Kreiraj dobavljača' }).click();
    const wizard = page.getByRole('dialog', { name: 'Kreiranje dobavljača' });
    await wizard.getByRole('textbox', { name: 'Naziv dobavljača' }).fill(SUPPLIER);
    await wizard.getByRole('button', { name: 'Dalje' }).click();

    for (const station of ['Kuhinja', 'Šank']) {
      await wizard.getByText(station, { exact: true }).click();
      await expect(wizard.getByRole('checkbox', { name: station })).toBeChecked();
    }
    await wizard.getByRole('button', { name: 'Dalje' }).click();

    await recordImportProgress(page);
    await wizard.locator('input[type=file]').setInputFiles({
      name: 'artikli.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await articleSheet(),
    });
    await expect(page.getByText('Uvezeno artikala: 20.')).toBeVisible();
    // The bar follows the upload's real percent up to 100 (then the server's processing), never going back.
    const progress = await importProgress(page);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await wizard.getByRole('button', { name: 'Završi' }).click();
    await expect(wizard).toBeHidden();

    const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER });
    await row.getByRole('button', { name: 'Kontakti: 0' }).click();
    const contacts = page.getByRole('dialog', { name: `Kontakti: ${SUPPLIER}` });
    await contacts.getByRole('button', { name: 'Dodaj kontakt' }).click();
    const addContact = page.getByRole('dialog', { name: 'Novi kontakt' });
    await addContact.getByRole('textbox', { name: 'Ime' }).fill('Petar Prodaja');
    await addContact.getByRole('textbox', { name: 'Telefon' }).fill('641234567');
    await addContact.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText('Kontakt je dodat.')).toBeVisible();
    await expect(contacts.getByTestId('contact-row').filter({ hasText: 'Petar Prodaja' })).toBeVisible();
    await contacts.getByRole('button', { name: 'Zatvori' }).click();
    await expect(row.getByRole('button', { name: 'Kontakti: 1' })).toBeVisible();

    await row.getByRole('button', { name: 'Raspored naručivanja' }).click();
    const schedule = page.getByRole('dialog', { name: `Raspored naručivanja: ${SUPPLIER}` });
    await schedule.getByText(WEEKDAYS[DELIVERY.weekday]!, { exact: true }).click();
    await schedule.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText('Raspored naručivanja je sačuvan.')).toBeVisible();

    await fromMenu(page, 'Artikli');
    // On a phone the articles page folds its filters behind one button.
    await page.getByRole('button', { name: 'Filteri', exact: true }).click();
    await choose(page, 'Sektor', 'Kuhinja');
    await choose(page, 'Dobavljač', SUPPLIER);
    const first = page.getByTestId('article-row').filter({ hasText: ARTICLES[0]! });
    await first.getByRole('textbox', { name: 'Preporučena količina' }).fill('3');
    await expect(page.getByText('Preporučena količina je izmenjena.')).toBeVisible();
    await logout(page);
  });

  test('staff filters articles, marks a favorite, sees the recommended quantity and the delivery day', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.staff);
    await fromMenu(page, 'Artikli');
    // On a phone the articles page folds its filters behind one button.
    await page.getByRole('button', { name: 'Filteri', exact: true }).click();
    await choose(page, 'Sektor', 'Kuhinja');
    await choose(page, 'Dobavljač', SUPPLIER);
    const rows = page.getByTestId('article-row');
    await expect(rows).toHaveCount(10);
    // Infinite scroll brings the next 10.
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(20);

    await page.getByRole('textbox', { name: 'Pretraga' }).fill('artikal 01');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Preporučeno: 3 KG');
    await rows
      .first()
      .getByRole('button', { name: `Označi ${ARTICLES[0]} kao omiljeni` })
      .click();
    await expect(
      rows.first().getByRole('button', { name: `Ukloni ${ARTICLES[0]} iz omiljenih` }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Pretraga' }).fill('');
    await choose(page, 'Kategorija', 'E2E povrće');
    await expect(rows).toHaveCount(10);
    await choose(page, 'Kategorija', 'Sve');
    // Back to the filters above the scrolled list (the sticky top bar would cover the switch).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('switch', { name: 'Samo omiljeni' }).check();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ARTICLES[0]!);

    await fromMenu(page, 'Početna');
    await page
      .getByRole('button', { name: /Kuhinja/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/\d+\/new-order(\?step=\d)?$/);
    await choose(page, 'Dobavljač', SUPPLIER);
    await expect(page.getByRole('button', { name: 'Datum isporuke' })).toHaveText(DELIVERY.shown);
  });

  test('an admin goes from a new order to the articles and back to the same draft', async ({ page }) => {
    await login(page, ACCOUNTS.admin);
    await fromMenu(page, 'Početna');
    await page
      .getByRole('button', { name: /Kuhinja/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/\d+\/new-order(\?step=\d)?$/);
    const wizardUrl = page.url();
    await choose(page, 'Dobavljač', SUPPLIER);
    await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
    const amount = page.getByRole('textbox', { name: `Količina: ${ARTICLES[0]}` });
    await amount.fill('4');

    await page.getByRole('link', { name: 'Uredi artikle' }).click();
    await expect(page).toHaveURL(/\/items$/);
    await expect(page.getByRole('button', { name: 'Nazad na porudžbinu' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Nazad na porudžbinu' }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(wizardUrl).pathname}(\\?step=\\d)?$`));
    await expect(page.getByRole('textbox', { name: `Količina: ${ARTICLES[0]}` })).toHaveValue('4');

    // The marker is used up: the Articles page no longer offers the way back.
    await leaveWizard(page);
    await fromMenu(page, 'Artikli');
    await expect(page.getByRole('heading', { name: 'Artikli' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nazad na porudžbinu' })).toHaveCount(0);
  });
});
