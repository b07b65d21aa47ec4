/**
 * The articles page on a 360 px phone (docs/PRODUCT.md#articles-page): the admin taps to it from the menu and sees
 * the first article on the first screen, the filters folded behind one "Filteri" button; the button opens them and
 * a supplier chosen there lists its articles. The create dialog says which supplier an .xlsx import goes to and
 * says a taken article name before saving (docs/PRODUCT.md#debounces). Axe checks each screen.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';
import { fromMenu } from './navigation';

const SUPPLIER = 'Mlekara Subotica';

test('the articles page shows the first article on the first screen and opens its filters from one button', async ({
  page,
}) => {
  // Three axe runs over a long list on a busy machine.
  test.setTimeout(150_000);
  await login(page, ACCOUNTS.admin);
  await fromMenu(page, 'Artikli');
  await expect(page.getByRole('heading', { name: 'Artikli' })).toBeVisible();

  const first = page.getByTestId('article-row').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  const filters = page.getByRole('button', { name: 'Filteri', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Dobavljač' })).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/articles-mobile-360.png' });

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: SUPPLIER, exact: true }).click();
  await expect(page.getByText(new RegExp(`· ${SUPPLIER}$`))).toBeVisible();
  const firstMilk = page.getByTestId('article-row').first();
  await expect(firstMilk).toBeVisible();
  await expectAccessible(page);

  // The recommended quantity is labelled on the card, with the article's unit.
  await expect(firstMilk.getByRole('textbox', { name: 'Preporučena količina' })).toBeVisible();

  const taken = (await firstMilk.locator('p').first().innerText()).trim();
  await page.getByRole('button', { name: 'Kreiraj artikle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kreiranje artikala' });
  await expect(dialog.getByText(`Redovi idu dobavljaču ${SUPPLIER}.`)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Naziv artikla/ }).fill(taken.toUpperCase());
  await expect(dialog.getByText('Ovaj dobavljač već ima artikal sa tim imenom')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Dodaj artikal' })).toBeDisabled();
  await expectAccessible(page, dialog);
  await page.screenshot({ path: '/tmp/articles-mobile-create-360.png' });
});
