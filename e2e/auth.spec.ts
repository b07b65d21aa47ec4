/**
 * The account journeys (docs/PRODUCT.md#accounts, #roles) in real Chromium at 360 px: login and its failures, sign-up
 * with the mailed verification link, forgot / reset password, the language toggle, a session surviving reloads and an
 * expired access token, and the routing rules around them. Every journey starts from a fresh browser context and uses
 * its own new account where it changes one, so the demo accounts stay as seeded for the other spec files.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from '../playwright.config';
import type AdminCatalogue from '../src/web/features/admin/locales/ser.json';
import type AuthCatalogue from '../src/web/features/auth/locales/ser.json';
import type UsersCatalogue from '../src/web/features/users/locales/ser.json';
import type VenuesCatalogue from '../src/web/features/venues/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import {
  ACCOUNTS,
  createVerifiedAccount,
  DEMO_PASSWORD,
  expectAccessible,
  latestMail,
  linkIn,
  login,
  logout,
  mailsTo,
  registerAccount,
  uniqueEmail,
} from './support';
import { test } from './fixtures';

// The UI texts come from the app's own catalogues, so a reworded label fails here only if the control is gone.
const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
/** The shell's catalogue with the features' ones under their namespace names. */
const readCatalogue = (language: 'ser' | 'en') => ({
  ...read<typeof ShellCatalogue>(`i18n/${language}`),
  auth: read<typeof AuthCatalogue>(`features/auth/locales/${language}`),
  users: read<typeof UsersCatalogue>(`features/users/locales/${language}`),
  venues: read<typeof VenuesCatalogue>(`features/venues/locales/${language}`),
  admin: read<typeof AdminCatalogue>(`features/admin/locales/${language}`),
});
const SER = readCatalogue('ser');
const EN = readCatalogue('en');

/** i18next-style interpolation of {{name}} placeholders. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A label at the start of an accessible name (required fields carry a trailing asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const STORAGE = { jwt: 'jwt', refreshToken: 'refresh_token', user: 'user', language: 'language' } as const;

/** Without "remember me" the session lives in sessionStorage; other keys stay in localStorage (decision 0003). */
async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) => window.sessionStorage.getItem(name) ?? window.localStorage.getItem(name),
    key,
  );
}

/** Fills and submits the login form already on screen (either language), without waiting for the outcome. */
async function submitLogin(page: Page, email: string, password: string, texts = SER) {
  await page.getByRole('textbox', { name: startsWith(texts.common.email) }).fill(email);
  await page.getByLabel(startsWith(texts.common.password)).first().fill(password);
  await page.getByRole('button', { name: texts.auth.login.submit, exact: true }).click();
}

const passwordField = (page: Page, texts = SER) => page.getByLabel(startsWith(texts.common.password)).first();

/** An HS256 access token with the server's claim shape ({ sub, role, vid, iat, exp }, see src/server/plugins/auth.ts). */
function signAccessToken(claims: {
  sub: string;
  role: string;
  vid: number | null;
  iat: number;
  exp: number;
}): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', E2E_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** Replaces the stored access token with a correctly signed one of the same user that expired a minute ago. */
async function expireStoredAccessToken(page: Page): Promise<string> {
  const user = JSON.parse((await stored(page, STORAGE.user)) ?? 'null') as {
    id: number;
    role: string;
    venue: { id: number } | null;
  };
  const now = Math.floor(Date.now() / 1000);
  const expired = signAccessToken({
    sub: String(user.id),
    role: user.role,
    vid: user.venue?.id ?? null,
    iat: now - 960,
    exp: now - 60,
  });
  await page.evaluate(
    ([key, token]) =>
      (window.sessionStorage.getItem(key) !== null ? window.sessionStorage : window.localStorage).setItem(
        key,
        token,
      ),
    [STORAGE.jwt, expired] as const,
  );
  return expired;
}

/** Counts the page's POST /api/refresh_token calls from now on. */
function countRefreshCalls(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/refresh_token')
      counter.count += 1;
  });
  return counter;
}

