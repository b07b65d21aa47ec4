/**
 * The order most supplier journeys start with: in the wizard, with the delivery day picked, Mesara Zlatibor, the
 * given amounts, Milan Stojanović by WhatsApp, "Da, pošalji". The message the tap opened carries the supplier's link.
 */
import { expect, type Page } from '@playwright/test';

const amount = (page: Page, article: string) => page.getByRole('textbox', { name: `Količina: ${article}` });

export async function sendToMesaraByWhatsApp(page: Page, amounts: Record<string, string>): Promise<void> {
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mesara Zlatibor' }).click();
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  // The demo may already hold an order of Mesara for that day: this journey wants a new one.
  const offer = page.getByRole('dialog', { name: 'Već postoji porudžbina za ovaj dan' });
  await expect(amount(page, 'Pileći file').or(offer)).toBeVisible();
  if (await offer.isVisible())
    await offer.getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();
  for (const [article, value] of Object.entries(amounts)) await amount(page, article).fill(value);
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  // A tap faster than the lookup of that day's orders meets the offer here instead, now with a selection in hand.
  const contact = page.getByRole('combobox', { name: 'Kontakt kod dobavljača' });
  await expect(contact.or(offer)).toBeVisible();
  if (await offer.isVisible())
    await offer.getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();
  await contact.click();
  await page.getByRole('option', { name: /Milan Stojanović/ }).click();
  await page.getByRole('button', { name: 'WhatsApp', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Poslati porudžbinu?' })
    .getByRole('link', { name: 'Da, pošalji' })
    .click();
}
