/**
 * Suggested amounts in the order wizard (docs/decisions/0032-suggested-amounts.md) on a 360 px phone: from a new
 * order the cook counts the supplier's stock (and comes back to the same draft), taps Suggest and sees the amounts
 * with where they come from; a tenfold typo is flagged on the preview, fixed, and the order is sent.
 * Svinjski vrat and Juneći but have a recommended quantity at Kuhinja (the seed); the day is the journey's own.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, captureOpenedLinks, expectAccessible, login } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';
import { sendBySms, startNewOrder } from './navigation';
import { expectTapTargets } from './tap-targets';

const amount = (page: Page, article: string) => page.getByRole('textbox', { name: `Količina: ${article}` });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Nastavi', exact: true });
const mergeOffer = (page: Page) => page.getByRole('dialog', { name: 'Već postoji porudžbina za ovaj dan' });

/** Continue; a retry on the database of a failed attempt meets its order of the day and goes on with a new one. */
async function continueTo(page: Page, next: ReturnType<Page['getByRole']>) {
  await continueButton(page).click();
  await expect(next.or(mergeOffer(page))).toBeVisible();
  if (await mergeOffer(page).isVisible()) {
    await mergeOffer(page).getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();
  }
  await expect(next).toBeVisible();
}

test('count stock from a new order, come back, Suggest fills the amounts with their source, a typo is flagged and fixed, the order is sent', async ({
  page,
}) => {
  // A long journey (two screens with axe, a count, a preview twice) on a shared, busy machine.
  test.slow();
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.staff);
  await startNewOrder(page, 'Kuhinja');
  await pickDay(page, 9);
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mesara Zlatibor' }).click();
  await continueTo(page, amount(page, 'Svinjski vrat bez kosti'));
  await amount(page, 'Pileći file').fill('2');

  // The stock count of this supplier, and back to the same draft.
  await page.getByRole('link', { name: 'Popis' }).click();
  await expect(page).toHaveURL(/\/\d+\/stock-count\?supplier=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Dobavljač' })).toHaveValue('Mesara Zlatibor');
  await page.getByRole('textbox', { name: 'Stanje: Svinjski vrat bez kosti' }).fill('1');
  await page.getByRole('textbox', { name: 'Stanje: Juneći but bez kosti' }).fill('2,5');
  await expectAccessible(page);
  await expectTapTargets(page);
  await page.getByRole('button', { name: 'Sačuvaj popis' }).click();
  await expect(page).toHaveURL(/\/\d+\/new-order(\?step=1)?$/);
  await expect(amount(page, 'Pileći file')).toHaveValue('2');

  // Suggest: recommended minus in stock, the typed amount left alone.
  await page.getByRole('button', { name: 'Predloži' }).click();
  await expect(amount(page, 'Svinjski vrat bez kosti')).toHaveValue('3');
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('2,5');
  await expect(page.getByText('Preporučeno 4 − na stanju 1 KG')).toBeVisible();
  await expect(page.getByText('Preporučeno 5 − na stanju 2,5 KG')).toBeVisible();
  await expect(page.getByText(/^Upisane predložene količine: \d+\./)).toBeVisible();
  const replace = page.getByRole('dialog', { name: 'Zameniti količine koje ste uneli?' });
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Zadrži moje' }).click();
  await expect(amount(page, 'Pileći file')).toHaveValue('2');
  await expectAccessible(page);
  await expectTapTargets(page);

  // A tenfold typo is flagged on the preview; Fix goes back to the articles.
  await amount(page, 'Svinjski vrat bez kosti').fill('30');
  const guards = page.getByRole('region', { name: 'Provera pre slanja' });
  await continueTo(page, guards);
  await expect(guards).toContainText('30 KG, obično');
  await guards.getByRole('button', { name: 'Ispravi: Svinjski vrat bez kosti' }).click();
  await amount(page, 'Svinjski vrat bez kosti').fill('3');
  await continueButton(page).click();
  const text = page.getByRole('region', { name: 'Tekst porudžbine' });
  await expect(text).toContainText('Svinjski vrat bez kosti – 3 KG');
  await expect(page.getByRole('button', { name: 'Ispravi: Svinjski vrat bez kosti' })).toHaveCount(0);

  await sendBySms(page, /Milan Stojanović/);
});
