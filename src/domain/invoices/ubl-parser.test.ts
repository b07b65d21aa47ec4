import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/errors';
import { SEF_CUSTOMIZATION_ID, parseUblInvoice } from './ubl-parser';
import { DEMO } from '@/test/demo-context';

const files = import.meta.glob<string>('../../test/fixtures/invoices/*.xml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function fixture(name: string): string {
  const text = files[`../../test/fixtures/invoices/${name}`];
  if (text === undefined) throw new Error(`No fixture ${name}`);
  return text;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (text: string) => parseUblInvoice(bytes(text));

/** The code the parser refuses the file with. */
function refusal(text: string | Uint8Array): string {
  try {
    parseUblInvoice(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('The file was accepted');
}

describe('an SEF-profile invoice that names its order', () => {
  const { invoice, pdfs } = parse(fixture('sef-invoice-with-order.xml'));

  it('reads number, dates, currency, profile and the order reference', () => {
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      profile: 'SEF',
      customizationId: SEF_CUSTOMIZATION_ID,
      typeCode: '380',
      number: 'MZ-2026-0042',
      issueDate: '2026-11-20',
      dueDate: '2026-12-05',
      deliveryDate: '2026-11-19',
      currency: 'RSD',
      orderReference: 'BD-0042',
      billingReferences: [],
      notes: ['Isporuka po porudžbini BD-0042. Meso & prerađevine.'],
      sef: null,
    });
  });

  it("reads the seller: PIB without RS, registration number, address, bank account, e-mail; and the buyer's PIB", () => {
    expect(invoice.seller).toEqual({
      name: DEMO.suppliers.mesara,
      taxId: '104512378',
      taxIdIsPib: true,
      registrationNumber: '20145873',
      address: {
        street: 'Tržnica bb',
        additionalStreet: null,
        city: 'Zlatibor',
        postalCode: '31315',
        country: 'RS',
      },
      bankAccount: '160000000021458733',
      email: DEMO.contacts.mesaraProdaja.email,
    });
    expect(invoice.buyer).toEqual({ name: DEMO.venues.bistro, taxId: '100000016' });
  });

  it('reads lines in kilograms, litres and pieces with exact decimal text', () => {
    expect(invoice.lines).toEqual([
      {
        lineId: '1',
        sellerItemId: 'MZ-101',
        name: 'Juneći but',
        quantity: '10.500',
        unitCode: 'KGM',
        unit: 'KG',
        unitPrice: '1250.00',
        priceBaseQuantity: null,
        lineNetAmount: '13125.00',
        vatCategory: 'S',
        vatPercent: '20',
      },
      expect.objectContaining({
        name: 'Svinjski vrat u komadu',
        quantity: '4',
        unit: 'KG',
        unitPrice: '890.00',
      }),
      expect.objectContaining({
        name: 'Ulje suncokretovo',
        sellerItemId: null,
        unitCode: 'LTR',
        unit: 'Litar',
      }),
      expect.objectContaining({
        name: 'Kobasica domaća',
        quantity: '12',
        unitCode: 'H87',
        unit: 'KOM',
        unitPrice: '1500.00',
        priceBaseQuantity: '10',
        lineNetAmount: '1800.00',
      }),
    ]);
  });

  it('reads the totals as exact decimal text', () => {
    expect(invoice.totals).toEqual({
      lineNet: '19535.00',
      net: '19535.00',
      vat: '3907.00',
      gross: '23442.00',
      payable: '23442.00',
    });
  });

  it('keeps the embedded PDF: its decoded bytes and file name', () => {
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.filename).toBe('MZ-2026-0042.pdf');
    expect(new TextDecoder().decode(pdfs[0]!.bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder().decode(pdfs[0]!.bytes)).toContain('Faktura 2026-0042');
    expect(invoice.attachments).toEqual([{ filename: 'MZ-2026-0042.pdf', bytes: pdfs[0]!.bytes.byteLength }]);
  });
});

describe("SEF's download envelope around an invoice without an order reference", () => {
  const { invoice, pdfs } = parse(fixture('sef-envelope-no-order.xml'));

  it('reads the invoice inside, whatever its namespace prefixes', () => {
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      profile: 'SEF',
      number: 'MS-11-0917',
      orderReference: null,
      seller: { name: DEMO.suppliers.mlekara, taxId: '106882149', registrationNumber: '08012345' },
      totals: { net: '3440.00', vat: '344.00', payable: '3784.00' },
    });
    expect(invoice.lines.map((line) => [line.name, line.quantity, line.unit, line.sellerItemId])).toEqual([
      ['Mleko 2,8% 1 l', '20', 'Litar', '000451'],
      ['Sir mladi', '2', 'KG', null],
    ]);
  });

  it("keeps SEF's ids and sending day, and SEF's PDF of the invoice", () => {
    expect(invoice.sef).toEqual({ purchaseInvoiceId: '7104412', sendingDate: '2026-11-21' });
    expect(pdfs.map((pdf) => pdf.filename)).toEqual(['MS-11-0917-sef.pdf']);
  });
});

