/**
 * How a journey moves through the app: by what a user taps (the profile menu, a station's card, a tab), never by
 * typing a URL (docs/ARCHITECTURE.md#tests: journeys start at /login or at a link a person receives).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Leaves the order wizard by its "Otkaži" (a saved order stays as it was; a new one's entry is dropped), as a user
 * does to get back to the menu: the wizard shows no menu.
 */
export async function leaveWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Otkaži', exact: true }).click();
  // Asked only when something would be lost.
  const confirm = page.getByRole('button', { name: 'Da, otkaži' });
  const menu = page.getByRole('button', { name: 'Otvori meni' });
  await expect(confirm.or(menu)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(menu).toBeVisible();
}

/** Opens a screen from the profile menu by its label ("Artikli", "Izveštaji", …). */
export async function fromMenu(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Glavni meni' });
  // A tap while the page is still starting up can be lost: tap again until the menu is open.
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Otvori meni' }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await menu.getByRole('link', { name: label, exact: true }).click();
}

export type OrdersTab = 'U pripremi' | 'Očekivane' | 'Isporučene';

/** A station's current orders on one tab, from the home screen's station card (the menu's "Početna" first). */
export async function openStationOrders(page: Page, station: string, tab: OrdersTab): Promise<void> {
  const card = page.getByRole('link', { name: `Porudžbine: ${station}` });
  if (!(await card.isVisible())) await fromMenu(page, 'Početna');
  await card.click();
  const tabButton = page.getByRole('tab', { name: tab });
  await tabButton.click();
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
}

/** The order wizard of a station, from the home screen's "Nova porudžbina" button of that station. */
export async function startNewOrder(page: Page, station: string): Promise<void> {
  const button = page.getByRole('button', { name: `Nova porudžbina: ${station}` });
  if (!(await button.isVisible())) await fromMenu(page, 'Početna');
  await button.click();
  await expect(page).toHaveURL(/\/\d+\/new-order(\?step=\d)?$/);
}

/**
 * From the wizard's preview: the contact at the supplier, SMS, "yes, send" and "done", as a person sends an order.
 * The SMS link is caught by the journey (captureOpenedLinks); the order is sent when "Porudžbina je poslata." shows.
 */
export async function sendBySms(page: Page, contact: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: 'Kontakt kod dobavljača' }).click();
  await page.getByRole('option', { name: contact }).click();
  await page.getByRole('button', { name: 'SMS' }).click();
  await page
    .getByRole('dialog', { name: 'Poslati porudžbinu?' })
    .getByRole('link', { name: 'Da, pošalji' })
    .click();
  await page
    .getByRole('dialog', { name: 'Porudžbina je poslata' })
    .getByRole('button', { name: 'Gotovo' })
    .click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
}

const mergeOffer = (page: Page) => page.getByRole('dialog', { name: 'Već postoji porudžbina za ovaj dan' });

/**
 * The wizard's "Nastavi" up to `next`; an order of the same supplier and day (the demo's, or a retry's) is left
 * alone: the journey makes a new one.
 */
export async function continueTo(page: Page, next: Locator): Promise<void> {
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await expect(next.or(mergeOffer(page))).toBeVisible();
  if (await mergeOffer(page).isVisible()) {
    await mergeOffer(page).getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();
  }
  await expect(next).toBeVisible();
}
