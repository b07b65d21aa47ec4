/**
 * The team journeys (docs/PRODUCT.md#team) in real Chromium at 360 px: a venue admin invites an address and the invitee
 * joins from the mailed link; an admin approves an access request and gives the new member a station; the BASIC
 * venue's admin reaches the plan's station limit and asks for more. Each journey uses new addresses and names.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type UsersCatalogue from '../src/web/features/users/locales/ser.json';
import type StationsCatalogue from '../src/web/features/stations/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import {
  ACCOUNTS,
  apiLogin,
  createVerifiedAccount,
  DEMO_PASSWORD,
  latestMail,
  linkIn,
  login,
  logout,
  uniqueEmail,
} from './support';
import { test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = read<typeof ShellCatalogue>('i18n/ser');
const USERS = read<typeof UsersCatalogue>('features/users/locales/ser');
const STATIONS = read<typeof StationsCatalogue>('features/stations/locales/ser');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');

async function openMenuEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await page.getByRole('navigation', { name: SER.shell.menu }).getByRole('link', { name: label }).click();
}

test('the admin invites an address; the invitee accepts from the mail link and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('invitee');
  const password = 'Pozvan_123';
  await login(page, ACCOUNTS.admin);
  await openMenuEntry(page, SER.menu.users);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: USERS.team.title })).toBeVisible();

  const invite = page.getByRole('button', { name: USERS.team.invite.submit });
  await page
    .getByRole('group', { name: USERS.team.invite.stations })
    .getByRole('checkbox', { name: 'Šank' })
    .check();
  // An address with a venue is refused on the field.
  await page.getByRole('textbox', { name: USERS.team.invite.label }).fill(ACCOUNTS.staff);
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText(SER.errors.user_with_that_email_exists)).toBeVisible();

  await page.getByRole('textbox', { name: USERS.team.invite.label }).fill(email);
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText(fill(USERS.team.invite.sent, { email }))).toBeVisible();
  await expect(page.getByRole('region', { name: USERS.team.invites.title }).getByText(email)).toBeVisible();
  await logout(page);

  const mail = await latestMail(page, email, 'invite');
  await page.goto(linkIn(mail, '/acceptInvite'));
  await expect(page.getByText(fill(USERS.acceptInvite.intro, { venue: 'Bistro Demo' }))).toBeVisible();
  const address = page.getByRole('textbox', { name: startsWith(SER.common.email) });
  await expect(address).toHaveValue(email);
  await expect(address).toBeDisabled();
  await page.getByRole('textbox', { name: startsWith(USERS.acceptInvite.name) }).fill('Pera');
  await page.getByRole('textbox', { name: startsWith(USERS.acceptInvite.surname) }).fill('Pozvani');
  await page.getByLabel(startsWith(SER.common.password)).first().fill(password);
  await page.getByLabel(startsWith(SER.common.passwordRepeat)).fill(password);
  await expect(page.getByRole('combobox', { name: SER.common.countryPrefix })).toContainText('+381');
  await page.getByRole('textbox', { name: startsWith(SER.common.phone) }).fill('064 555 1234');
  await page.getByRole('button', { name: USERS.acceptInvite.submit }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, password);
  await expect(page.getByText('Bistro Demo').first()).toBeVisible();
  // The link was used up: opening it again lands on /login.
  await logout(page);
  await page.goto(linkIn(mail, '/acceptInvite'));
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin approves an access request and links the new member to a station', async ({ page }) => {
  const email = uniqueEmail('asker');
  const name = `Ana Molba ${Date.now() % 100000}`;
  await createVerifiedAccount(page, { email, name });
  const admin = await page.request.post('/api/login', {
    data: { username: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const venueId = ((await admin.json()) as { user: { venue: { id: number } } }).user.venue.id;
  const asked = await page.request.post(`/api/venue/requestAccess/${venueId}`, {
    headers: { authorization: `Bearer ${await apiLogin(page.request, email)}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await login(page, ACCOUNTS.admin);
  await openMenuEntry(page, SER.menu.users);
  const request = page
    .getByRole('region', { name: USERS.team.requests.title })
    .getByRole('article', { name });
  await request.getByRole('button', { name: USERS.team.requests.approve }).click();
  await expect(page.getByText(fill(USERS.team.requests.approved, { name }))).toBeVisible();
  await expect(page.getByRole('article', { name }).first()).toBeVisible();

  await openMenuEntry(page, SER.menu.stations);
  await expect(page.getByRole('heading', { level: 1, name: STATIONS.title })).toBeVisible();
  const kuhinja = page.getByRole('article', { name: 'Kuhinja' });
  await kuhinja.getByRole('button', { name: fill(STATIONS.options, { name: 'Kuhinja' }) }).click();
  await page.getByRole('menuitem', { name: STATIONS.menu.users }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: STATIONS.people }).fill(name.slice(0, 9));
  await page.getByRole('option', { name }).click();
  // The list stays open for more choices: closing it is a click outside.
  await dialog.getByRole('heading').click();
  await dialog.getByRole('button', { name: SER.common.save }).click();
  await expect(kuhinja.getByText(name)).toBeVisible();
  await logout(page);

  await login(page, email);
  await expect(page.getByText('Kuhinja').first()).toBeVisible();
});

test('the BASIC venue’s admin reaches the station limit and asks for more stations', async ({ page }) => {
  await login(page, ACCOUNTS.admin2);
  await openMenuEntry(page, SER.menu.stations);
  await expect(page.getByRole('heading', { level: 1, name: STATIONS.title })).toBeVisible();
  const limit = page.getByRole('dialog', { name: STATIONS.limit.title });
  // BASIC allows two stations; Kafana Druga has one, so at most two attempts reach the limit.
  for (let attempt = 0; attempt < 3 && !(await limit.isVisible()); attempt += 1) {
    const name = `Šank ${Date.now() % 100000}`;
    await page.getByRole('button', { name: STATIONS.add }).click();
    const form = page.getByRole('dialog', { name: STATIONS.addTitle });
    await form.getByRole('textbox', { name: startsWith(STATIONS.name) }).fill(name);
    await form.getByRole('button', { name: SER.common.save }).click();
    await expect(page.getByRole('article', { name }).or(limit)).toBeVisible();
  }
  await expect(limit).toBeVisible();
  await limit.getByRole('button', { name: STATIONS.limit.send }).click();
  await expect(page.getByText(STATIONS.limit.sent)).toBeVisible();
  await expect(limit).toBeHidden();
});