test.describe('login', () => {
  test('a wrong password shows the error under the password field and keeps the visitor on /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();
    const failed = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await submitLogin(page, ACCOUNTS.staff, 'Pogresna_123');
    expect((await failed).status()).toBe(401);

    await expect(passwordField(page)).toHaveAccessibleDescription(SER.errors.unauthorized);
    await expect(page.getByText(SER.errors.unauthorized)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: SER.auth.login.resendVerification })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, STORAGE.jwt)).toBeNull();

    // Typing again clears the error.
    await passwordField(page).fill(DEMO_PASSWORD);
    await expect(page.getByText(SER.errors.unauthorized)).toHaveCount(0);
  });

  test('staff log in to the dashboard with their venue and stations', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.staff, DEMO_PASSWORD);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: SER.venues.dashboard.stations })).toBeVisible();
    for (const station of ['Kuhinja', 'Šank', 'Magacin']) {
      await expect(page.getByRole('article', { name: station })).toBeVisible();
    }
    await expectAccessible(page);
    expect(await stored(page, STORAGE.jwt)).toBeTruthy();
    expect(await stored(page, STORAGE.refreshToken)).toBeTruthy();
  });

  test('the super admin lands on /admin/restaurants listing the demo venues', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.superadmin, DEMO_PASSWORD);

    await expect(page).toHaveURL(/\/admin\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: SER.admin.restaurants.title })).toBeVisible();
    for (const venue of ['Bistro Demo', 'Kafana Druga', 'Probni Restoran']) {
      // Each venue is a card that opens its detail page (docs/PRODUCT.md#admin-restaurants).
      await expect(page.getByRole('link', { name: venue })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('an unverified account is told so and can have the verification mail sent again', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await registerAccount(page, { email });
    await latestMail(page, email, 'verify-email');

    await page.goto('/login');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await submitLogin(page, email, DEMO_PASSWORD);
    expect((await refused).status()).toBe(403);

    await expect(passwordField(page)).toHaveAccessibleDescription(SER.errors.user_not_verified);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: SER.auth.login.resendVerification }).click();
    await expect(page.getByText(SER.auth.login.verificationSent)).toBeVisible();
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(page, email, 'verify-email')).length).toBe(2);
  });
});

test('sign-up, the verification link from the mail, then the first login', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'Nova_Lozinka_1';
  await page.goto('/login');
  await page.getByRole('link', { name: SER.auth.login.signUpLink }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: SER.auth.signUp.title })).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: SER.auth.signUp.submit, exact: true });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: startsWith(SER.common.email) }).fill(email.toUpperCase());
  // The form lower-cases the address as it is typed.
  await expect(page.getByRole('textbox', { name: startsWith(SER.common.email) })).toHaveValue(email);
  await page.getByRole('textbox', { name: startsWith(SER.auth.signUp.name) }).fill('Nova Korisnica');
  await page.getByLabel(startsWith(SER.common.password)).first().fill(password);
  await page.getByLabel(startsWith(SER.common.passwordRepeat)).fill(password);
  await expect(page.getByRole('combobox', { name: SER.common.countryPrefix })).toHaveValue('RS');
  await expect(page.getByRole('combobox', { name: SER.common.countryPrefix })).toContainText('+381');
  await page.getByRole('textbox', { name: startsWith(SER.common.phone) }).fill('064 123 4567');
  // Everything valid but the terms: still disabled.
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: new RegExp(SER.auth.signUp.acceptTerms) }).check();
  await expect(submit).toBeEnabled();

  const registered = page.waitForResponse((response) => response.url().endsWith('/api/register'));
  await submit.click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByRole('heading', { name: SER.auth.signUp.doneTitle })).toBeVisible();
  await expect(page.getByText(fill(SER.auth.signUp.done, { email }))).toBeVisible();
  await expectAccessible(page);

  // The verification mail, in the account's language, carries the /verify/email link.
  const mail = await latestMail(page, email, 'verify-email');
  const link = linkIn(mail, '/verify/email?activationToken=');
  expect(new URL(link).searchParams.get('activationToken')).toBeTruthy();

  await page.goto(link);
  await expect(page.getByText(SER.auth.verify.successTitle)).toBeVisible();
  const verifiedAt = Date.now();
  await expect(page.getByText(SER.auth.verify.success)).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(/^Prelazak na prijavu za [1-5] s$/)).toBeVisible();
  // The 5 s countdown ends on /login by itself.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(3_000);
  await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();

  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  // A new account has no venue yet: the dashboard offers to register one.
  await expect(page.getByText(SER.venues.registration.title)).toBeVisible();
  await expect(page.getByText(SER.venues.registration.intro)).toBeVisible();
  await expectAccessible(page);

  // The profile holds what was entered, the phone with its +381 prefix.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Nova Korisnica', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: startsWith(SER.common.email) })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: SER.common.countryPrefix })).toHaveValue('RS');
  await expect(page.getByRole('textbox', { name: startsWith(SER.common.phone) })).toHaveValue('641234567');
  await expectAccessible(page);
});

