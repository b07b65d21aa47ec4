/**
 * Super admin and plans (docs/PRODUCT.md#plan-change) on a 360 px phone: the super admin moves Kafana Druga from
 * BASIC to PRO and its admin can then pick WhatsApp; the trial-ended admin of Probni Restoran meets the blocking
 * dialog, asks for PRO, and the super admin sees the inquiry on the venue's page; disabling a venue logs its people
 * out with the notice. Every journey puts what it changed back, so the other spec files find the demo venues as
 * seeded.
 */
import { type Browser, expect, type Page } from '@playwright/test';
import { ACCOUNTS, login } from './support';
import { pickDay } from './date-picker';
import { test } from './fixtures';
import { startNewOrder } from './navigation';

/** The venue page of a venue, opened from the super admin's list (a card per venue on a phone). */
async function openVenue(page: Page, name: string) {
  await page.goto('/admin/restaurants');
  await page.getByRole('link', { name: `Otvori ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function setPlan(page: Page, plan: 'BASIC' | 'PRO') {
  const card = page.getByRole('region', { name: 'Paket' });
  await card.getByRole('button', { name: 'Promeni paket' }).click();
  await card.getByText(plan, { exact: true }).click();
  await card.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(card.getByRole('button', { name: 'Promeni paket' })).toBeVisible();
  await expect(card.getByText(plan, { exact: true })).toBeVisible();
}

async function asUser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email);
  return page;
}

test('the super admin switches Kafana Druga to PRO and its admin can pick WhatsApp', async ({
  page,
  browser,
}) => {
  await login(page, ACCOUNTS.superadmin);
  await openVenue(page, 'Kafana Druga');
  await setPlan(page, 'PRO');
  // The change is in the venue's history.
  await expect(
    page.getByRole('region', { name: 'Istorija' }).getByText('Promenjen paket').first(),
  ).toBeVisible();

  const admin = await asUser(browser, ACCOUNTS.admin2);
  await startNewOrder(admin, 'Kuhinja');
  // A delivery day a week ahead.
  await pickDay(admin, 7);
  await admin.getByRole('combobox', { name: 'Dobavljač' }).click();
  await admin.getByRole('option', { name: 'Kafana Nabavka d.o.o.' }).click();
  await admin.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Količina: Ćevapi' }).fill('5');
  await admin.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await expect(admin.getByRole('region', { name: 'Tekst porudžbine' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Kontakt kod dobavljača' }).click();
  await admin.getByRole('option', { name: /Zoran Nikolić/ }).click();
  await expect(admin.getByRole('button', { name: 'WhatsApp', exact: true })).toBeEnabled();
  await expect(admin.getByText('WhatsApp i Viber su dostupni u PRO paketu.')).toHaveCount(0);

  // Back to the seed's plan for the other journeys.
  await setPlan(page, 'BASIC');
});

test('the trial-ended admin asks for PRO from the blocking dialog and the super admin sees it', async ({
  page,
  browser,
}) => {
  await login(page, ACCOUNTS.admin3);
  const dialog = page.getByRole('dialog', { name: 'Probni period je istekao' });
  await expect(dialog).toBeVisible();
  // Nothing closes it: Escape leaves it open, and other pages lead back to the dashboard.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  // Each plan shows its monthly price, and the prices page is a link away (docs/PRODUCT.md#plan-prices).
  await expect(dialog.getByText('5.990,00 RSD mesečno')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Cene i šta paketi uključuju' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  await dialog.getByRole('radio', { name: /^PRO/ }).check();
  await dialog.getByRole('button', { name: 'Pošalji zahtev' }).click();
  await expect(dialog.getByText('Zahtev je poslat')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pošalji zahtev' })).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Odjavi se' })).toBeVisible();

  const superAdmin = await asUser(browser, ACCOUNTS.superadmin);
  // The super admin's venues screen holds the plan prices.
  await superAdmin.goto('/admin/restaurants');
  await expect(superAdmin.getByRole('textbox', { name: 'BASIC (RSD mesečno)' })).toHaveValue('2990,00');
  await openVenue(superAdmin, 'Probni Restoran');
  const inquiries = superAdmin.getByRole('region', { name: 'Zahtevi za paket' });
  await expect(inquiries.getByText('PRO', { exact: true }).first()).toBeVisible();
  await expect(inquiries.getByText('Čeka').first()).toBeVisible();
  await expect(inquiries.getByText(/admin3@nabavka\.test/).first()).toBeVisible();
});

test('disabling a venue logs its people out with the notice; enabling lets them back', async ({
  page,
  browser,
}) => {
  const admin = await asUser(browser, ACCOUNTS.admin3);
  await login(page, ACCOUNTS.superadmin);
  await openVenue(page, 'Probni Restoran');
  const status = page.getByRole('region', { name: 'Status objekta' });
  await status.getByRole('button', { name: 'Deaktiviraj' }).click();
  await page
    .getByRole('dialog', { name: 'Deaktivirati objekat?' })
    .getByRole('button', { name: 'Deaktiviraj' })
    .click();
  await expect(status.getByText('Deaktiviran', { exact: true })).toBeVisible();

  await admin.reload();
  await expect(admin).toHaveURL(/\/login$/);
  await expect(admin.getByText('Ovaj objekat je deaktiviran, obratite se adminu.')).toBeVisible();

  await status.getByRole('button', { name: 'Aktiviraj' }).click();
  await page
    .getByRole('dialog', { name: 'Aktivirati objekat?' })
    .getByRole('button', { name: 'Aktiviraj' })
    .click();
  await expect(status.getByText('Aktivan', { exact: true })).toBeVisible();
  await login(admin, ACCOUNTS.admin3);
  await expect(admin.getByRole('dialog', { name: 'Probni period je istekao' })).toBeVisible();
});
