/**
 * Every screen is reached from the menu (docs/PRODUCT.md#menu): for each role, from /login, the phone's menu is
 * opened and every entry clicked; each lands on its page (its title, a heading and real content, never "not found"),
 * and the a11y watch of fixtures.ts checks every screen on the way.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type SerCatalogue from '../src/web/i18n/ser.json';
import type HelpCatalogue from '../src/web/features/help/locales/ser.json';
import type AdminCatalogue from '../src/web/features/admin/locales/ser.json';
import type PortalCatalogue from '../src/web/features/supplier-portal/locales/ser.json';
import { ACCOUNTS, login } from './support';
import { expect, test } from './fixtures';

const SER = JSON.parse(
  readFileSync(new URL('../src/web/i18n/ser.json', import.meta.url), 'utf8'),
) as typeof SerCatalogue;
const HELP = JSON.parse(
  readFileSync(new URL('../src/web/features/help/locales/ser.json', import.meta.url), 'utf8'),
) as typeof HelpCatalogue;

const ADMIN = JSON.parse(
  readFileSync(new URL('../src/web/features/admin/locales/ser.json', import.meta.url), 'utf8'),
) as typeof AdminCatalogue;
const PORTAL = JSON.parse(
  readFileSync(new URL('../src/web/features/supplier-portal/locales/ser.json', import.meta.url), 'utf8'),
) as typeof PortalCatalogue;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type MenuKey = keyof typeof SER.menu;
type TitleKey = keyof typeof SER.titles;

/** A page entry of the menu and the route title it must land on. */
interface PageEntry {
  menu: MenuKey;
  title: TitleKey;
  url: RegExp;
}

const HOME: PageEntry = { menu: 'home', title: 'home', url: /\/$/ };
const PROFILE: PageEntry = { menu: 'profile', title: 'profile', url: /\/profile$/ };
const ARTICLES: PageEntry = { menu: 'articles', title: 'articles', url: /\/items$/ };
const SUPPLIERS: PageEntry = { menu: 'suppliers', title: 'suppliers', url: /\/suppliers$/ };

const ROLES: Array<{ who: string; email: string; pages: PageEntry[] }> = [
  { who: 'staff', email: ACCOUNTS.staff, pages: [HOME, PROFILE, ARTICLES, SUPPLIERS] },
  { who: 'a viewer (may not send)', email: ACCOUNTS.viewer, pages: [HOME, PROFILE, ARTICLES, SUPPLIERS] },
  {
    who: 'the venue admin',
    email: ACCOUNTS.admin,
    pages: [
      HOME,
      PROFILE,
      ARTICLES,
      SUPPLIERS,
      { menu: 'restaurant', title: 'adminRestaurant', url: /\/admin\/\d+\/restaurant$/ },
      { menu: 'stations', title: 'adminStations', url: /\/admin\/\d+\/stations$/ },
      { menu: 'newVenue', title: 'newVenue', url: /\/venues\/new$/ },
      { menu: 'users', title: 'adminUsers', url: /\/admin\/users$/ },
      { menu: 'reports', title: 'adminReports', url: /\/admin\/reports$/ },
    ],
  },
  {
    who: 'the super admin',
    email: ACCOUNTS.superadmin,
    pages: [
      { menu: 'restaurants', title: 'adminRestaurants', url: /\/admin\/restaurants$/ },
      { menu: 'users', title: 'adminUsers', url: /\/admin\/users$/ },
      { menu: 'catalogueSuppliers', title: 'adminSuppliers', url: /\/admin\/suppliers$/ },
      { menu: 'catalogueArticles', title: 'adminArticles', url: /\/admin\/articles$/ },
      { menu: 'mailbox', title: 'devMailbox', url: /\/dev\/mailbox$/ },
    ],
  },
];

const menu = (page: Page) => page.getByRole('navigation', { name: SER.shell.menu });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await expect(menu(page)).toBeVisible();
}

/** The screen shows a heading and content of its own, not a loader, an error or "not found". */
async function expectRealContent(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: SER.notFound.title })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: SER.shell.routeError.title })).toHaveCount(0);
  await expect
    .poll(async () => (await main.innerText()).replace(/\s+/g, ' ').trim().length, { timeout: 10_000 })
    .toBeGreaterThan(60);
}

for (const role of ROLES) {
  test(`${role.who} reaches every screen of the menu from /login`, async ({ page, context }) => {
    await login(page, role.email);

    for (const entry of role.pages) {
      await openMenu(page);
      await menu(page).getByRole('link', { name: SER.menu[entry.menu], exact: true }).click();
      await expect(page).toHaveURL(entry.url);
      await expect(page).toHaveTitle(`Nabavka – ${SER.titles[entry.title]}`);
      await expectRealContent(page);
    }

    // Help opens the help centre in a new tab.
    await openMenu(page);
    const [help] = await Promise.all([
      context.waitForEvent('page'),
      menu(page).getByRole('link', { name: SER.menu.help, exact: true }).click(),
    ]);
    await expect(help).toHaveURL(/\/help$/);
    await expect(help.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await help.close();

    // The terms of use open over the current screen.
    await openMenu(page);
    await menu(page).getByRole('button', { name: SER.menu.terms, exact: true }).click();
    const terms = page.getByRole('dialog', { name: HELP.terms.title });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: SER.common.close }).first().click();
    await expect(terms).toBeHidden();

    await openMenu(page);
    await menu(page).getByRole('link', { name: SER.menu.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test("the venue admin reaches the supplier links from their venue's page and a contact's link is there", async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  await openMenu(page);
  await menu(page).getByRole('link', { name: SER.menu.restaurant, exact: true }).click();
  await page.getByRole('link', { name: ADMIN.links.supplierLinks }).click();
  await expect(page).toHaveURL(/\/\d+\/supplier$/);
  await expect(page).toHaveTitle(`Nabavka – ${SER.titles.supplierLinks}`);
  await expect(page.getByRole('heading', { name: PORTAL.linksPage.title })).toBeVisible();
  // Every supplier contact of the demo venue is listed with its link, or the button that makes one.
  await expect(page.getByRole('region').first()).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: startsWith(PORTAL.standingLink.create) })
      .or(page.getByRole('textbox', { name: startsWith(PORTAL.standingLink.linkOf.split('{{')[0]!) }))
      .first(),
  ).toBeVisible();
});
