/**
 * The supplier's page as a supplier gets it (docs/PRODUCT.md#supplier-link, #languages), on a 360 px phone: staff
 * sends an order of 1,5 KG by WhatsApp, the link at the end of the message opens without login, the amount reads
 * "1,5" in Serbian and "1.5" after switching to English, the delivery date is the app's styled calendar with the
 * past days disabled, and every control is at least 44x44 px.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, belgradeDay, captureOpenedLinks, login, openedLinks } from './support';
import { expectTapTargets } from './tap-targets';
import { test } from './fixtures';
import { sendToMesaraByWhatsApp } from './whatsapp-order';

async function sendOrderByWhatsApp(page: Page): Promise<string> {
  await captureOpenedLinks(page);
  await login(page, ACCOUNTS.staff);
  await page.getByRole('button', { name: 'Nova porudžbina: Kuhinja' }).click();
  await sendToMesaraByWhatsApp(page, { 'Pileći file': '1,5' });
  await expect(page.getByRole('dialog', { name: 'Porudžbina je poslata' })).toBeVisible();

  const links = await openedLinks(page);
  expect(links).toHaveLength(1);
  const text = decodeURIComponent(new URL(links[0]!).searchParams.get('text') ?? '');
  // The message itself is in the sender's (Serbian) format.
  expect(text).toContain('Pileći file – 1,5 KG');
  const supplierLink = /(https?:\/\/\S+\/o\/[\w-]+)\s*$/.exec(text)?.[1];
  expect(supplierLink, text).toBeTruthy();
  return new URL(supplierLink!).pathname;
}

test('the supplier page writes 1,5 in Serbian and 1.5 in English, with the styled date picker', async ({
  page,
  browser,
}) => {
  const path = await sendOrderByWhatsApp(page);

  const supplierContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    locale: 'sr-RS',
    timezoneId: 'Europe/Belgrade',
    reducedMotion: 'reduce',
  });
  const supplier = await supplierContext.newPage();
  await supplier.goto(path);
  await expect(supplier.getByRole('heading', { name: /^Porudžbina / })).toBeVisible();
  const products = supplier.getByRole('list', { name: 'Artikli' });
  await expect(products.getByRole('listitem').filter({ hasText: 'Pileći file' })).toContainText('1,5 KG');
  await expectTapTargets(supplier);

  // The calendar: the app's styled picker, yesterday disabled, tomorrow selectable.
  await supplier.getByRole('button', { name: 'Datum isporuke' }).click();
  const picker = supplier.getByRole('dialog', { name: 'Datum isporuke' });
  const yesterday = belgradeDay(-1);
  const today = belgradeDay(0);
  if (yesterday.iso.slice(0, 7) === today.iso.slice(0, 7)) {
    await expect(picker.getByRole('button', { name: yesterday.label, exact: true })).toBeDisabled();
  } else {
    await expect(picker.getByRole('button', { name: 'Prethodni mesec' })).toBeDisabled();
  }
  const tomorrow = belgradeDay(1);
  if (tomorrow.iso.slice(0, 7) !== today.iso.slice(0, 7))
    await picker.getByRole('button', { name: 'Sledeći mesec' }).click();
  const tomorrowButton = picker.getByRole('button', { name: tomorrow.label, exact: true });
  await expect(tomorrowButton).toBeEnabled();
  // Styled by @mantine/dates' sheet: a day is a 44 px square cell with rounded corners, not a bare browser button.
  const style = await tomorrowButton.evaluate((day) => {
    const computed = getComputedStyle(day);
    return { height: day.getBoundingClientRect().height, radius: computed.borderTopLeftRadius };
  });
  expect(style.height).toBeGreaterThanOrEqual(36);
  expect(style.radius).not.toBe('0px');
  await tomorrowButton.click();
  await expect(supplier.getByRole('button', { name: 'Datum isporuke' })).toHaveText(tomorrow.shown);

  // The same page in English.
  await supplier.getByRole('button', { name: 'English' }).click();
  await expect(supplier.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(
    supplier.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: 'Pileći file' }),
  ).toContainText('1.5 KG');
  await expect(supplier.getByRole('button', { name: 'Delivery date' })).toHaveText(tomorrow.shown);
  await supplierContext.close();
});
