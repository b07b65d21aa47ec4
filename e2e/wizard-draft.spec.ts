/**
 * The order wizard never loses work (docs/PRODUCT.md#wizard-navigation, #leave-wizard, #local-draft) on a 360 px
 * phone: the phone's Back goes one step back, a reload keeps the step and the amounts, and leaving asks whether to
 * keep the draft (it reopens from the dashboard and the station's orders) or drop it (it is gone).
 * On phones the wizard has the whole screen (no top bar, no menu): a person leaves it by the phone's Back or by the
 * wizard's own back arrow.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, login } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';

const amount = (page: Page, article: string) => page.getByRole('textbox', { name: `Količina: ${article}` });
const orderText = (page: Page) => page.getByRole('region', { name: 'Tekst porudžbine' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Napustiti porudžbinu?' });
const draftEntry = (page: Page) => page.getByRole('region', { name: 'Nedovršena porudžbina' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Nastavi', exact: true });

test('Back goes a step back, a reload keeps the step, and leaving keeps or drops the draft as chosen', async ({
  page,
}) => {
  await login(page, ACCOUNTS.staff);
  await page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' }).click();
  await expect(page.getByRole('heading', { name: 'Kuhinja' })).toBeVisible();
  await pickDay(page, 23);
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mesara Zlatibor' }).click();
  await continueButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Već postoji porudžbina za ovaj dan' });
  await expect(amount(page, 'Pileći file').or(offer)).toBeVisible();
  if (await offer.isVisible())
    await offer.getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();

  await amount(page, 'Pileći file').fill('2,5');
  // The quick chooser beside the typed amount (whole amounts 1 to 20).
  await page.getByRole('button', { name: 'Brzi izbor količine: Juneći but bez kosti' }).click();
  await page
    .getByRole('dialog', { name: 'Brzi izbor količine: Juneći but bez kosti' })
    .getByRole('button', { name: '4', exact: true })
    .click();
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('4');
  await continueButton(page).click();
  await expect(orderText(page)).toContainText('Juneći but bez kosti – 4 KG');
  await expect(page).toHaveURL(/\?step=2$/);

  // The phone's Back: one step back, nothing lost.
  await page.goBack();
  await expect(page).toHaveURL(/\/new-order\?step=1$/);
  await expect(amount(page, 'Pileći file')).toHaveValue('2,5');
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('4');

  // A reload opens the same step with the amounts.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('newOrderDraft') ?? ''))
    .toContain('"currentStep":1');
  await page.reload();
  await expect(amount(page, 'Pileći file')).toHaveValue('2,5');
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('4');

  // Back to the first step, then the phone's Back once more leaves the wizard: keep the draft.
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Dobavljač' })).toHaveValue('Mesara Zlatibor');
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Zadrži nacrt' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The dashboard offers the kept draft; it reopens with its amounts.
  await expect(draftEntry(page)).toContainText('Mesara Zlatibor');
  await expect(draftEntry(page)).toContainText('Artikala: 2');
  await draftEntry(page).getByRole('link', { name: 'Nastavi nacrt' }).click();
  await expect(page.getByText('Nastavljate gde ste stali')).toBeVisible();
  // It opens on the step it was left on, the first one.
  await expect(page.getByRole('combobox', { name: 'Dobavljač' })).toHaveValue('Mesara Zlatibor');
  await continueButton(page).click();
  await expect(amount(page, 'Pileći file')).toHaveValue('2,5');
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('4');

  // Leave by the wizard's own arrows: keep again, then find it on the station's orders too.
  await page.getByRole('button', { name: 'Prethodni korak' }).click();
  await page.getByRole('button', { name: 'Izađi iz porudžbine' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Zadrži nacrt' }).click();
  await page.getByRole('link', { name: 'Porudžbine: Kuhinja' }).click();
  await expect(page).toHaveURL(/\/current-orders\/\d+\/orders/);
  await draftEntry(page).getByRole('link', { name: 'Nastavi nacrt' }).click();
  await continueButton(page).click();
  await expect(amount(page, 'Juneći but bez kosti')).toHaveValue('4');

  // This time drop it: it is gone from the station's orders and the dashboard.
  await page.getByRole('button', { name: 'Prethodni korak' }).click();
  await page.getByRole('button', { name: 'Izađi iz porudžbine' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Odbaci nacrt' }).click();
  await expect(page).toHaveURL(/\/current-orders\/\d+\/orders/);
  await expect(page.getByRole('tab', { name: 'Očekivane' })).toBeVisible();
  await expect(draftEntry(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('newOrderDraft'))).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' })).toBeVisible();
  await expect(draftEntry(page)).toHaveCount(0);
});
