/**
 * The invoices journey in real Chromium at 360 px on the demo database: the venue admin opens Invoices from the menu,
 * uploads a sample SEF e-invoice, finds it on the dashboard among those waiting for a decision, opens it, rejects it
 * with a comment (a rejection without one is refused on the spot) and sees it rejected in the list; and an invoice
 * for a received order that bills more than was received shows the difference line by line and is rejected with
 * the comment Nabavka wrote from it, after opening the order's credit request from it. axe on every screen visited.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type InvoicesCatalogue from '../src/web/features/invoices/locales/ser.json';
import type ShellCatalogue from '../src/web/i18n/ser.json';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const SER = read<typeof ShellCatalogue>('i18n/ser');
const INVOICES = read<typeof InvoicesCatalogue>('features/invoices/locales/ser');
const SAMPLE = fileURLToPath(
  new URL('../src/test/fixtures/invoices/sef-invoice-with-order.xml', import.meta.url),
);

async function openMenuEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: SER.shell.openMenu }).click();
  await page.getByRole('navigation', { name: SER.shell.menu }).getByRole('link', { name: label }).click();
}

test('the admin uploads an e-invoice, opens it, rejects it with a comment and sees it rejected', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  await openMenuEntry(page, SER.menu.invoices);
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: INVOICES.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: INVOICES.sef.title })).toBeVisible();
  await expectAccessible(page);

  await page.locator('input[type="file"]').setInputFiles(SAMPLE);
  const open = page.getByRole('link', { name: `${INVOICES.upload.open} sef-invoice-with-order.xml` });
  await expect(open).toBeVisible();
  const box = await open.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  // The dashboard lists it as waiting for a decision, and opens it.
  await openMenuEntry(page, SER.menu.home);
  const waiting = page.getByRole('region', { name: INVOICES.dashboard.title });
  const waitingInvoice = waiting.getByRole('link', { name: /MZ-2026-0042/ });
  await expect(waitingInvoice).toBeVisible();
  await expectAccessible(page);
  await waitingInvoice.click();

  await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
  await expect(page.getByText('MZ-2026-0042', { exact: true })).toBeVisible();
  await expect(page.getByText('BD-0042', { exact: true })).toBeVisible();
  await expect(page.getByText(INVOICES.state.waiting)).toBeVisible();
  // Mesara Zlatibor is the venue's supplier: the invoice is matched to it, and orders can be added.
  await expect(page.getByRole('heading', { name: INVOICES.matching.title })).toBeVisible();
  await expect(page.getByText(INVOICES.matching.supplierUnknown)).toHaveCount(0);
  const addOrder = page.getByRole('button', { name: INVOICES.matching.addOrder });
  expect((await addOrder.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The PDF embedded in the XML opens in a new tab.
  const pdf = page.getByRole('button', { name: new RegExp(`^${INVOICES.detail.openPdf}`) });
  await expect(pdf).toBeEnabled();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pdf.click()]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expectAccessible(page);

  const reject = page.getByRole('button', { name: INVOICES.decision.reject });
  await reject.click();
  await expect(page.getByText(INVOICES.decision.commentRequired)).toBeVisible();
  await page.getByRole('textbox', { name: INVOICES.decision.comment }).fill('Cena mesa nije dogovorena');
  await reject.click();
  await expect(page.getByText(/^Odbio\/la /)).toBeVisible();
  await expect(page.getByText(INVOICES.decision.sef.MANUAL)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: INVOICES.detail.back }).click();
  const row = page
    .getByRole('list', { name: INVOICES.list.label })
    .getByRole('listitem')
    .filter({ hasText: 'MZ-2026-0042' });
  await expect(row.getByText(INVOICES.state.rejected)).toBeVisible();
  const rowBox = await row.getByRole('link').boundingBox();
  expect(rowBox?.height).toBeGreaterThanOrEqual(44);
});

/**
 * Mesara Zlatibor's sample invoice for Kuhinja's received demo order of 58 days ago (found by its delivery day):
 * 6 kg of "Juneći but bez kosti" where 5 were received, and the 10 kg of "Pileći file" as received.
 */
