/**
 * A standing order on a 360 px phone (docs/decisions/0030-standing-orders.md): staff saves a delivered order of
 * Kuhinja as standing for today at a time just past, the server prepares its draft within seconds (the job's tick is
 * 2 s here), the notification appears in the list, a tap opens the draft, and it is sent from there.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { fromMenu, openStationOrders, sendBySms } from './navigation';
import { ACCOUNTS, captureOpenedLinks, expectAccessible, login, openedLinks } from './support';

/** The venue's weekday chip ("Pon" ... "Ned") and a time a minute ago, both in Belgrade. */
function belgradeNow(): { weekday: string; time: string } {
  const minuteAgo = new Date(Date.now() - 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Belgrade',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(minuteAgo)
      .map((part) => [part.type, part.value]),
  );
  const chips: Record<string, string> = {
    Mon: 'Pon',
    Tue: 'Uto',
    Wed: 'Sre',
    Thu: 'Čet',
    Fri: 'Pet',
    Sat: 'Sub',
    Sun: 'Ned',
  };
  return { weekday: chips[parts.weekday!]!, time: `${parts.hour}:${parts.minute}` };
}

test('an order saved as standing is prepared, announced, opened from the notification and sent', async ({
  page,
}) => {
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.staff);
  await openStationOrders(page, 'Kuhinja', 'Isporučene');
  // A delivered order of Mesara Zlatibor (which order comes first depends on the day the demo was made).
  await page
    .getByRole('article')
    .filter({ hasText: 'Mesara Zlatibor' })
    .first()
    .getByRole('button', { name: /^Pregled: / })
    .click();
  await page.getByRole('button', { name: 'Sačuvaj kao stalnu porudžbinu' }).click();

  const dialog = page.getByRole('dialog', { name: 'Stalna porudžbina' });
  const now = belgradeNow();
  await dialog.getByText(now.weekday, { exact: true }).click();
  await dialog.getByLabel('Vreme').fill(now.time);
  await expectAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Sačuvaj stalnu porudžbinu' }).click();
  await expect(page.getByText('Stalna porudžbina je sačuvana.')).toBeVisible();
  await page.keyboard.press('Escape');

  await fromMenu(page, 'Stalne porudžbine');
  // A retry of this journey meets the first try's standing order too: the newest is the last card.
  await expect(page.getByRole('article', { name: 'Mesara Zlatibor' }).last()).toBeVisible();
  await expectAccessible(page);

  // The job prepares it within a tick or two; the list shows it once it is there.
  const bar = page.getByRole('banner');
  const ready = page.getByRole('button', { name: /Stalna porudžbina je spremna: Mesara Zlatibor/ }).first();
  await expect(async () => {
    // Each look opens the list anew from the top bar's bell (it reads on opening; otherwise once a minute).
    await bar.getByRole('link', { name: 'Nabavka' }).click();
    await bar.getByRole('link', { name: /^Obaveštenja/ }).click();
    await expect(ready).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Obaveštenja, nepročitanih: [1-9]/ })).toBeVisible();
  await expectAccessible(page);

  await ready.click();
  await expect(page).toHaveURL(/\/\d+\/edit-order\/\d+(\?step=\d)?$/);
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await sendBySms(page, /Milan Stojanović/);
  expect(await openedLinks(page)).toHaveLength(1);
});
