/**
 * The super admin's catalogue articles and venue cards (docs/PRODUCT.md#admin-restaurants) on a 360 px phone: an
 * article of a fresh catalogue supplier is added, found, edited and deleted on /admin/articles; on a venue's page the
 * users card verifies a person asking to join it for that venue, and the stations card creates and deletes a station.
 * Each journey leaves the demo venues' data as other spec files expect it (a fresh supplier, the station deleted
 * again).
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, createVerifiedAccount, expectAccessible, login, uniqueEmail } from './support';
import { test } from './fixtures';
import { fromMenu } from './navigation';

/** The venue id of a demo admin's venue, from their login answer. */
async function venueOf(page: Page, email: string): Promise<number> {
  const response = await page.request.post('/api/login', {
    data: { username: email, password: 'Demo_1234' },
  });
  return ((await response.json()) as { user: { venue: { id: number } } }).user.venue.id;
}

test('the super admin adds, finds, edits and deletes a catalogue article', async ({ page }) => {
  const supplier = `E2E katalog ${Date.now().toString(36)}`;
  // Categories are shared by the whole catalogue and matched without case: a name of its own, whatever ran before.
  const group = `E2E Grupa ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/admin/supplier', {
    headers: { authorization: `Bearer ${await apiLogin(page.request, ACCOUNTS.superadmin)}` },
    data: { name: supplier },
  });
  expect(made.status(), await made.text()).toBe(201);

  await login(page, ACCOUNTS.superadmin);
  await fromMenu(page, 'Artikli kataloga');
  await expect(page.getByRole('heading', { level: 1, name: 'Artikli kataloga' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: supplier }).click();
  await expect(page.getByText('Nema artikala za ovu pretragu.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj artikal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novi artikal kataloga' });
  await dialog.getByRole('textbox', { name: 'Naziv', exact: true }).fill('E2E Paradajz');
  await dialog.getByLabel('Grupa').fill(group);
  await expectAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Artikal je dodat.')).toBeVisible();
  await expect(page.getByText('E2E Paradajz', { exact: true })).toBeVisible();
  // The card's group line (the category filter's closed list holds the name too).
  await expect(page.getByRole('paragraph').filter({ hasText: new RegExp(`^${group}$`) })).toBeVisible();

  // The debounced search narrows the list.
  await page.getByRole('textbox', { name: 'Pretraga' }).fill('nema-takvog');
  await expect(page.getByText('Nema artikala za ovu pretragu.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Pretraga' }).fill('paradajz');
  await expect(page.getByText('E2E Paradajz', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Izmeni E2E Paradajz' }).click();
  const edit = page.getByRole('dialog', { name: 'Izmena artikla kataloga' });
  await edit.getByRole('textbox', { name: 'Naziv', exact: true }).fill('E2E Paradajz čeri');
  await edit.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('E2E Paradajz čeri', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Obriši E2E Paradajz čeri' }).click();
  const confirm = page.getByRole('dialog', { name: 'Brisanje artikla' });
  await expectAccessible(page, confirm);
  await confirm.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Artikal je obrisan.')).toBeVisible();
  await expect(page.getByText('Nema artikala za ovu pretragu.')).toBeVisible();

  // The same supplier's contacts on /admin/suppliers: add one and see it in the preview.
  await page.goto('/admin/suppliers');
  await page.getByRole('button', { name: `Kontakti: ${supplier}` }).click();
  const contacts = page.getByRole('dialog', { name: `Kontakti: ${supplier}` });
  await expect(contacts.getByText('Još nema kontakata.')).toBeVisible();
  await contacts.getByRole('textbox', { name: 'Ime kontakta' }).fill('Marko Prodaja');
  await contacts.getByRole('textbox', { name: 'Telefon' }).fill('+381641234567');
  await contacts.getByRole('button', { name: 'Dodaj kontakt' }).click();
  await expect(page.getByText('Kontakt je dodat')).toBeVisible();
  await expect(contacts.getByText('Marko Prodaja')).toBeVisible();
  await expect(contacts.getByRole('link', { name: '+381641234567' })).toBeVisible();
  await expectAccessible(page, contacts);
});

test('the users card verifies a person for the venue; the stations card creates and deletes a station', async ({
  page,
}) => {
  const email = uniqueEmail('verify-venue');
  const name = `Vera Verifikacija ${Date.now() % 100000}`;
  await createVerifiedAccount(page, { email, name });
  const bistro = await venueOf(page, ACCOUNTS.admin);
  const asked = await page.request.post(`/api/venue/requestAccess/${bistro}`, {
    headers: { authorization: `Bearer ${await apiLogin(page.request, email)}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await login(page, ACCOUNTS.superadmin);
  await page.goto(`/admin/${bistro}/restaurant`);
  const users = page.getByRole('region', { name: 'Korisnici', exact: true });
  const person = users.getByRole('article', { name });
  await expect(person.getByText('Traži pristup')).toBeVisible();
  await person.getByRole('button', { name: 'Verifikuj za ovaj objekat' }).click();
  await expect(page.getByText('Korisnik je verifikovan za ovaj objekat.')).toBeVisible();
  await expect(person.getByText('Korisnik', { exact: true })).toBeVisible();
  await expect(person.getByText('Verifikovan', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Istorija' }).getByText('Korisnik verifikovan').first(),
  ).toBeVisible();
  await expectAccessible(page);

  // Kafana Druga (BASIC, one station) has room for one more.
  const kafana = await venueOf(page, ACCOUNTS.admin2);
  await page.goto(`/admin/${kafana}/restaurant`);
  const stations = page.getByRole('region', { name: 'Sektori', exact: true });
  await stations.getByRole('textbox', { name: 'Novi sektor' }).fill('E2E Bašta');
  await stations.getByRole('button', { name: 'Napravi' }).click();
  await expect(page.getByText('Sektor E2E Bašta je napravljen.')).toBeVisible();
  await expect(stations.getByText('E2E Bašta', { exact: true })).toBeVisible();
  await stations.getByRole('button', { name: 'Obriši E2E Bašta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Brisanje sektora' });
  await confirm.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Sektor E2E Bašta je obrisan.')).toBeVisible();
  await expect(stations.getByText('E2E Bašta', { exact: true })).toHaveCount(0);
});
