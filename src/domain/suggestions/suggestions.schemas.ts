/**
 * The order guards' wire shapes (docs/decisions/0025-order-guards.md): the wizard sends its valid lines, the server
 * answers which amounts are unusual and whether the supplier's minimum order value is reached.
 */
import { z } from 'zod';
import { AmountSchema } from '@/domain/orders/amount';
import { parseDeadline } from '@/domain/orders/deadline';
import { UnitSchema } from '@/domain/shared/enums';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { ORDER_MAX_LINES } from '@/domain/shared/limits';

export const OrderCheckInputSchema = z.object({
  supplierId: IdSchema,
  /** Warehouse (custom) or regular order: the history compared with is the same kind's. */
  custom: z.boolean({ error: 'invalidInput' }).default(false),
  /** The order being edited (or already saved by this wizard): never its own history. */
  orderId: IdSchema.nullish().transform((id) => id ?? null),
  lines: z
    .array(z.object({ articleId: IdSchema, amount: AmountSchema }), { error: 'invalidInput' })
    .max(ORDER_MAX_LINES, 'invalidInput')
    .refine(
      (lines) => new Set(lines.map((line) => line.articleId)).size === lines.length,
      'duplicateArticle',
    ),
});
export type OrderCheckInput = z.input<typeof OrderCheckInputSchema>;
export type OrderCheckData = z.output<typeof OrderCheckInputSchema>;

export const OrderCheckSchema = z.object({
  /** Lines at or below half, or at or above double, their article's last ordered amount (usual). */
  outliers: z.array(z.object({ articleId: z.number().int(), amount: z.string(), usual: z.string() })),
  /** Set when the priced lines' total is below the supplier's minimum order value; money in `currency`. */
  minimum: z
    .object({ minimum: z.string(), total: z.string(), missing: z.string(), currency: z.string() })
    .nullable(),
});
export type OrderCheck = z.infer<typeof OrderCheckSchema>;

/**
 * What the wizard asks suggestions for (docs/decisions/0032-suggested-amounts.md): the delivery date (its weekday
 * picks the history) and the order's kind; the edited order is no history of itself.
 */
export const SuggestionQuerySchema = z.object({
  deadline: z
    .string({ error: 'invalidDate' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
    .refine((value) => parseDeadline(value) === value, 'invalidDate'),
  custom: z
    .enum(['true', 'false'], { error: 'invalidInput' })
    .optional()
    .transform((flag) => flag === 'true'),
  orderId: IdParamSchema.optional().transform((id) => id ?? null),
});
export type SuggestionQuery = z.input<typeof SuggestionQuerySchema>;
export type SuggestionFilter = z.output<typeof SuggestionQuerySchema>;

const SuggestedArticleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: UnitSchema,
  isFavorite: z.boolean(),
  recommendedQuantity: z.string().nullable(),
  /** The station's price, else the article's (docs/PRODUCT.md#prices). */
  defaultPrice: z.string().nullable(),
});

/** One suggested amount with where it comes from: par minus a fresh count, or the same-weekday average. */
export const SuggestionSchema = z.discriminatedUnion('source', [
  z.object({
    article: SuggestedArticleSchema,
    amount: z.string(),
    source: z.literal('count'),
    par: z.string(),
    counted: z.string(),
  }),
  z.object({
    article: SuggestedArticleSchema,
    amount: z.string(),
    source: z.literal('history'),
    /** How many of the same weekdays the article was ordered on. */
    weeks: z.number().int(),
  }),
]);
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestionsSchema = z.object({ suggestions: z.array(SuggestionSchema) });
export type Suggestions = z.infer<typeof SuggestionsSchema>;
