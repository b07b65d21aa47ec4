/**
 * E-invoice XML (UBL 2.1 Invoice and CreditNote) as a ParsedInvoice: the Serbian SEF profile of EN 16931, plain
 * EN 16931 (foreign suppliers, Peppol and national profiles built on it) and SEF's download envelope
 * (env:DocumentEnvelope, whose header carries SEF's own PDF of the invoice). The file is read by safe-xml.ts; a
 * file that is not such an invoice is refused with the code naming why (src/domain/errors.ts `invoice_*`).
 */
import { AppError, type ErrorCode } from '@/domain/errors';
import { isValidPib, normalizePib } from '@/domain/shared/pib';
import {
  type EmbeddedPdf,
  type InvoiceAddress,
  type InvoiceLine,
  type ParsedInvoice,
  type ParsedInvoiceFile,
  ParsedInvoiceSchema,
} from './parsed-invoice';
import { attribute, child, children, namespaceOf, readXmlSafely, textAt, type XmlElement } from './safe-xml';
import { unitOfUneceCode } from './ubl-units';

const UBL_NAMESPACE = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;
const SEF_ENVELOPE_NAMESPACE = 'urn:eFaktura:MinFinrs:envelop:schema';

/** The SEF profile as SEF writes it today; earlier years' srbdt versions are read the same way. */
export const SEF_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.rs:srbdt:2022#conformant#urn:mfin.gov.rs:srbdtext:2022';
const EN16931 = 'urn:cen.eu:en16931:2017';

function refuse(code: ErrorCode, message: string): never {
  throw new AppError(code, message);
}

function profileOf(customizationId: string | null): ParsedInvoice['profile'] {
  if (customizationId === null) refuse('invoice_unsupported_profile', 'The invoice has no CustomizationID');
  if (customizationId.startsWith(`${EN16931}#compliant#urn:mfin.gov.rs:srbdt:`)) return 'SEF';
  if (customizationId === EN16931 || customizationId.startsWith(`${EN16931}#`)) return 'EN16931';
  return refuse(
    'invoice_unsupported_profile',
    `Unsupported CustomizationID ${customizationId.slice(0, 200)}`,
  );
}

function decimal(text: string | null, what: string): string | null {
  if (text === null) return null;
  const value = text.replace(/^\+/, '');
  if (!/^-?\d{1,15}(\.\d{1,8})?$/.test(value))
    refuse('invoice_malformed', `${what} is not a decimal: ${text.slice(0, 40)}`);
  return value;
}

function required<T>(value: T | null, what: string): T {
  if (value === null) refuse('invoice_incomplete', `The invoice has no ${what}`);
  return value;
}

/** A date of the invoice (xsd:date, a time zone suffix ignored); a real calendar day or refused. */
function isoDate(text: string | null, what: string): string | null {
  if (text === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== match[0]) {
    refuse('invoice_malformed', `${what} is not a date: ${text.slice(0, 40)}`);
  }
  return match[0];
}

/** "RS101134702" -> "101134702"; a foreign VAT id as written, without spaces. */
function taxIdOf(text: string | null): string | null {
  if (text === null) return null;
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return null;
  return /^rs/i.test(compact) ? normalizePib(compact) : compact.slice(0, 40);
}

/** A party's tax id: its VAT registration, else (SEF) the electronic address with scheme 9948, the PIB. */
function partyTaxId(party: XmlElement | undefined): string | null {
  const vat = children(party, 'PartyTaxScheme').find((scheme) => {
    const id = textAt(scheme, 'TaxScheme', 'ID');
    return id === null || id.toUpperCase() === 'VAT';
  });
  const endpoint = child(party, 'EndpointID');
  const fromEndpoint = attribute(endpoint, 'schemeID') === '9948' ? textAt(party, 'EndpointID') : null;
  return taxIdOf(textAt(vat, 'CompanyID') ?? fromEndpoint);
}

function addressOf(postal: XmlElement | undefined): InvoiceAddress {
  return {
    street: textAt(postal, 'StreetName'),
    additionalStreet: textAt(postal, 'AdditionalStreetName'),
    city: textAt(postal, 'CityName'),
    postalCode: textAt(postal, 'PostalZone'),
    country: textAt(postal, 'Country', 'IdentificationCode'),
  };
}

