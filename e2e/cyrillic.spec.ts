/**
 * Serbian Cyrillic (docs/decisions/0033-cyrillic.md) in real Chromium at 360 px: from /login, a person picks
 * "Српски (ћирилица)" in the profile and sees the home screen and a station's orders in Cyrillic, made from the
 * Serbian Latin texts; then goes back to Serbian Latin, so the demo account stays as seeded for the other specs.
 */
import { expect } from '@playwright/test';
import { toCyrillic } from '../src/domain/shared/cyrillic';
import { fromMenu } from './navigation';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';

test('a person switches to Cyrillic in the profile and sees the home screen and a station in Cyrillic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, ACCOUNTS.staff);
  await fromMenu(page, 'Profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

  await page.getByLabel('Jezik').selectOption({ label: 'Српски (ћирилица)' });
  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1, name: 'Профил' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/cyrillic-profile-360.png', fullPage: true });

  // The home screen, by the menu, now in Cyrillic.
  const menu = page.getByRole('navigation', { name: toCyrillic('Glavni meni') });
  await page.getByRole('button', { name: toCyrillic('Otvori meni') }).click();
  await menu.getByRole('link', { name: 'Почетна', exact: true }).click();
  const station = page.getByRole('link', { name: `Поруџбине: Kuhinja` });
  await expect(station).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/cyrillic-home-360.png', fullPage: true });

  // A station's orders: tabs in Cyrillic; the station's own name stays as the venue typed it.
  await station.click();
  const expected = page.getByRole('tab', { name: 'Очекиване' });
  await expected.click();
  await expect(expected).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'У припреми' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/cyrillic-station-360.png', fullPage: true });

  // A reload keeps Cyrillic (stored on the device like the other languages).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Очекиване' })).toBeVisible();

  // Back to Serbian Latin in the profile.
  await page.getByRole('button', { name: toCyrillic('Otvori meni') }).click();
  await menu.getByRole('link', { name: 'Профил', exact: true }).click();
  await page.getByLabel('Језик').selectOption({ label: 'Srpski' });
  await page.getByRole('button', { name: 'Сачувај', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
});