test('forgot password, the reset link from the mail, then login with the new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'Stara_Lozinka_1';
  const newPassword = 'Nova_Lozinka_2';
  await createVerifiedAccount(page, { email, password: oldPassword });

  await page.goto('/login');
  await page.getByRole('textbox', { name: startsWith(SER.common.email) }).fill(email);
  await page.getByRole('button', { name: SER.auth.login.forgotPassword }).click();
  await expect(page.getByRole('heading', { name: SER.auth.forgot.title })).toBeVisible();
  // The address typed on the login view is carried over.
  await expect(page.getByRole('textbox', { name: startsWith(SER.common.email) })).toHaveValue(email);
  await expectAccessible(page);
  const requested = page.waitForResponse((response) =>
    response.url().includes('/api/verify/requestResetPassword'),
  );
  await page.getByRole('button', { name: SER.auth.forgot.submit }).click();
  expect((await requested).ok()).toBe(true);
  await expect(page.getByText(SER.auth.forgot.sent)).toBeVisible();
  // The confirmation shows for 3 s, then the login view is back.
  await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();

  const link = linkIn(await latestMail(page, email, 'reset-password'), '/resetPassword?');
  const params = new URL(link).searchParams;
  expect(Number(params.get('id'))).toBeGreaterThan(0);
  expect(params.get('token')).toBeTruthy();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: SER.auth.reset.title })).toBeVisible();
  const save = page.getByRole('button', { name: SER.auth.reset.submit });
  await expect(save).toBeDisabled();
  const first = page.getByLabel(startsWith(SER.auth.reset.password));
  const repeat = page.getByLabel(startsWith(SER.auth.reset.passwordRepeat));
  await first.fill(newPassword);
  await repeat.fill(`${newPassword}x`);
  await expect(page.getByText(SER.errors.passwordMissmatch)).toBeVisible();
  await expectAccessible(page);
  await expect(save).toBeDisabled();
  await repeat.fill(newPassword);
  await expect(save).toBeEnabled();

  // Show/hide on both fields.
  const toggles = page.getByRole('button', { name: SER.common.showPassword });
  await expect(toggles).toHaveCount(2);
  await expect(first).toHaveAttribute('type', 'password');
  await toggles.nth(0).click();
  await expect(first).toHaveAttribute('type', 'text');
  await toggles.nth(0).click();
  await expect(first).toHaveAttribute('type', 'password');
  await toggles.nth(1).click();
  await expect(repeat).toHaveAttribute('type', 'text');

  await save.click();
  await expect(page.getByText(SER.auth.reset.successTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The old password no longer works, the new one does.
  await submitLogin(page, email, oldPassword);
  await expect(passwordField(page)).toHaveAccessibleDescription(SER.errors.unauthorized);
  await passwordField(page).fill(newPassword);
  await page.getByRole('button', { name: SER.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SER.venues.registration.title)).toBeVisible();

  // The link is single use.
  await logout(page);
  await page.goto(link);
  await page.getByLabel(startsWith(SER.auth.reset.password)).fill('Treca_Lozinka_3');
  await page.getByLabel(startsWith(SER.auth.reset.passwordRepeat)).fill('Treca_Lozinka_3');
  await page.getByRole('button', { name: SER.auth.reset.submit }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: SER.errors.invalid_or_expired_token }),
  ).toBeVisible();
});

test('the language toggle switches the UI to English, and the choice survives reloads and login', async ({
  page,
}) => {
  const email = uniqueEmail('english');
  await createVerifiedAccount(page, { email, language: 'en', name: 'English Speaker' });

  await page.goto('/login');
  const serbian = page.getByRole('button', { name: SER.common.languages.short.ser, exact: true });
  const english = page.getByRole('button', { name: SER.common.languages.short.en, exact: true });
  await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();
  await expect(serbian).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');

  await english.click();
  await expect(page.getByRole('heading', { name: EN.auth.login.title })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.auth.login.submit, exact: true })).toBeVisible();
  await expect(page.getByLabel(startsWith(EN.common.password)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: EN.auth.login.forgotPassword })).toBeVisible();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stored(page, STORAGE.language)).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: EN.auth.login.title })).toBeVisible();
  await expect(page.getByText(EN.auth.login.noAccount)).toBeVisible();
  await expectAccessible(page);

  // Errors come in English too.
  await submitLogin(page, email, 'Wrong_password_1', EN);
  await expect(passwordField(page, EN)).toHaveAccessibleDescription(EN.errors.unauthorized);

  await passwordField(page, EN).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: EN.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(EN.venues.registration.title)).toBeVisible();
  await expect(page.getByText(EN.venues.registration.intro)).toBeVisible();

  await page.reload();
  await expect(page.getByText(EN.venues.registration.title)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: EN.users.profile.title })).toBeVisible();
  await expect(page.getByText(EN.users.profile.noVenue)).toBeVisible();
  await expectAccessible(page);

  // And back to Serbian on /login after logging out.
  await logout(page);
  await expect(page.getByRole('heading', { name: EN.auth.login.title })).toBeVisible();
  await serbian.click();
  await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
});

