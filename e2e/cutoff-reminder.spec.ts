/**
 * A cut-off reminder on a 360 px phone (docs/PRODUCT.md#cutoff-reminders): the admin sets Riba Dunav's cut-off to
 * about 50 minutes from now with every day a delivery day, the server's job (its tick is 2 s here) sees that Kuhinja
 * has nothing ordered from it for that delivery, the bell shows the reminder, and a tap opens a new order of Kuhinja to
 * that supplier.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { fromMenu } from './navigation';
import { ACCOUNTS, expectAccessible, login } from './support';

const SUPPLIER = 'Riba Dunav';
const WEEKDAYS = ['Pon', 'Uto', 'Sre', 'Čet', 'Pet', 'Sub', 'Ned'];

/** Belgrade's wall-clock time `minutes` from now, 'HH:MM'. */
function belgradeTimeIn(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

test('a cut-off within the hour is announced and opens a new order to that supplier', async ({ page }) => {
  // "00:00" means no cut-off at all: a minute earlier is still within the hour.
  const cutoff = belgradeTimeIn(50) === '00:00' ? belgradeTimeIn(49) : belgradeTimeIn(50);
  await login(page, ACCOUNTS.admin);
  await fromMenu(page, 'Dobavljači');
  const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER });
  await row.getByRole('button', { name: 'Raspored naručivanja' }).click();
  const schedule = page.getByRole('dialog', { name: `Raspored naručivanja: ${SUPPLIER}` });
  // Every day a delivery day, so tomorrow is one whatever day the journey runs.
  for (const day of WEEKDAYS) {
    const chip = schedule.getByRole('checkbox', { name: day, exact: true });
    if (!(await chip.isChecked())) await schedule.getByText(day, { exact: true }).click();
    await expect(chip).toBeChecked();
  }
  await schedule.getByLabel(/^Naručiti do/).fill(cutoff);
  await expectAccessible(page, schedule);
  await schedule.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Raspored naručivanja je sačuvan.')).toBeVisible();

  const bar = page.getByRole('banner');
  const reminder = page
    .getByRole('button', { name: new RegExp(`Rok za porudžbinu ističe u ${cutoff}: ${SUPPLIER}`) })
    .first();
  await expect(async () => {
    // Each look opens the list anew from the top bar's bell (it reads on opening; otherwise once a minute).
    await bar.getByRole('link', { name: 'Nabavka' }).click();
    await bar.getByRole('link', { name: /^Obaveštenja/ }).click();
    await expect(reminder).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(reminder).toContainText('Kuhinja');
  await expectAccessible(page);

  await reminder.click();
  await expect(page).toHaveURL(/\/\d+\/new-order\?supplier=\d+/);
  await expect(page.getByRole('combobox', { name: 'Dobavljač' })).toHaveValue(SUPPLIER);
  await expectAccessible(page);
});
