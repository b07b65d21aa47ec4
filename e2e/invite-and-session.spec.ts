/**
 * No dead ends for a new colleague or an expired session, at 360 px: the admin invites a cook with his station
 * (decision 0034), the cook accepts from the mail, finds the login form filled in and, right after his first login,
 * can start an order at once (docs/PRODUCT.md#member-stations); a session whose refresh is refused lands on /login saying so and,
 * after logging in again, returns to the page it was on (docs/PRODUCT.md#sessions).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type UsersCatalogue from '../src/web/features/users/locales/ser.json';
import type VenuesCatalogue from '../src/web/features/venues/locales/ser.json';
import type AuthCatalogue from '../src/web/features/auth/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import { ACCOUNTS, DEMO_PASSWORD, latestMail, linkIn, login, logout, uniqueEmail } from './support';
import { expect, test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = read<typeof ShellCatalogue>('i18n/ser');
const USERS = read<typeof UsersCatalogue>('features/users/locales/ser');
const VENUES = read<typeof VenuesCatalogue>('features/venues/locales/ser');
const AUTH = read<typeof AuthCatalogue>('features/auth/locales/ser');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');

async function openMenuEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await page
    .getByRole('navigation', { name: SER.shell.menu })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('an invited cook gets his station with the invitation, logs in prefilled and can order at once', async ({
  page,
}) => {
  const email = uniqueEmail('cook');
  const name = `Kuvar ${Date.now() % 100000}`;
  await login(page, ACCOUNTS.admin);
  await openMenuEntry(page, SER.menu.users);
  await page.getByRole('textbox', { name: USERS.team.invite.label }).fill(email);
  // The cook's station goes with the invitation (decision 0034): nothing to do after he joins.
  await page
    .getByRole('group', { name: USERS.team.invite.stations })
    .getByRole('checkbox', { name: 'Kuhinja' })
    .check();
  const invite = page.getByRole('button', { name: USERS.team.invite.submit });
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText(fill(USERS.team.invite.sent, { email }))).toBeVisible();
  await logout(page);

  const mail = await latestMail(page, email, 'invite');
  await page.goto(linkIn(mail, '/acceptInvite'));
  const [first, last] = name.split(' ') as [string, string];
  await page.getByRole('textbox', { name: startsWith(USERS.acceptInvite.name) }).fill(first);
  await page.getByRole('textbox', { name: startsWith(USERS.acceptInvite.surname) }).fill(last);
  await page.getByLabel(startsWith(SER.common.password)).first().fill(DEMO_PASSWORD);
  await page.getByLabel(startsWith(SER.common.passwordRepeat)).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: startsWith(SER.common.phone) }).fill('064 555 1234');
  await page.getByRole('button', { name: USERS.acceptInvite.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);

  await login(page, email);
  await expect(page.getByText(VENUES.dashboard.noStationsUser)).toHaveCount(0);
  await page
    .getByRole('button', { name: fill(VENUES.dashboard.newOrderFor, { station: 'Kuhinja' }) })
    .click();
  await expect(page).toHaveURL(/\/\d+\/new-order$/);
});

test('an expired session lands on /login saying so and returns to its page after logging in', async ({
  page,
}) => {
  await login(page, ACCOUNTS.staff);
  // The articles page has its answers before the tokens stop working: a request still on its way would meet the
  // expiry first and show the notice before the reload below, which would then find it already read.
  const articlesLoaded = Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/articles/products/')),
    page.waitForResponse((response) => response.url().includes('/api/articles/categories/')),
  ]);
  await openMenuEntry(page, SER.menu.articles);
  await expect(page).toHaveURL(/\/items$/);
  await articlesLoaded;

  // Both tokens stop working, as after 30 days away: the next request's refresh is refused.
  await page.evaluate(() => {
    for (const area of [localStorage, sessionStorage]) {
      if (area.getItem('jwt') !== null) {
        area.setItem('jwt', 'expired.access.token');
        area.setItem('refresh_token', 'expired-refresh-token');
      }
    }
  });
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AUTH.login.sessionExpired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ACCOUNTS.staff);
  await page
    .getByLabel(/^Lozinka/, { exact: false })
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Prijavi se$/ }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(page.getByRole('heading', { name: SER.titles.articles }).first()).toBeVisible();
});