function invoiceForReceivedOrder(number: string): string {
  const delivered = new Date(Date.now() - 58 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const xml = readFileSync(SAMPLE, 'utf8')
    .replaceAll('MZ-2026-0042', number)
    .replace('<cbc:ID>BD-0042</cbc:ID>', '<cbc:ID>BEZ-BROJA</cbc:ID>')
    .replace('<cbc:ActualDeliveryDate>2026-11-19', `<cbc:ActualDeliveryDate>${delivered}`)
    .replace('>10.500</cbc:InvoicedQuantity>', '>6</cbc:InvoicedQuantity>')
    .replace('>13125.00</cbc:LineExtensionAmount>', '>7500.00</cbc:LineExtensionAmount>')
    .replace('<cbc:Name>Juneći but</cbc:Name>', '<cbc:Name>Juneći but bez kosti</cbc:Name>')
    .replace('>4</cbc:InvoicedQuantity>', '>10</cbc:InvoicedQuantity>')
    .replace('>3560.00</cbc:LineExtensionAmount>', '>8900.00</cbc:LineExtensionAmount>')
    .replace('<cbc:Name>Svinjski vrat u komadu</cbc:Name>', '<cbc:Name>Pileći file</cbc:Name>');
  // Only the two lines of the order stay.
  const lines = xml.split('<cac:InvoiceLine>');
  return `${lines.slice(0, 3).join('<cac:InvoiceLine>')}${lines[lines.length - 1]!.slice(
    lines[lines.length - 1]!.indexOf('</cac:InvoiceLine>') + '</cac:InvoiceLine>'.length,
  )}`;
}

test('an invoice that bills more than was received shows the difference and is rejected with the comment it wrote', async ({
  page,
}, testInfo) => {
  const number = `MZ-E2E-${Date.now().toString(36).toUpperCase()}`;
  const file = testInfo.outputPath(`${number}.xml`);
  writeFileSync(file, invoiceForReceivedOrder(number));

  await login(page, ACCOUNTS.admin);
  await openMenuEntry(page, SER.menu.invoices);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('link', { name: `${INVOICES.upload.open} ${number}.xml` }).click();

  await expect(page.getByText(number, { exact: true })).toBeVisible();
  // The summary and the line that differs, with its value: 1 kg more at 1.250,00 RSD.
  await expect(page.getByText('Razlika 1.250,00 RSD', { exact: true })).toBeVisible();
  const meat = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Juneći but bez kosti', { exact: true }) });
  await expect(meat.getByText('6 KG')).toBeVisible();
  await expect(meat.getByText('5 KG')).toBeVisible();
  await expect(meat.getByText(INVOICES.detail.line.received)).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'Stavka porudžbine za Juneći but bez kosti' });
  await expect(choice).toBeVisible();
  expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('invoice-lines-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('invoice-lines-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  // More invoiced than received: the order's credit request is one tap away (the credits area's own panel).
  await page.getByRole('button', { name: INVOICES.credit.request }).click();
  const credit = page.getByRole('dialog', { name: /^Knjižno odobrenje za porudžbinu / });
  await expect(credit.getByText(/duguje/).first()).toBeVisible();
  await expectAccessible(page);
  await credit.getByRole('button', { name: SER.common.close }).click();
  await expect(credit).toHaveCount(0);

  const comment = page.getByRole('textbox', { name: INVOICES.decision.comment });
  const sentence = 'Juneći but bez kosti: fakturisano 6 KG, očekivano 5 KG (razlika 1.250,00 RSD).';
  await expect(comment).toHaveValue(sentence);
  await page.getByRole('button', { name: INVOICES.decision.reject }).click();
  await expect(page.getByText(/^Odbio\/la /)).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: INVOICES.detail.back }).click();
  const row = page
    .getByRole('list', { name: INVOICES.list.label })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(row.getByText(INVOICES.state.rejected)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-list-360.png'), fullPage: true });
});
