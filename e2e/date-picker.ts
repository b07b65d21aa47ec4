/**
 * Picks a delivery day in the app's styled date picker (the order wizard's and the supplier page's), as a person does:
 * open the field, turn to the next month when the day is not on the open one, tap the day.
 */
import { expect, type Page } from '@playwright/test';
import { belgradeDay } from './support';

export async function pickDay(page: Page, offset: number, field = 'Datum isporuke'): Promise<void> {
  const day = belgradeDay(offset);
  await page.getByRole('button', { name: field }).click();
  const picker = page.getByRole('dialog', { name: field });
  const nextMonth = picker.getByRole('button', { name: 'Sledeći mesec' });
  // The month on show is known only once the calendar is drawn (the supplier page loads it on the first tap): deciding
  // before that turned the page past the day.
  await expect(nextMonth).toBeVisible();
  const dayButton = picker.getByRole('button', { name: day.label, exact: true });
  if (!(await dayButton.isVisible())) await nextMonth.click();
  await dayButton.click();
  await expect(page.getByRole('button', { name: field })).toHaveText(day.shown);
}
