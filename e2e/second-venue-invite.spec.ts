/**
 * One cook, two venues (docs/decisions/0037-venue-memberships.md), at 360 px and by clicks only: Kafana Druga's admin
 * invites Bistro Demo's cook from the team screen; the cook, logged in, opens the mail's link and joins. His first
 * venue stays his (he lands on it as before); the switch into the second one is the switcher's journey.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type UsersCatalogue from '../src/web/features/users/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import { ACCOUNTS, expectAccessible, latestMail, linkIn, login, logout } from './support';
import { expect, test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = read<typeof ShellCatalogue>('i18n/ser');
const USERS = read<typeof UsersCatalogue>('features/users/locales/ser');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
const SECOND_VENUE = 'Kafana Druga';

async function openMenuEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await page
    .getByRole('navigation', { name: SER.shell.menu })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('a cook of one venue is invited to a second one and joins it from the mail link while logged in', async ({
  page,
}) => {
  const cook = ACCOUNTS.kuvar;
  await login(page, ACCOUNTS.admin2);
  await openMenuEntry(page, SER.menu.users);
  // The cook has an account in Bistro Demo: inviting his address is no longer refused (decision 0037).
  await page.getByRole('textbox', { name: USERS.team.invite.label }).fill(cook);
  await page
    .getByRole('group', { name: USERS.team.invite.stations })
    .getByRole('checkbox', { name: 'Kuhinja' })
    .check();
  const invite = page.getByRole('button', { name: USERS.team.invite.submit });
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText(fill(USERS.team.invite.sent, { email: cook }))).toBeVisible();
  await logout(page);

  const mail = await latestMail(page, cook, 'invite');
  await login(page, cook);
  await page.goto(linkIn(mail, '/acceptInvite'));
  await expect(
    page.getByText(fill(USERS.acceptInvite.joinIntro, { venue: SECOND_VENUE, email: cook })),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: USERS.acceptInvite.join }).click();
  await expect(page.getByText(fill(USERS.acceptInvite.joined, { venue: SECOND_VENUE }))).toBeVisible();

  await page.getByRole('link', { name: USERS.acceptInvite.toHome }).click();
  await expect(page).not.toHaveURL(/acceptInvite/);
  // He works in two venues now: the menu drawer lists both, and one tap takes him into the second one's station.
  await page.getByRole('button', { name: 'Otvori meni' }).click();
  const venues = page.getByRole('region', { name: 'Vaši objekti' });
  await expect(venues).toBeVisible();
  await venues.getByRole('button', { name: new RegExp(`^${SECOND_VENUE} `) }).click();
  await expect(page.getByText(`Prešli ste u objekat ${SECOND_VENUE}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: SECOND_VENUE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' })).toBeVisible();
  await logout(page);

  // Kafana Druga's team lists him now, from his membership there, with the invited station.
  await login(page, ACCOUNTS.admin2);
  await openMenuEntry(page, SER.menu.users);
  const team = page.getByRole('region', { name: USERS.team.members });
  const card = team.getByRole('article').filter({ hasText: cook });
  await expect(card).toBeVisible();
  await expect(card.getByText(fill(USERS.team.stationsValue, { stations: 'Kuhinja' }))).toBeVisible();
});
