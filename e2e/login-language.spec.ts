/**
 * The login page's language switch at 360 px (docs/PRODUCT.md#login, decision 0033): Latinica, Ћирилица and English
 * fit the phone's width, each is a 44x44 px tap target, the chosen one is announced as pressed, a tap changes the page
 * at once (the title in that script or language) and a reload keeps the choice.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { toCyrillic } from '../src/domain/shared/cyrillic';
import type AuthCatalogue from '../src/web/features/auth/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import { expectAccessible } from './support';
import { expectTapTargets } from './tap-targets';
import { test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SHELL = read<typeof ShellCatalogue>('i18n/ser');
const SER_AUTH = read<typeof AuthCatalogue>('features/auth/locales/ser');
const EN_AUTH = read<typeof AuthCatalogue>('features/auth/locales/en');

const CHOICES = [
  { label: SHELL.common.languages.short.cyr, lang: 'sr-Cyrl', title: toCyrillic(SER_AUTH.login.title) },
  { label: SHELL.common.languages.short.en, lang: 'en', title: EN_AUTH.login.title },
  { label: SHELL.common.languages.short.ser, lang: 'sr', title: SER_AUTH.login.title },
] as const;

/** The switch: a group named "Language" in whatever language the page is in. */
const languageSwitch = (page: Page) => page.getByRole('group').filter({ has: page.locator('button[lang]') });

test('the login page switches between Latinica, Ћирилица and English at 360 px and remembers the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: SER_AUTH.login.title })).toBeVisible();
  const buttons = languageSwitch(page).getByRole('button');
  await expect(buttons).toHaveCount(3);
  await expect(
    page.getByRole('button', { name: SHELL.common.languages.short.ser, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // All three inside the screen (on one line or wrapped under the app name), nothing scrolls sideways.
  // The prerendered page is hydrated meanwhile and may replace the buttons: measure again until all three stand.
  await expect(async () => {
    for (const box of await Promise.all((await buttons.all()).map((button) => button.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectTapTargets(page);
  await page.screenshot({ path: '/tmp/login-language-360.png' });

  for (const choice of CHOICES) {
    const button = page.getByRole('button', { name: choice.label, exact: true });
    await button.click();
    await expect(page.getByRole('heading', { level: 1, name: choice.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', choice.lang);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    for (const other of CHOICES.filter((each) => each !== choice)) {
      await expect(page.getByRole('button', { name: other.label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await expectTapTargets(page);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/login-language-360-${choice.lang}.png` });

    // Remembered on this device: a reload opens the login page in the same language.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: choice.title })).toBeVisible();
    await expect(page.getByRole('button', { name: choice.label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
});
