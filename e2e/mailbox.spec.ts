/**
 * The stored mails (no SMTP_URL) at /dev/mailbox: reset and order links of every account are in there, so only the
 * super admin reaches the page, from the profile menu; nobody else does, and the API refuses them too.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type DevCatalogue from '../src/web/features/dev/locales/ser.json';
import type SerCatalogue from '../src/web/i18n/ser.json';
import { ACCOUNTS, apiLogin, login, logout } from './support';
import { test } from './fixtures';

const SER = JSON.parse(
  readFileSync(new URL('../src/web/i18n/ser.json', import.meta.url), 'utf8'),
) as typeof SerCatalogue;
const DEV = JSON.parse(
  readFileSync(new URL('../src/web/features/dev/locales/ser.json', import.meta.url), 'utf8'),
) as typeof DevCatalogue;

test('the super admin reads a password-reset mail under App mail in the menu', async ({ page }) => {
  const asked = await page.request.post(
    `/api/verify/requestResetPassword?${new URLSearchParams({ email: ACCOUNTS.viewer })}`,
  );
  expect(asked.ok()).toBe(true);

  await login(page, ACCOUNTS.superadmin);
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await page
    .getByRole('navigation', { name: SER.shell.menu })
    .getByRole('link', { name: SER.menu.mailbox })
    .click();

  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: DEV.mailbox.title })).toBeVisible();
  const mail = page.getByRole('button', { name: /Nova lozinka|lozink/i }).first();
  await expect(mail).toBeVisible();
  await mail.click();
  await expect(page.getByRole('link', { name: /\/resetPassword\?id=/ }).first()).toBeVisible();
});

test('nobody else opens the mailbox: visitors go to /login, staff home, and the API refuses both', async ({
  page,
}) => {
  await page.goto('/dev/mailbox');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/dev/mailbox')).status()).toBe(401);

  await login(page, ACCOUNTS.admin);
  await page.goto('/dev/mailbox');
  await expect(page).toHaveURL(/\/$/);
  const token = await apiLogin(page.request, ACCOUNTS.admin);
  const refused = await page.request.get('/api/dev/mailbox', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await logout(page);
});