function lineOf(line: XmlElement, index: number, quantityName: string): InvoiceLine {
  const quantity = child(line, quantityName);
  const unitCode = attribute(quantity, 'unitCode');
  const item = child(line, 'Item');
  const tax = child(item, 'ClassifiedTaxCategory');
  const what = `Line ${index + 1}`;
  return {
    lineId: textAt(line, 'ID') ?? String(index + 1),
    sellerItemId: textAt(item, 'SellersItemIdentification', 'ID'),
    name: required(textAt(item, 'Name'), `name of line ${index + 1}`),
    quantity: required(
      decimal(textAt(line, quantityName), `${what}'s quantity`),
      `quantity of line ${index + 1}`,
    ),
    unitCode,
    unit: unitOfUneceCode(unitCode),
    unitPrice: decimal(textAt(line, 'Price', 'PriceAmount'), `${what}'s price`),
    priceBaseQuantity: decimal(textAt(line, 'Price', 'BaseQuantity'), `${what}'s base quantity`),
    lineNetAmount: required(
      decimal(textAt(line, 'LineExtensionAmount'), `${what}'s amount`),
      `net amount of line ${index + 1}`,
    ),
    vatCategory: textAt(tax, 'ID'),
    vatPercent: decimal(textAt(tax, 'Percent'), `${what}'s VAT rate`),
  };
}

