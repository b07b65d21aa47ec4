/**
 * Journey at 360 px (docs/decisions/0038-copy-venue-setup.md): the demo admin opens "new venue" from the menu, fills
 * in the registration, copies stations, suppliers and articles (not favorites or recommended quantities) from their
 * venue, and the login switches into the new venue, where the copied stations and an article are.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { pibCheckDigit } from '../src/domain/shared/pib';
import type VenuesCatalogue from '../src/web/features/venues/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';
import { fromMenu } from './navigation';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = read<typeof ShellCatalogue>('i18n/ser');
const V = read<typeof VenuesCatalogue>('features/venues/locales/ser');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A new valid PIB (its last digit the check digit, decision 0019). */
const newPib = () => {
  const firstEight = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return `${firstEight}${pibCheckDigit(firstEight)}`;
};

/** The demo admin's venue, its stations and one of its articles with its supplier (the demo seed). */
const SOURCE = 'Bistro Demo';
const STATIONS = ['Kuhinja', 'Šank'];
const ARTICLE = 'Juneći but bez kosti';
const SUPPLIER = 'Mesara Zlatibor';

test('the admin opens a new venue with the stations, suppliers and articles of their venue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.admin);
  await fromMenu(page, SER.menu.newVenue);
  await expect(page.getByRole('heading', { level: 1, name: V.newVenue.title })).toBeVisible();

  await page.getByRole('textbox', { name: startsWith(V.registration.pib) }).fill(newPib());
  await page.getByRole('textbox', { name: startsWith(V.registration.businessName) }).fill('Druga Grana DOO');
  const name = `Druga Grana ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: startsWith(V.registration.name) }).fill(name);
  await page.getByRole('textbox', { name: startsWith(V.registration.address) }).fill('Bulevar 2, Novi Sad');
  await page.getByRole('textbox', { name: startsWith(SER.common.email) }).fill('grana@nabavka.test');
  await page.getByRole('textbox', { name: startsWith(SER.common.phone) }).fill('641234567');
  await page.getByRole('combobox', { name: startsWith(V.registration.categories) }).click();
  await page.getByRole('option', { name: 'Nacionalna' }).click();
  await page.keyboard.press('Escape');

  // The venue they are in is chosen, every part ticked; the journey leaves out favorites and recommended quantities.
  await expect(page.getByRole('combobox', { name: startsWith(V.newVenue.copyFrom) })).toHaveValue(SOURCE);
  const parts = page.getByRole('group', { name: V.newVenue.parts });
  for (const part of Object.values(V.newVenue.part)) {
    await expect(parts.getByRole('checkbox', { name: startsWith(part) })).toBeChecked();
  }
  await parts.getByRole('checkbox', { name: startsWith(V.newVenue.part.parLevels) }).click();
  await parts.getByRole('checkbox', { name: startsWith(V.newVenue.part.favorites) }).click();
  await expect(parts.getByRole('checkbox', { name: startsWith(V.newVenue.part.articles) })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('new-venue-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('new-venue-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.getByRole('button', { name: V.newVenue.submit }).click();

  // The switch opens the new venue's dashboard with the copied stations.
  await expect(page).toHaveURL(/\/$/);
  for (const station of STATIONS) {
    await expect(page.getByRole('link', { name: `Porudžbine: ${station}` })).toBeVisible();
  }
  await expectAccessible(page);
  await fromMenu(page, SER.menu.articles);
  // On a phone the filters, search among them, open from one button.
  await page.getByRole('button', { name: 'Filteri', exact: true }).click();
  // The list opens on one supplier (the first by name, which earlier journeys may have added): the article's own.
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: SUPPLIER, exact: true }).click();
  await page.getByRole('textbox', { name: startsWith('Pretraga') }).fill(ARTICLE);
  await expect(page.getByTestId('article-row').filter({ hasText: ARTICLE }).first()).toBeVisible();
});
