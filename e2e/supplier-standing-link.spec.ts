/**
 * A supplier contact's standing link (docs/PRODUCT.md#standing-links) on a 360 px phone: the venue admin makes it
 * from the contact row on /suppliers; opened in a fresh browser without login it lists the orders sent to that
 * contact in the dashboard's tabs and opens one; revoking it from the contact row makes it dead (the neutral page).
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';

test('the admin makes a standing link for a contact; the supplier sees its orders in tabs until it is revoked', async ({
  page,
  browser,
}) => {
  await login(page, ACCOUNTS.admin);
  await page.goto('/suppliers');
  const row = page.getByTestId('supplier-row').filter({ hasText: 'Mesara Zlatibor' });
  await row.getByRole('button', { name: /^Kontakti: / }).click();
  const contacts = page.getByRole('dialog', { name: 'Kontakti: Mesara Zlatibor' });
  await contacts.getByRole('button', { name: 'Link za dobavljača: Milan Stojanović' }).click();
  await expect(page.getByText('Link je napravljen: pošaljite ga dobavljaču')).toBeVisible();
  const field = contacts.getByRole('textbox', { name: 'Link dobavljača: Milan Stojanović' });
  await expect(field).toHaveValue(/\/s\/[\w-]{24}$/);
  const link = await field.inputValue();
  await expectAccessible(page, contacts);

  // The supplier opens it on a phone, without login.
  const supplierContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'sr-RS',
  });
  const supplier = await supplierContext.newPage();
  await supplier.goto(new URL(link).pathname);
  await expect(supplier.getByRole('heading', { name: 'Porudžbine od Bistro Demo' })).toBeVisible();
  await expect(supplier.getByText('Milan Stojanović', { exact: false })).toBeVisible();
  for (const tab of ['Sve porudžbine', 'Pristigle', 'Potvrđene', 'Isporučene'])
    await expect(supplier.getByRole('tab', { name: tab })).toBeVisible();
  const firstOrder = supplier.getByRole('link', { name: /^Otvori porudžbinu / }).first();
  await expect(firstOrder).toBeVisible();
  await expect(firstOrder).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectAccessible(supplier);
  const number = (await firstOrder.getAttribute('aria-label'))!.replace('Otvori porudžbinu ', '');

  await supplier.getByRole('tab', { name: 'Isporučene' }).click();
  await expect(
    supplier.getByRole('cell').filter({ hasText: /^Pristigla$|^Potvrđena$|^Odbijena$/ }),
  ).toHaveCount(0);
  await supplier.getByRole('tab', { name: 'Sve porudžbine' }).click();
  await supplier.getByRole('link', { name: `Otvori porudžbinu ${number}` }).click();
  await expect(supplier.getByRole('heading', { name: `Porudžbina ${number}` })).toBeVisible();
  await expect(supplier).toHaveURL(/\/o\/[\w-]+$/);

  // The admin revokes it: the standing link opens nothing any more.
  await contacts.getByRole('button', { name: 'Opozovi', exact: true }).click();
  await contacts.getByRole('button', { name: 'Opozovi link' }).click();
  await expect(page.getByText('Link je opozvan')).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Link za dobavljača: Milan Stojanović' })).toBeVisible();
  await supplier.goto(new URL(link).pathname);
  await expect(supplier.getByRole('heading', { name: 'Link nije važeći' })).toBeVisible();
  await expect(supplier.getByRole('link', { name: /^Otvori porudžbinu / })).toHaveCount(0);
  await supplierContext.close();
});
