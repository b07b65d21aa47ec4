/**
 * A quick stock count (docs/decisions/0025-order-guards.md): at a station, the amounts found of one supplier's
 * articles, typed like order amounts ("1,5") but zero allowed: nothing left is a count too.
 */
import { z } from 'zod';
import { MAX_AMOUNT, normalizeAmount, toThousandths } from '@/domain/orders/amount';
import { IdSchema } from '@/domain/shared/ids';
import { ORDER_MAX_LINES } from '@/domain/shared/limits';
import { UnitSchema } from '@/domain/shared/enums';

const MAX_THOUSANDTHS = toThousandths(MAX_AMOUNT)!;

/** Why a counted amount is refused: not a number (with at most three decimals), or above MAX_AMOUNT. */
export function countProblem(amount: string): 'invalidAmount' | 'amountTooLarge' | undefined {
  const thousandths = toThousandths(amount.trim());
  if (thousandths === undefined) return 'invalidAmount';
  return thousandths > MAX_THOUSANDTHS ? 'amountTooLarge' : undefined;
}

export const CountAmountSchema = z
  .union([z.string(), z.number()], { error: 'invalidAmount' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .superRefine((value, ctx) => {
    const problem = countProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeAmount);

export const StockCountInputSchema = z.object({
  lines: z
    .array(z.object({ articleId: IdSchema, amount: CountAmountSchema }), { error: 'invalidInput' })
    .min(1, 'invalidInput')
    .max(ORDER_MAX_LINES, 'invalidInput')
    .refine(
      (lines) => new Set(lines.map((line) => line.articleId)).size === lines.length,
      'duplicateArticle',
    ),
});
export type StockCountInput = z.input<typeof StockCountInputSchema>;
export type StockCountData = z.output<typeof StockCountInputSchema>;

export const StockCountSchema = z.object({
  id: z.number().int(),
  countedAt: z.string(),
  lines: z.number().int(),
});
export type StockCount = z.infer<typeof StockCountSchema>;

/** What the count screen lists: the supplier's articles at the station, favorites first, with the last count. */
export const StockCountSheetSchema = z.object({
  articles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      unit: UnitSchema,
      isFavorite: z.boolean(),
      /** The amount of the latest count of this station and supplier, when it counted the article. */
      lastCounted: z.string().nullable(),
    }),
  ),
  /** When the latest count was made (ISO time), null before the first. */
  lastCountedAt: z.string().nullable(),
});
export type StockCountSheet = z.infer<typeof StockCountSheetSchema>;
