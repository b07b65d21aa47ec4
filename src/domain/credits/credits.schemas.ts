/**
 * Credit requests on the wire: money and amounts are decimal strings (NUMERIC in the database), times ISO text. The
 * supplier's page shows one request reached by its link token and nothing that names another row of ours.
 */
import { z } from 'zod';
import { PriceTextSchema } from '@/domain/prices/money';
import { LanguageSchema } from '@/domain/shared/enums';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';
import { SEND_CHANNELS } from '@/domain/orders/send-channels';
import { CREDIT_DECISIONS, CREDIT_EVENTS, CREDIT_STATUSES } from './credit-states';

export const CreditStatusSchema = z.enum(CREDIT_STATUSES);
export const CreditDecisionSchema = z.enum(CREDIT_DECISIONS, { error: 'invalidInput' });

export const CreditIdParamsSchema = z.object({ id: IdParamSchema });
export const CreditOrderParamsSchema = z.object({ orderId: IdParamSchema });

export const CreateCreditSchema = z.object({
  note: userText({ max: NOTE_MAX_LENGTH }).default(''),
});
export type CreateCreditInput = z.infer<typeof CreateCreditSchema>;

export const SendCreditSchema = z.object({
  supplierContactId: z.number({ error: 'common.requiredField' }).pipe(IdSchema),
  channel: z.enum(SEND_CHANNELS, { error: 'invalidInput' }),
});
export type SendCreditInput = z.infer<typeof SendCreditSchema>;

export const SettleCreditSchema = z.object({
  /** The amount the supplier actually credited (its credit note), 0 up to any amount. */
  creditedAmount: PriceTextSchema,
});
export type SettleCreditInput = z.infer<typeof SettleCreditSchema>;

/** The supplier's answer from its link: a part needs its amount, a refusal its reason. */
export const CreditAnswerSchema = z
  .object({
    decision: CreditDecisionSchema,
    acceptedAmount: PriceTextSchema.nullish(),
    reason: userText({ max: NOTE_MAX_LENGTH }).default(''),
  })
  .superRefine((answer, ctx) => {
    if (answer.decision === 'ACCEPTED_PART' && !answer.acceptedAmount)
      ctx.addIssue({ code: 'custom', path: ['acceptedAmount'], message: 'common.requiredField' });
    if (answer.decision === 'REFUSED' && !answer.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'common.requiredField' });
  });
export type CreditAnswerInput = z.infer<typeof CreditAnswerSchema>;

export const CreditLineSchema = z.object({
  name: z.string(),
  unit: z.string(),
  missingAmount: z.string().nullable(),
  orderedPrice: z.string(),
  priceDifference: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  value: z.string(),
});
export type CreditLine = z.infer<typeof CreditLineSchema>;

export const CreditAnswerViewSchema = z.object({
  decision: CreditDecisionSchema,
  /** What the supplier accepts: the whole requested amount, its part, or "0.00" when refused. */
  acceptedAmount: z.string(),
  reason: z.string(),
  answeredAt: z.string(),
});

export const CreditEventSchema = z.object({
  kind: z.enum(CREDIT_EVENTS),
  /** The person who did it; null when the supplier answered from its link. */
  by: z.string().nullable(),
  at: z.string(),
});

export const CreditSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  supplierName: z.string(),
  status: CreditStatusSchema,
  requestedAmount: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type CreditSummary = z.infer<typeof CreditSummarySchema>;

export const CreditDetailSchema = CreditSummarySchema.extend({
  supplierId: z.number().int().nullable(),
  note: z.string(),
  lines: z.array(CreditLineSchema),
  answer: CreditAnswerViewSchema.nullable(),
  creditedAmount: z.string().nullable(),
  sentVia: z.string().nullable(),
  events: z.array(CreditEventSchema),
});
export type CreditDetail = z.infer<typeof CreditDetailSchema>;

/** An order's credit: the request made from it, or what one would ask for (nothing owed: no lines, "0.00"). */
export const OrderCreditSchema = z.object({
  creditId: z.number().int().nullable(),
  lines: z.array(CreditLineSchema),
  total: z.string(),
  currency: z.string(),
  /** The venue's plan allows credit requests. */
  allowed: z.boolean(),
});
export type OrderCredit = z.infer<typeof OrderCreditSchema>;

export const SentCreditSchema = z.object({ supplierLink: z.string(), credit: CreditDetailSchema });

export const CreditBySupplierSchema = z.object({
  supplierName: z.string(),
  requests: z.number().int(),
  requested: z.string(),
  credited: z.string(),
  currency: z.string(),
});
export type CreditBySupplier = z.infer<typeof CreditBySupplierSchema>;

export const SupplierCreditViewSchema = z.object({
  language: LanguageSchema,
  venueName: z.string(),
  number: z.string(),
  orderNumber: z.string(),
  status: CreditStatusSchema,
  requestedAmount: z.string(),
  currency: z.string(),
  note: z.string(),
  lines: z.array(CreditLineSchema),
  answer: CreditAnswerViewSchema.nullable(),
});
export type SupplierCreditView = z.infer<typeof SupplierCreditViewSchema>;
