/**
 * One owner, two venues (docs/decisions/0037-venue-memberships.md), on a 360x740 phone: Kafana Druga's admin, who
 * also runs a second venue registered with a copy of Kafana's setup, logs in, sends an order in Kafana, switches to
 * the second venue from the menu drawer, sends an order there, and each venue's expected orders show only its own.
 * The switcher passes axe; it is photographed at 360 px and 1280 px.
 */
import { expect, type Page } from '@playwright/test';
import { pibCheckDigit } from '../src/domain/shared/pib';
import { ACCOUNTS, apiLogin, captureOpenedLinks, expectAccessible, login, openedLinks } from './support';
import { test } from './fixtures';
import { continueTo, openStationOrders, startNewOrder } from './navigation';

const newPib = () => {
  const firstEight = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return `${firstEight}${pibCheckDigit(firstEight)}`;
};

/** The drawer's venue list (the burger opens it; a tap while the page starts can be lost, so tap until open). */
async function openVenues(page: Page) {
  const venues = page.getByRole('region', { name: 'Vaši objekti' });
  await expect(async () => {
    if (!(await venues.isVisible())) await page.getByRole('button', { name: 'Otvori meni' }).click();
    await expect(venues).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return venues;
}

/** A venue's row in the switcher: its name, then the role and counts. */
const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);

/** An order of the first supplier at Kuhinja, 2 of its first article, sent by SMS: its number from the message. */
async function sendOrder(page: Page): Promise<string> {
  await startNewOrder(page, 'Kuhinja');
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option').first().click();
  const amount = page.getByRole('textbox', { name: /^Količina: / }).first();
  await continueTo(page, amount);
  await amount.fill('2');
  // An order of the same supplier and day (an earlier run's) is left alone: this one is new.
  await continueTo(page, page.getByRole('button', { name: 'Pošalji', exact: true }));
  await page.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await page.getByRole('combobox', { name: 'Kontakt kod dobavljača' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'SMS' }).click();
  const before = (await openedLinks(page)).length;
  await page
    .getByRole('dialog', { name: 'Poslati porudžbinu?' })
    .getByRole('link', { name: 'Da, pošalji' })
    .click();
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
  const links = await openedLinks(page);
  expect(links.length).toBeGreaterThan(before);
  const number = /Porud[žz]bina (\S+)/.exec(decodeURIComponent(links.at(-1)!))?.[1];
  expect(number).toBeTruthy();
  return number!;
}

test('an owner switches between two venues and each shows only its own orders', async ({ page, request }) => {
  // The second venue, registered by the owner through the API with a copy of Kafana Druga's setup.
  const token = await apiLogin(request, ACCOUNTS.admin2);
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/users/profile', { headers })).json()) as {
    venue: { id: number; name: string };
  };
  const categories = (await (await request.get('/api/venue/categories', { headers })).json()) as Array<{
    id: number;
  }>;
  const secondName = `Drugi objekat ${Math.floor(Math.random() * 1000)}`;
  const registered = await request.post('/api/venue/add', {
    headers,
    data: {
      bussiness_name: `${secondName} DOO`,
      pib: newPib(),
      name: secondName,
      address: 'Bulevar 2, Beograd',
      phoneNumber: '+381601234567',
      email: 'druga@nabavka.test',
      venueCategories: [categories[0]!.id],
      copyFrom: { venueId: profile.venue.id, parts: ['stations', 'suppliers', 'articles'] },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.admin2);
  const kafanaOrder = await sendOrder(page);

  const venues = await openVenues(page);
  await expect(venues.getByRole('button', { name: named(profile.venue.name) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page, page.getByRole('dialog'));
  await page.screenshot({ path: test.info().outputPath('venue-switcher-360.png') });
  await venues.getByRole('button', { name: named(secondName) }).click();
  await expect(page.getByText(`Prešli ste u objekat ${secondName}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: secondName })).toBeVisible();
  // The drawer closed and the new venue's stations are read.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' })).toBeVisible();

  const secondOrder = await sendOrder(page);
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  const list = page.getByRole('main');
  await expect(list.getByText(secondOrder, { exact: true })).toBeVisible();
  if (kafanaOrder !== secondOrder) await expect(list.getByText(kafanaOrder, { exact: true })).toHaveCount(0);

  // Back in Kafana Druga, from the desktop top bar this time.
  await page.setViewportSize({ width: 1280, height: 800 });
  const switcher = page.getByRole('button', { name: `Objekat: ${secondName}` });
  await switcher.click();
  await expectAccessible(page, page.getByRole('menu'));
  await page.screenshot({ path: test.info().outputPath('venue-switcher-1280.png') });
  await page.getByRole('menuitem', { name: named(profile.venue.name) }).click();
  await expect(page.getByRole('button', { name: `Objekat: ${profile.venue.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: profile.venue.name })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await openStationOrders(page, 'Kuhinja', 'Očekivane');
  await expect(page.getByRole('main').getByText(kafanaOrder, { exact: true })).toBeVisible();
  if (kafanaOrder !== secondOrder) {
    await expect(page.getByRole('main').getByText(secondOrder, { exact: true })).toHaveCount(0);
  }
});
