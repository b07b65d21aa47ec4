/**
 * A standing order on a 360 px phone (docs/decisions/0030-standing-orders.md): staff saves a delivered order of
 * Kuhinja as standing for tomorrow, opens the station's standing orders from its current orders (where a chef works),
 * changes a line's amount to "2,5" and adds today at a time just past; the server prepares the draft within seconds
 * (the job's tick is 2 s here), the notification appears, a tap opens the draft at its send step with the standing
 * order's contact chosen, and ONE tap on SMS sends it with the edited amount in the Serbian format.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openStationOrders } from './navigation';
import { ACCOUNTS, captureOpenedLinks, expectAccessible, login, openedLinks } from './support';

const CHIPS: Record<string, string> = {
  Mon: 'Pon',
  Tue: 'Uto',
  Wed: 'Sre',
  Thu: 'Čet',
  Fri: 'Pet',
  Sat: 'Sub',
  Sun: 'Ned',
};

/** The venue's weekday chip ("Pon" ... "Ned") of a moment, in Belgrade. */
function belgradeChip(moment: Date): string {
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', weekday: 'short' }).format(
    moment,
  );
  return CHIPS[weekday]!;
}

/** Today's and tomorrow's weekday chips and a time a minute ago, all in Belgrade. */
function belgradeNow(): { today: string; tomorrow: string; time: string } {
  const minuteAgo = new Date(Date.now() - 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Belgrade',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(minuteAgo)
      .map((part) => [part.type, part.value]),
  );
  return {
    today: belgradeChip(minuteAgo),
    tomorrow: belgradeChip(new Date(minuteAgo.getTime() + 24 * 3_600_000)),
    time: `${parts.hour}:${parts.minute}`,
  };
}

test("a standing order edited on its station's screen is prepared, announced and sent from the notification in one tap", async ({
  page,
}) => {
  // Two screens, an edit and the job's tick before the send: longer than one screen's journey on a busy machine.
  test.setTimeout(150_000);
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
  await dialog.getByRole('combobox', { name: 'Kontakt', exact: true }).click();
  await page.getByRole('option', { name: /Milan Stojanović/ }).click();
  // Tomorrow only: nothing is prepared until the edit below adds today.
  await dialog.getByText(now.tomorrow, { exact: true }).click();
  await dialog.getByLabel('Vreme').fill(now.time);
  await expectAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Sačuvaj stalnu porudžbinu' }).click();
  await expect(page.getByText('Stalna porudžbina je sačuvana.')).toBeVisible();
  await page.keyboard.press('Escape');

  // From the station's current orders, where the chef works: that station's standing orders.
  await page.getByRole('main').getByRole('link', { name: 'Stalne porudžbine' }).click();
  await expect(page.getByText('Sektor: Kuhinja')).toBeVisible();
  // A retry of this journey meets the first try's standing order too: the newest is the last card.
  const card = page.getByRole('article', { name: 'Mesara Zlatibor' }).last();
  await expect(card).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Izmeni' }).click();
  const edit = page.getByRole('dialog', { name: 'Stalna porudžbina: Mesara Zlatibor' });
  const amount = edit.getByRole('textbox', { name: /^Količina: / }).first();
  const article = /^Količina: (.+) \(\w+\)$/.exec((await amount.getAttribute('aria-label')) ?? '')![1]!;
  await amount.fill('2,5');
  await edit.getByText(now.today, { exact: true }).click();
  await expectAccessible(page, edit);
  await edit.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText(`${article} – 2,5`);

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

  // The tap opens the draft at its send step: the lines, and the standing order's contact already chosen.
  await ready.click();
  await expect(page).toHaveURL(/\/\d+\/edit-order\/\d+\?step=2&oneTap=1$/);
  await expect(page.getByRole('table', { name: 'Artikli' })).toContainText('2,5');
  await expect(page.getByRole('combobox', { name: 'Kontakt kod dobavljača' })).toHaveValue(
    /Milan Stojanović/,
  );
  await expect(
    page.getByText(/^Jedan dodir na kanal šalje porudžbinu kontaktu Milan Stojanović/),
  ).toBeVisible();
  await expectAccessible(page);

  // ONE tap on the channel sends it: the SMS opens with the edited amount, and the order is sent.
  await page.getByRole('link', { name: 'SMS', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
  const links = await openedLinks(page);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(/^sms:/);
  expect(decodeURIComponent(links[0]!)).toContain(`${article} – 2,5`);
});