describe('a credit note', () => {
  const { invoice } = parse(fixture('sef-credit-note.xml'));

  it('is a CREDIT_NOTE with its credited lines, the invoice it corrects and its due date', () => {
    expect(invoice).toMatchObject({
      kind: 'CREDIT_NOTE',
      typeCode: '381',
      number: 'MZ-KO-2026-0007',
      dueDate: '2026-12-05',
      billingReferences: [{ number: 'MZ-2026-0042', issueDate: '2026-11-20' }],
      totals: { payable: '2250.00' },
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ name: 'Juneći but', quantity: '1.5', unit: 'KG', lineNetAmount: '1875.00' }),
    ]);
  });
});

describe('a foreign supplier in plain EN 16931', () => {
  const { invoice, pdfs } = parse(fixture('foreign-en16931.xml'));

  it("keeps the VAT id as written (spaces dropped), not a PIB, and the invoice's own currency", () => {
    expect(invoice).toMatchObject({
      profile: 'EN16931',
      number: 'RB-2026/1183',
      issueDate: '2026-11-18',
      currency: 'EUR',
      seller: {
        name: 'Röstwerk Hamburg GmbH',
        taxId: 'DE123456789',
        taxIdIsPib: false,
        registrationNumber: 'HRB 123456',
        address: { city: 'Hamburg', country: 'DE' },
        bankAccount: 'DE89370400440532013000',
      },
      buyer: { taxId: '100000016' },
      totals: { vat: '0.00', payable: '246.40' },
    });
    expect(invoice.lines[0]).toMatchObject({ unitCode: 'XBX', unit: '#', lineId: '10', vatCategory: 'G' });
    expect(pdfs).toEqual([]);
  });
});

