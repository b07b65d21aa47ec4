/**
 * An e-invoice as Nabavka reads it from UBL 2.1 (ubl-parser.ts): the typed shape the server stores (as JSON beside
 * the original XML) and the screens show. Money, quantities and prices stay the exact decimal text of the file,
 * never floats.
 */
import { z } from 'zod';
import { UnitSchema } from '@/domain/shared/enums';

/** An exact decimal as UBL writes it (xsd:decimal): optional minus, digits, optional fraction. */
export const DecimalTextSchema = z.string().regex(/^-?\d{1,15}(\.\d{1,8})?$/);
/** A calendar date YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export const InvoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKindSchema>;

/** SEF: the Serbian profile of EN 16931 (srbdt); EN16931: the plain European norm (foreign suppliers). */
export const INVOICE_PROFILES = ['SEF', 'EN16931'] as const;
export const InvoiceProfileSchema = z.enum(INVOICE_PROFILES);
export type InvoiceProfile = z.infer<typeof InvoiceProfileSchema>;

export const InvoiceAddressSchema = z.object({
  street: z.string().nullable(),
  additionalStreet: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** ISO 3166-1 alpha-2 (cac:Country/cbc:IdentificationCode). */
  country: z.string().nullable(),
});
export type InvoiceAddress = z.infer<typeof InvoiceAddressSchema>;

export const InvoiceSellerSchema = z.object({
  name: z.string(),
  /** The PIB without "RS" (Serbian sellers), or the foreign VAT id as written (e.g. DE123456789). */
  taxId: z.string(),
  /** The tax id is a valid Serbian PIB (shared/pib.ts): it can find a supplier by its PIB. */
  taxIdIsPib: z.boolean(),
  /** Matični broj or another company register number (cac:PartyLegalEntity/cbc:CompanyID). */
  registrationNumber: z.string().nullable(),
  address: InvoiceAddressSchema,
  /** The account to pay to (cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID). */
  bankAccount: z.string().nullable(),
  email: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof InvoiceSellerSchema>;

export const InvoiceBuyerSchema = z.object({
  name: z.string().nullable(),
  /** The buyer's PIB without "RS" (or VAT id), when the invoice gives one. */
  taxId: z.string().nullable(),
});

export const InvoiceLineSchema = z.object({
  /** The line's own number on the invoice (cbc:ID). */
  lineId: z.string(),
  /** The seller's article code (cac:SellersItemIdentification/cbc:ID): remembers a line's article later. */
  sellerItemId: z.string().nullable(),
  name: z.string(),
  quantity: DecimalTextSchema,
  /** The UN/ECE code as written (KGM, LTR, H87…), and our unit for it (ubl-units.ts). */
  unitCode: z.string().nullable(),
  unit: UnitSchema,
  /** Net price per `priceBaseQuantity` units (1 when the invoice gives none). */
  unitPrice: DecimalTextSchema.nullable(),
  priceBaseQuantity: DecimalTextSchema.nullable(),
  lineNetAmount: DecimalTextSchema,
  /** VAT category (S standard, AE reverse charge, E exempt, O not subject, Z zero, SS/OE of SEF…) and rate. */
  vatCategory: z.string().nullable(),
  vatPercent: DecimalTextSchema.nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceTotalsSchema = z.object({
  /** Sum of the lines' net amounts (cbc:LineExtensionAmount). */
  lineNet: DecimalTextSchema.nullable(),
  /** Net total after document allowances and charges (cbc:TaxExclusiveAmount). */
  net: DecimalTextSchema.nullable(),
  /** VAT in the invoice's currency (cac:TaxTotal/cbc:TaxAmount). */
  vat: DecimalTextSchema.nullable(),
  /** Total with VAT (cbc:TaxInclusiveAmount). */
  gross: DecimalTextSchema.nullable(),
  /** What is to be paid (cbc:PayableAmount). */
  payable: DecimalTextSchema,
});
export type InvoiceTotals = z.infer<typeof InvoiceTotalsSchema>;

export const InvoiceReferenceSchema = z.object({
  number: z.string(),
  issueDate: IsoDateSchema.nullable(),
});

/** An embedded PDF: its name, as the attachment gives it (cleaned), and its size. */
export const InvoiceAttachmentInfoSchema = z.object({
  filename: z.string(),
  bytes: z.number().int(),
});

export const ParsedInvoiceSchema = z.object({
  kind: InvoiceKindSchema,
  profile: InvoiceProfileSchema,
  customizationId: z.string(),
  /** UNTDID 1001: 380 invoice, 381 credit note, 383 debit note, 386 advance invoice… */
  typeCode: z.string().nullable(),
  number: z.string(),
  issueDate: IsoDateSchema,
  dueDate: IsoDateSchema.nullable(),
  deliveryDate: IsoDateSchema.nullable(),
  currency: z.string(),
  seller: InvoiceSellerSchema,
  buyer: InvoiceBuyerSchema,
  /** The buyer's order number the seller wrote (cac:OrderReference/cbc:ID): Nabavka's order number, if given. */
  orderReference: z.string().nullable(),
  /** Invoices this document corrects (cac:BillingReference): a credit note names the invoice it reduces. */
  billingReferences: z.array(InvoiceReferenceSchema),
  notes: z.array(z.string()),
  lines: z.array(InvoiceLineSchema),
  totals: InvoiceTotalsSchema,
  attachments: z.array(InvoiceAttachmentInfoSchema),
  /** From SEF's download envelope, when the file came in one: SEF's id of the purchase invoice, its sending day. */
  sef: z
    .object({ purchaseInvoiceId: z.string().nullable(), sendingDate: IsoDateSchema.nullable() })
    .nullable(),
});
export type ParsedInvoice = z.infer<typeof ParsedInvoiceSchema>;

/** An embedded PDF's content (kept beside the invoice, not in its JSON). */
export interface EmbeddedPdf {
  filename: string;
  bytes: Uint8Array;
}

/** What the parser answers: the invoice and the PDFs embedded in it. */
export interface ParsedInvoiceFile {
  invoice: ParsedInvoice;
  pdfs: EmbeddedPdf[];
}
