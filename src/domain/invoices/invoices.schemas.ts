/**
 * The invoices area's request and answer shapes (invoices.contract.ts): the venue's incoming e-invoices, the upload's
 * per-file outcome, a decision, and the SEF connection (whose API key is only ever written, never answered).
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@/domain/errors';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { OrderStatusSchema, UnitSchema } from '@/domain/shared/enums';
import { PageNumberSchema, pageSizeSchema } from '@/domain/shared/paging';
import { userText } from '@/domain/shared/text';
import {
  DecimalTextSchema,
  InvoiceKindSchema,
  InvoiceLineSchema,
  InvoiceReferenceSchema,
  InvoiceSellerSchema,
} from './parsed-invoice';

/** At most this many files per upload, each at most 5 MB (the XML limit of safe-xml.ts). */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** A decision's comment: SEF shows it to the supplier. */
export const DECISION_COMMENT_MAX_LENGTH = 1000;
export const INVOICE_PAGE_MAX = 100;

const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);
const InstantSchema = z.string();

export const InvoiceSourceSchema = z.enum(['UPLOAD', 'SEF']);
export const InvoiceDecisionSchema = z.enum(['ACCEPTED', 'REJECTED']);
/** How a decision reached SEF: PENDING (to send), SENT, FAILED (SEF refused it), MANUAL (no connection: repeat it in SEF). */
export const DecisionSefSchema = z.enum(['PENDING', 'SENT', 'FAILED', 'MANUAL']);

export const InvoiceParamsSchema = z.object({ id: IdParamSchema });
export const InvoiceOrderParamsSchema = z.object({ id: IdParamSchema, orderId: IdParamSchema });

/** How an invoice was matched to an order (docs/decisions/0028-invoice-matching.md). */
export const MatchHowSchema = z.enum(['REFERENCE', 'DATE', 'MANUAL']);

/** An order as the invoice view lists it: one the invoice covers (with how it was found) or one to choose. */
export const InvoiceOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatusSchema,
  /** The order's delivery day, YYYY-MM-DD. */
  deadline: z.string(),
});
export const MatchedOrderSchema = InvoiceOrderSchema.extend({ how: MatchHowSchema });
export type MatchedOrder = z.infer<typeof MatchedOrderSchema>;

/** GET orders of an invoice: its supplier's recent sent or received orders, each saying whether it is matched. */
export const OrderChoicesSchema = z.object({
  orders: z.array(InvoiceOrderSchema.extend({ matched: z.boolean() })),
});
export type OrderChoices = z.infer<typeof OrderChoicesSchema>;
export const InvoiceFileParamsSchema = z.object({ id: IdParamSchema, fileId: IdParamSchema });

export const InvoiceListQuerySchema = z.object({
  page: PageNumberSchema.optional().transform((page) => page ?? 1),
  size: pageSizeSchema(INVOICE_PAGE_MAX)
    .optional()
    .transform((size) => size ?? 20),
});

/** A row of the invoice list. Fields read from the XML are null for an invoice SEF sent that could not be read. */
export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  source: InvoiceSourceSchema,
  kind: InvoiceKindSchema.nullable(),
  number: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierPib: z.string().nullable(),
  /** The Nabavka supplier it belongs to, once matched. */
  supplierId: z.number().int().nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.string().nullable(),
  totalPayable: DecimalTextSchema.nullable(),
  receivedAt: InstantSchema,
  /** Decide by then (15 days after arrival); `finalDeadline` 5 days later after SEF's reminder. */
  deadline: InstantSchema,
  finalDeadline: InstantSchema,
  sefInvoiceId: z.number().int().nullable(),
  sefStatus: z.string().nullable(),
  decision: InvoiceDecisionSchema.nullable(),
  decidedAt: InstantSchema.nullable(),
  decisionSef: DecisionSefSchema.nullable(),
  /** Why the invoice could not be read (an invoice_* code), for one SEF sent. */
  parseError: ErrorCodeSchema.nullable(),
  hasPdf: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoicePageSchema = z.object({
  invoices: z.array(InvoiceSummarySchema),
  count: z.number().int(),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const InvoiceFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  bytes: z.number().int(),
});

/** An order line an invoice line can be matched to: one of the lines of the orders the invoice covers. */
export const InvoiceOrderLineSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  name: z.string(),
  unit: UnitSchema,
  /** Ordered; received (null until received); unit price when ordered and paid (null when none). */
  amount: z.string(),
  deliveredAmount: z.string().nullable(),
  unitPrice: z.string().nullable(),
  paidPrice: z.string().nullable(),
});
export type InvoiceOrderLine = z.infer<typeof InvoiceOrderLineSchema>;

/** An invoice line beside its order line (line-comparison.ts): exact decimal texts with a dot. */
export const LineComparisonSchema = z.object({
  invoicedQuantity: z.string(),
  expectedQuantity: z.string(),
  quantityDiffers: z.boolean(),
  invoicedPrice: z.string().nullable(),
  expectedPrice: z.string().nullable(),
  priceDiffers: z.boolean(),
  expectedValue: z.string().nullable(),
  value: z.string().nullable(),
  differs: z.boolean(),
});