describe('refused files', () => {
  it('an external entity (XXE): no DTD at all', () => {
    expect(refusal(fixture('xxe.xml'))).toBe('invoice_dtd_not_allowed');
  });

  it('"billion laughs": no entity declarations, so nothing is expanded', () => {
    const started = Date.now();
    expect(refusal(fixture('billion-laughs.xml'))).toBe('invoice_dtd_not_allowed');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('nesting deeper than any invoice', () => {
    expect(refusal(fixture('too-deep.xml'))).toBe('invoice_too_deep');
    const deeper = `<Invoice>${'<a>'.repeat(400_000)}${'</a>'.repeat(400_000)}</Invoice>`;
    expect(refusal(deeper)).toBe('invoice_too_deep');
  });

  it('more than 5 MB', () => {
    const huge = fixture('sef-invoice-with-order.xml').replace(
      '<cbc:Note>',
      `<cbc:Note>${'x'.repeat(5 * 1024 * 1024)}`,
    );
    expect(refusal(huge)).toBe('invoice_too_large');
  });

  it('XML that is not an invoice, and text that is not XML', () => {
    expect(refusal(fixture('not-an-invoice.xml'))).toBe('invoice_not_ubl');
    expect(refusal('<Invoice><ID>1</ID></Invoice>')).toBe('invoice_not_ubl');
    expect(refusal('%PDF-1.4 not xml')).toBe('invoice_malformed');
    expect(refusal('<Invoice><cbc:ID>1</Invoice>')).toBe('invoice_malformed');
    expect(refusal(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]))).toBe(
      'invoice_malformed',
    );
  });

  it('an unknown entity, a bare ampersand or a control character', () => {
    const base = fixture('sef-invoice-with-order.xml');
    expect(refusal(base.replace('Meso &amp;', 'Meso &nbsp;'))).toBe('invoice_malformed');
    expect(refusal(base.replace('Meso &amp;', 'Meso &'))).toBe('invoice_malformed');
    expect(refusal(base.replace('Meso &amp;', 'Meso &#0;'))).toBe('invoice_malformed');
    expect(refusal(base.replace('Meso &amp;', 'Meso &#x1;'))).toBe('invoice_malformed');
    expect(parse(base.replace('Meso &amp;', 'Meso &#x160;&#353;')).invoice.notes[0]).toContain('Meso Šš');
  });

  it('another profile than SEF or EN 16931', () => {
    const base = fixture('sef-invoice-with-order.xml');
    expect(refusal(base.replace(SEF_CUSTOMIZATION_ID, 'urn:oioubl:id:profileid-1.2'))).toBe(
      'invoice_unsupported_profile',
    );
    expect(refusal(base.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, ''))).toBe(
      'invoice_unsupported_profile',
    );
  });

  it("no seller's tax id", () => {
    const base = fixture('sef-invoice-with-order.xml');
    const withoutSellerIds = base
      .replace('<cbc:EndpointID schemeID="9948">104512378</cbc:EndpointID>', '')
      .replace('<cbc:CompanyID>RS104512378</cbc:CompanyID>', '');
    expect(refusal(withoutSellerIds)).toBe('invoice_missing_seller_tax_id');
  });

  it('a missing number, issue date, payable amount or lines', () => {
    const base = fixture('sef-invoice-with-order.xml');
    expect(refusal(base.replace('<cbc:ID>MZ-2026-0042</cbc:ID>', ''))).toBe('invoice_incomplete');
    expect(refusal(base.replace('<cbc:IssueDate>2026-11-20</cbc:IssueDate>', ''))).toBe('invoice_incomplete');
    expect(refusal(base.replace(/<cbc:PayableAmount[^>]*>[^<]*<\/cbc:PayableAmount>/, ''))).toBe(
      'invoice_incomplete',
    );
    expect(refusal(base.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, ''))).toBe(
      'invoice_incomplete',
    );
  });

  it('amounts and dates of the wrong form', () => {
    const base = fixture('sef-invoice-with-order.xml');
    expect(refusal(base.replace('>13125.00<', '>13.125,00<'))).toBe('invoice_malformed');
    expect(refusal(base.replace('>1250.00<', '>1e3<'))).toBe('invoice_malformed');
    expect(refusal(base.replace('2026-12-05', '2026-02-30'))).toBe('invoice_malformed');
  });

  it('skips an attachment that is not a PDF instead of refusing the invoice', () => {
    const base = fixture('sef-invoice-with-order.xml');
    const notPdf = base.replace(/(filename="MZ-2026-0042.pdf">)[^<]*/, `$1${btoa('<html>not a pdf</html>')}`);
    const { invoice, pdfs } = parse(notPdf);
    expect(pdfs).toEqual([]);
    expect(invoice.attachments).toEqual([]);
  });

  it('cleans the file name of an attachment', () => {
    const base = fixture('sef-invoice-with-order.xml');
    const { pdfs } = parse(base.replace('filename="MZ-2026-0042.pdf"', 'filename="../../etc/faktura"'));
    expect(pdfs[0]!.filename).toBe('faktura.pdf');
  });
});
