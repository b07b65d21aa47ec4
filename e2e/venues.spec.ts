/**
 * Journeys at 360 px: a person with nothing but an e-mail address signs up, verifies through the mailed
 * link, registers a venue, sets it up in the onboarding wizard (2 stations, 2 suppliers, links, 3 articles), sees
 * the station cards and sends a first order to one of the new suppliers; a second person asks an existing venue for
 * access by its tax id and is blocked until an admin approves.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { pibCheckDigit } from '../src/domain/shared/pib';
import type VenuesCatalogue from '../src/web/features/venues/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import {
  ACCOUNTS,
  captureOpenedLinks,
  createVerifiedAccount,
  latestMail,
  login,
  logout,
  openedLinks,
  uniqueEmail,
} from './support';
import { test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = {
  ...read<typeof ShellCatalogue>('i18n/ser'),
  venues: read<typeof VenuesCatalogue>('features/venues/locales/ser'),
};
const V = SER.venues;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** Bistro Demo's tax id in the demo seed. */
const BISTRO_PIB = '100000016';

/** A new valid PIB (its last digit the check digit, decision 0019). */
const newPib = () => {
  const firstEight = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return `${firstEight}${pibCheckDigit(firstEight)}`;
};

/** Calls the API as the signed-in user of the page (the token the app stored). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('jwt') ?? localStorage.getItem('jwt')}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as T;
    },
    { method, url: `/api${path}`, body },
  );
}

async function addNamed(page: Page, label: string, name: string) {
  await page.getByRole('textbox', { name: startsWith(label) }).fill(name);
  await page.getByRole('button', { name: V.onboarding.add, exact: true }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

async function addArticle(page: Page, supplier: string, name: string, category: string) {
  const section = page.getByRole('region', { name: supplier });
  await section.getByRole('textbox', { name: startsWith(V.onboarding.articleName) }).fill(name);
  await section.getByRole('combobox', { name: startsWith(V.onboarding.category) }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await section.getByRole('button', { name: V.onboarding.add, exact: true }).click();
  await expect(section.getByRole('listitem', { name })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: V.onboarding.next, exact: true });

test('a new person registers a venue, sets it up and sends a first order to a new supplier', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await captureOpenedLinks(page);
  const email = uniqueEmail('venue-owner');
  await createVerifiedAccount(page, { email, name: 'Vlasnica Restorana' });
  await login(page, email);

  // No venue: the registration form.
  await expect(page.getByRole('heading', { name: V.registration.title })).toBeVisible();
  await page.getByRole('textbox', { name: startsWith(V.registration.pib) }).fill(newPib());
  await page.getByRole('textbox', { name: startsWith(V.registration.businessName) }).fill('Kod Vlasnice DOO');
  await page.getByRole('textbox', { name: startsWith(V.registration.name) }).fill('Kod Vlasnice');
  await page.getByRole('textbox', { name: startsWith(V.registration.address) }).fill('Njegoševa 3, Beograd');
  await page.getByRole('textbox', { name: startsWith(SER.common.email) }).fill('kontakt@kodvlasnice.rs');
  await page.getByRole('textbox', { name: startsWith(SER.common.phone) }).fill('641234567');
  await page.getByRole('combobox', { name: startsWith(V.registration.categories) }).click();
  await page.getByRole('option', { name: 'Nacionalna' }).click();
  await page.getByRole('option', { name: 'Roštilj' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: V.registration.submit }).click();

  // Onboarding, step 1: two stations.
  await expect(page.getByRole('heading', { name: V.onboarding.title })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await addNamed(page, V.onboarding.newStation, 'Kuhinja');
  await addNamed(page, V.onboarding.newStation, 'Šank');
  await next(page).click();
  // Step 2: two suppliers.
  await addNamed(page, V.onboarding.newSupplier, 'Mesara Kod Žike');
  await addNamed(page, V.onboarding.newSupplier, 'Pića Plus');
  await next(page).click();
  // Step 3: every station needs a supplier before going on.
  await expect(next(page)).toBeDisabled();
  await page.getByRole('region', { name: 'Kuhinja' }).getByText('Mesara Kod Žike').click();
  await page.getByRole('region', { name: 'Šank' }).getByText('Pića Plus').click();
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  // Step 4: three articles.
  await addArticle(page, 'Mesara Kod Žike', 'Juneći but', 'Meso');
  await addArticle(page, 'Mesara Kod Žike', 'Svinjski vrat', 'Meso');
  await addArticle(page, 'Pića Plus', 'Kisela voda', 'Voda');
  await next(page).click();
  await page.getByRole('button', { name: V.onboarding.finish }).click();

  // The dashboard: the wizard is gone, the two station cards are there.
  await expect(page.getByRole('heading', { name: V.onboarding.title })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Kuhinja' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Šank' })).toBeVisible();

  // The supplier's contact, for the send step.
  const suppliers = await api<{ id: number; name: string }[]>(page, 'GET', '/venue/unverified/supplier/list');
  const meat = suppliers.find((supplier) => supplier.name === 'Mesara Kod Žike')!;
  await api(page, 'POST', `/supplier/${meat.id}/addContact`, { name: 'Žika', phone: '+381641112233' });

  // A first order from the new supplier, with the new article, sent by SMS.
  await page.getByRole('button', { name: fill(V.dashboard.newOrderFor, { station: 'Kuhinja' }) }).click();
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mesara Kod Žike' }).click();
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await page.getByRole('textbox', { name: 'Količina: Juneći but' }).fill('2');
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tekst porudžbine' })).toContainText('Juneći but');
  await page.getByRole('combobox', { name: 'Kontakt kod dobavljača' }).click();
  await page.getByRole('option', { name: /Žika/ }).click();
  await page.getByRole('button', { name: 'SMS' }).click();
  // The confirmation is the channel's link (the SMS app opens from this tap), then "Done".
  await page
    .getByRole('dialog', { name: 'Poslati porudžbinu?' })
    .getByRole('link', { name: 'Da, pošalji' })
    .click();
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await openedLinks(page))[0]).toMatch(/^sms:/);
  const card = page.getByRole('article', { name: 'Kuhinja' });
  await expect(card.getByText(V.dashboard.expectedOrders)).toBeVisible();
});

test('a second person asks an existing venue for access by its tax id, is blocked, and joins once approved', async ({
  page,
}) => {
  const email = uniqueEmail('venue-asker');
  const name = `Novi Konobar ${Date.now().toString(36)}`;
  await createVerifiedAccount(page, { email, name });
  await login(page, email);
  await page.getByRole('textbox', { name: startsWith(V.registration.pib) }).fill(BISTRO_PIB);
  // Checked 1 s after typing stops: the venue is shown with the request-access form instead of registration.
  await expect(page.getByText(fill(V.access.intro, { name: 'Bistro Demo' }))).toBeVisible();
  await expect(page.getByRole('button', { name: V.registration.submit })).toBeHidden();
  await page.getByRole('button', { name: V.access.submit }).click();

  // Blocked until an admin approves, also after a reload; the venue's admins got a mail.
  await expect(page.getByText(V.dashboard.pendingTitle)).toBeVisible();
  const mail = await latestMail(page, 'admin@nabavka.test', 'access-request');
  expect(mail.text).toContain(name);
  await page.reload();
  await expect(page.getByText(V.dashboard.pendingTitle)).toBeVisible();

  // The venue's admin approves on the team page.
  await logout(page);
  await login(page, ACCOUNTS.admin);
  await page.goto('/admin/users');
  await page.getByRole('article', { name }).getByRole('button', { name: 'Odobri' }).click();
  await expect(page.getByRole('article', { name }).getByRole('button', { name: 'Odobri' })).toBeHidden();

  // Now a member of Bistro Demo, without stations yet: the dashboard says to contact the admin.
  await logout(page);
  await login(page, email);
  await expect(page.getByRole('heading', { name: 'Bistro Demo' })).toBeVisible();
  await expect(page.getByText(V.dashboard.noStationsUser)).toBeVisible();
});