/** How an invoice line found its order line (docs/decisions/0029-invoice-lines.md). */
export const LineMatchHowSchema = z.enum(['MANUAL', 'SELLER_ITEM', 'NAME']);

export const InvoiceDetailLineSchema = InvoiceLineSchema.extend({
  /** The line's place on the invoice, from 1: how the match route names it. */
  place: z.number().int(),
  orderItemId: z.number().int().nullable(),
  /** Null: no order line was found (and the admin chose none). */
  matchHow: LineMatchHowSchema.nullable(),
  /** Null without an order line. */
  comparison: LineComparisonSchema.nullable(),
});
export type InvoiceDetailLine = z.infer<typeof InvoiceDetailLineSchema>;

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  deliveryDate: z.string().nullable(),
  orderReference: z.string().nullable(),
  billingReferences: z.array(InvoiceReferenceSchema),
  notes: z.array(z.string()),
  seller: InvoiceSellerSchema.nullable(),
  buyerPib: z.string().nullable(),
  lines: z.array(InvoiceDetailLineSchema),
  /** The lines of the orders the invoice covers, to match lines to. */
  orderLines: z.array(InvoiceOrderLineSchema),
  /** The invoice against its orders (null while it covers none): matches, or differs by `difference` (net). */
  check: z.object({ matches: z.boolean(), difference: z.string() }).nullable(),
  totals: z.object({
    lineNet: DecimalTextSchema.nullable(),
    net: DecimalTextSchema.nullable(),
    vat: DecimalTextSchema.nullable(),
    gross: DecimalTextSchema.nullable(),
    payable: DecimalTextSchema.nullable(),
  }),
  files: z.array(InvoiceFileSchema),
  /** The orders the invoice covers. */
  orders: z.array(MatchedOrderSchema),
  decisionComment: z.string(),
  decidedBy: z.string().nullable(),
  /** What SEF answered to the decision (or why it could not be sent). */
  decisionSefAnswer: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceLineParamsSchema = z.object({
  id: IdParamSchema,
  /** The line's place on the invoice, from 1 (InvoiceDetailLine.place). */
  place: IdParamSchema,
});
/** PUT a line's match: an order line of the invoice's orders, or null for "no line". */
export const LineMatchInputSchema = z.object({ orderItemId: IdSchema.nullable() });
export type LineMatchInput = z.input<typeof LineMatchInputSchema>;

/** The upload's answer per file, in the order sent: stored, already there, or refused with its code. */
export const UploadOutcomeSchema = z.object({
  filename: z.string(),
  outcome: z.enum(['stored', 'duplicate', 'refused']),
  invoiceId: z.number().int().nullable(),
  code: ErrorCodeSchema.nullable(),
  message: z.string().nullable(),
});
export type UploadOutcome = z.infer<typeof UploadOutcomeSchema>;
export const UploadResultSchema = z.object({ files: z.array(UploadOutcomeSchema) });

/** POST decision: accept, or reject with a reason (SEF shows the comment to the supplier). */
export const DecisionSchema = z
  .object({
    accepted: z.boolean({ error: 'invalidInput' }),
    comment: userText({ max: DECISION_COMMENT_MAX_LENGTH })
      .nullish()
      .transform((comment) => comment ?? ''),
  })
  .refine((decision) => decision.accepted || decision.comment !== '', {
    message: 'common.requiredField',
    path: ['comment'],
  });
export type DecisionInput = z.input<typeof DecisionSchema>;

export const SefEnvironmentSchema = z.enum(['demo', 'production'], { error: 'invalidInput' });

/** POST connection: the SEF API key (written, never answered) and its environment. */
export const SefConnectionInputSchema = z.object({
  environment: SefEnvironmentSchema,
  apiKey: userText({ max: 200, required: true }).regex(/^[\x21-\x7e]{8,}$/, 'invalidInput'),
});
export type SefConnectionInput = z.input<typeof SefConnectionInputSchema>;

export const SefConnectionStatusSchema = z.object({
  connected: z.boolean(),
  environment: SefEnvironmentSchema.nullable(),
  lastPolledAt: InstantSchema.nullable(),
  lastError: z.string().nullable(),
  /** No poll before then (SEF failed or asked to wait). */
  backoffUntil: InstantSchema.nullable(),
});
export type SefConnectionStatus = z.infer<typeof SefConnectionStatusSchema>;

/** What one poll did. `polled` false: another server is polling this venue now, or SEF asked to wait. */
export const PollResultSchema = z.object({
  polled: z.boolean(),
  stored: z.number().int(),
  updated: z.number().int(),
  unreadable: z.number().int(),
  decisionsSent: z.number().int(),
  error: z.string().nullable(),
  backoffUntil: InstantSchema.nullable(),
});
export type PollResult = z.infer<typeof PollResultSchema>;