/** The file name of an attachment as a plain name: no folders, no control characters, ending in .pdf. */
function pdfName(given: string | null, fallback: string): string {
  const base = (given ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 150);
  const name = base === '' ? fallback : base;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Base64 content that decodes to a PDF (it starts with %PDF-), or null: a broken attachment is skipped. */
function pdfBytes(base64: string | null): Uint8Array | null {
  if (base64 === null) return null;
  const compact = base64.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  const binary = atob(compact);
  if (!binary.startsWith('%PDF-')) return null;
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function embeddedPdfs(
  document: XmlElement,
  envelopeHeader: XmlElement | undefined,
  number: string,
): EmbeddedPdf[] {
  const pdfs: EmbeddedPdf[] = [];
  const safeNumber = number.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 60);
  for (const reference of children(document, 'AdditionalDocumentReference')) {
    const object = child(reference, 'Attachment', 'EmbeddedDocumentBinaryObject');
    if ((attribute(object, 'mimeCode') ?? '').toLowerCase() !== 'application/pdf') continue;
    const bytes = pdfBytes(textAt(reference, 'Attachment', 'EmbeddedDocumentBinaryObject'));
    const fallback = `${safeNumber}-${pdfs.length + 1}`;
    if (bytes) pdfs.push({ filename: pdfName(attribute(object, 'filename'), fallback), bytes });
  }
  // SEF's own rendering of the invoice, in the header of its download envelope.
  const sefPdf = pdfBytes(textAt(envelopeHeader, 'DocumentPdf'));
  if (sefPdf) pdfs.push({ filename: pdfName(null, `${safeNumber}-sef`), bytes: sefPdf });
  return pdfs;
}

/** The Invoice or CreditNote of the file: the root, or the body of SEF's envelope. */
function invoiceElement(root: XmlElement, rootName: string) {
  if (rootName === 'DocumentEnvelope' && namespaceOf(root) === SEF_ENVELOPE_NAMESPACE) {
    const body = child(root, 'DocumentBody');
    for (const name of ['Invoice', 'CreditNote'] as const) {
      const element = child(body, name);
      if (element && namespaceOf(element, [body!, root]) === UBL_NAMESPACE[name]) {
        return { element, name, header: child(root, 'DocumentHeader') };
      }
    }
    return refuse('invoice_not_ubl', 'The SEF envelope holds no UBL Invoice or CreditNote');
  }
  if (
    (rootName === 'Invoice' || rootName === 'CreditNote') &&
    namespaceOf(root) === UBL_NAMESPACE[rootName]
  ) {
    return { element: root, name: rootName, header: undefined };
  }
  return refuse(
    'invoice_not_ubl',
    `The document is ${rootName.slice(0, 60)}, not a UBL 2.1 Invoice or CreditNote`,
  );
}

/** Parses an e-invoice file, or throws AppError with an `invoice_*` code (400) saying what is wrong with it. */
export function parseUblInvoice(bytes: Uint8Array): ParsedInvoiceFile {
  const xml = readXmlSafely(bytes);
  const { element: doc, name, header } = invoiceElement(xml.root, xml.rootName);
  const kind = name === 'Invoice' ? 'INVOICE' : 'CREDIT_NOTE';
  const customizationId = textAt(doc, 'CustomizationID');
  const profile = profileOf(customizationId);

  const sellerParty = child(doc, 'AccountingSupplierParty', 'Party');
  const sellerName =
    textAt(sellerParty, 'PartyName', 'Name') ?? textAt(sellerParty, 'PartyLegalEntity', 'RegistrationName');
  const sellerTaxId = partyTaxId(sellerParty);
  if (sellerTaxId === null)
    refuse('invoice_missing_seller_tax_id', "The invoice does not give the seller's tax id");
  const buyerParty = child(doc, 'AccountingCustomerParty', 'Party');
  const number = required(textAt(doc, 'ID'), 'number (cbc:ID)');
  const currency = required(textAt(doc, 'DocumentCurrencyCode'), 'currency (cbc:DocumentCurrencyCode)');
  const taxTotals = children(doc, 'TaxTotal');
  // The VAT in the invoice's own currency (a second TaxTotal may give it in the accounting currency).
  const vatTotal =
    taxTotals.find((total) => attribute(child(total, 'TaxAmount'), 'currencyID') === currency) ??
    taxTotals[0];
  const totals = child(doc, 'LegalMonetaryTotal');
  const lineName = kind === 'INVOICE' ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityName = kind === 'INVOICE' ? 'InvoicedQuantity' : 'CreditedQuantity';
  const lines = children(doc, lineName).map((line, index) => lineOf(line, index, quantityName));
  if (lines.length === 0) refuse('invoice_incomplete', 'The invoice has no lines');
  const pdfs = embeddedPdfs(doc, header, number);

  const invoice: ParsedInvoice = {
    kind,
    profile,
    customizationId: customizationId!,
    typeCode: textAt(doc, kind === 'INVOICE' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode'),
    number: number.slice(0, 200),
    issueDate: required(isoDate(textAt(doc, 'IssueDate'), 'The issue date'), 'issue date (cbc:IssueDate)'),
    dueDate: isoDate(textAt(doc, 'DueDate') ?? textAt(doc, 'PaymentMeans', 'PaymentDueDate'), 'The due date'),
    deliveryDate: isoDate(textAt(doc, 'Delivery', 'ActualDeliveryDate'), 'The delivery date'),
    currency: currency.toUpperCase().slice(0, 3),
    seller: {
      name: required(sellerName, "seller's name"),
      taxId: sellerTaxId,
      taxIdIsPib: isValidPib(sellerTaxId),
      registrationNumber: textAt(sellerParty, 'PartyLegalEntity', 'CompanyID'),
      address: addressOf(child(sellerParty, 'PostalAddress')),
      bankAccount: textAt(doc, 'PaymentMeans', 'PayeeFinancialAccount', 'ID'),
      email: textAt(sellerParty, 'Contact', 'ElectronicMail'),
    },
    buyer: {
      name:
        textAt(buyerParty, 'PartyName', 'Name') ?? textAt(buyerParty, 'PartyLegalEntity', 'RegistrationName'),
      taxId: partyTaxId(buyerParty),
    },
    orderReference: textAt(doc, 'OrderReference', 'ID'),
    billingReferences: children(doc, 'BillingReference', 'InvoiceDocumentReference').flatMap((reference) => {
      const referenced = textAt(reference, 'ID');
      return referenced === null
        ? []
        : [{ number: referenced, issueDate: isoDate(textAt(reference, 'IssueDate'), 'A referenced date') }];
    }),
    notes: children(doc, 'Note').flatMap((note) =>
      typeof note['#text'] === 'string' && note['#text'] ? [note['#text']] : [],
    ),
    lines,
    totals: {
      lineNet: decimal(textAt(totals, 'LineExtensionAmount'), 'The lines total'),
      net: decimal(textAt(totals, 'TaxExclusiveAmount'), 'The net total'),
      vat: decimal(textAt(vatTotal, 'TaxAmount'), 'The VAT total'),
      gross: decimal(textAt(totals, 'TaxInclusiveAmount'), 'The total with VAT'),
      payable: required(decimal(textAt(totals, 'PayableAmount'), 'The payable amount'), 'payable amount'),
    },
    attachments: pdfs.map((pdf) => ({ filename: pdf.filename, bytes: pdf.bytes.byteLength })),
    sef: header
      ? {
          purchaseInvoiceId: textAt(header, 'PurchaseInvoiceId'),
          sendingDate: isoDate(textAt(header, 'SendingDate'), 'The sending date'),
        }
      : null,
  };
  // The shape is what the rest of Nabavka relies on: checked once here, at the border.
  const checked = ParsedInvoiceSchema.safeParse(invoice);
  if (!checked.success) refuse('invoice_malformed', 'The invoice has values of the wrong form');
  return { invoice: checked.data, pdfs };
}