test.describe('session', () => {
  test('a reload keeps the session on / and /profile shows the user', async ({ page }) => {
    await login(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    const jwt = await stored(page, STORAGE.jwt);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Kuhinja' })).toBeVisible();
    expect(await stored(page, STORAGE.jwt)).toBe(jwt);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: SER.users.profile.title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Jelena Jovanović', { exact: true })).toBeVisible();
    await expect(page.getByText(fill(SER.users.profile.venue, { venue: 'Bistro Demo' }))).toBeVisible();
    await expect(page.getByRole('textbox', { name: startsWith(SER.common.email) })).toHaveValue(
      ACCOUNTS.staff,
    );

    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Jelena Jovanović', { exact: true })).toBeVisible();
  });

  test('an expired access token is refreshed transparently, rotating both tokens', async ({ page }) => {
    await login(page, ACCOUNTS.staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    const firstRefreshToken = await stored(page, STORAGE.refreshToken);
    const refreshCalls = countRefreshCalls(page);

    // On the dashboard several calls fail with the expired token at once: they share one refresh.
    const expired = await expireStoredAccessToken(page);
    const unauthorized = await page.request.get('/api/users/profile', {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(unauthorized.status()).toBe(401);
    expect(((await unauthorized.json()) as { message: string }).message).toBe('Invalid Token');
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh_token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Kuhinja' })).toBeVisible();
    await expect.poll(() => stored(page, STORAGE.jwt)).not.toBe(expired);
    const secondJwt = await stored(page, STORAGE.jwt);
    const secondRefreshToken = await stored(page, STORAGE.refreshToken);
    expect(secondJwt).toBeTruthy();
    expect(secondRefreshToken).toBeTruthy();
    expect(secondRefreshToken).not.toBe(firstRefreshToken);
    expect(refreshCalls.count).toBe(1);

    // The new access token is a real one.
    const withNewToken = await page.request.get('/api/users/profile', {
      headers: { Authorization: `Bearer ${secondJwt}` },
    });
    expect(withNewToken.status()).toBe(200);

    // Navigating to /profile with an expired token: the profile call is refreshed and replayed, no trip to /login.
    const expiredAgain = await expireStoredAccessToken(page);
    const profileLoaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/users/profile' &&
        response.request().headers().authorization !== `Bearer ${expiredAgain}`,
    );
    await page.goto('/profile');
    const replayed = await profileLoaded;
    expect(replayed.status()).toBe(200);
    expect(((await replayed.json()) as { email: string }).email).toBe(ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Jelena Jovanović', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: startsWith(SER.common.email) })).toHaveValue(
      ACCOUNTS.staff,
    );
    expect(refreshCalls.count).toBe(2);
    const thirdJwt = await stored(page, STORAGE.jwt);
    const thirdRefreshToken = await stored(page, STORAGE.refreshToken);
    expect(thirdJwt).not.toBe(expiredAgain);
    expect(thirdRefreshToken).not.toBe(secondRefreshToken);

    // Rotation: the refresh token used up by the app no longer works.
    const reuse = await page.request.post('/api/refresh_token', {
      data: { refresh_token: firstRefreshToken },
    });
    expect(reuse.status()).toBe(401);
  });

  test('routing rules: /profile needs a login, staff are kept out of admin, the super admin out of the dashboard', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/restaurants');
    await expect(page).toHaveURL(/\/login$/);

    await login(page, ACCOUNTS.staff);
    await page.goto('/admin/restaurants');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    // A signed-in user opening /login goes home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await logout(page);
    await login(page, ACCOUNTS.superadmin);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/restaurants$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/admin\/restaurants$/);
  });

  test('/logout clears the session', async ({ page }) => {
    await login(page, ACCOUNTS.staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Bistro Demo' })).toBeVisible();
    const refreshToken = await stored(page, STORAGE.refreshToken);

    await logout(page);
    await expect(page.getByRole('heading', { name: SER.auth.login.title })).toBeVisible();
    expect(await stored(page, STORAGE.jwt)).toBeNull();
    expect(await stored(page, STORAGE.refreshToken)).toBeNull();
    expect(await stored(page, STORAGE.user)).toBeNull();
    expect(refreshToken).toBeTruthy();

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
