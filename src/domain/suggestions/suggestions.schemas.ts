/**
 * The order guards' wire shapes (docs/decisions/0025-order-guards.md): the wizard sends its valid lines, the server
 * answers which amounts are unusual and whether the supplier's minimum order value is reached.
 */
import { z } from 'zod';
import { AmountSchema } from '@/domain/orders/amount';
import { IdSchema } from '@/domain/shared/ids';
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
