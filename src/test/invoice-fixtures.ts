/** The sample e-invoices of src/test/fixtures/invoices, for server tests: as text, and with a number of one's own. */
import { randomBytes } from 'node:crypto';
import { pibCheckDigit } from '@/domain/shared/pib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('./fixtures/invoices/', import.meta.url));

export type InvoiceFixture =
  | 'sef-invoice-with-order.xml'
  | 'sef-envelope-no-order.xml'
  | 'sef-credit-note.xml'
  | 'foreign-en16931.xml'
  | 'xxe.xml'
  | 'billion-laughs.xml'
  | 'too-deep.xml'
  | 'not-an-invoice.xml';

export function invoiceFixture(name: InvoiceFixture): string {
  return readFileSync(`${folder}${name}`, 'utf8');
}

/** Mesara Zlatibor's sample invoice (SEF profile, an order reference, a PDF inside) under a new invoice number. */
export function uniqueSefInvoice(): { xml: string; number: string } {
  const number = `MZ-${randomBytes(4).toString('hex').toUpperCase()}`;
  return { xml: invoiceFixture('sef-invoice-with-order.xml').replaceAll('MZ-2026-0042', number), number };
}

/** A valid PIB no demo supplier has (random first eight digits and their check digit). */
export function freshPib(): string {
  const firstEight = String(10_000_000 + (randomBytes(4).readUInt32BE() % 89_999_999));
  return `${firstEight}${pibCheckDigit(firstEight)}`;
}

/** Mesara Zlatibor's sample invoice sent by a seller Nabavka does not know (its own name and PIB). */
export function unknownSellerInvoice(name: string, pib: string = freshPib()): string {
  return uniqueSefInvoice()
    .xml.replaceAll('104512378', pib)
    .replaceAll('Mesara Zlatibor', name)
    .replaceAll('mesara-zlatibor', 'nepoznat');
}
