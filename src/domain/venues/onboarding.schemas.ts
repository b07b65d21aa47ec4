/**
 * The onboarding wizard's unverified suppliers and their articles (steps 2-4, /venue/unverified/supplier:
 * docs/PRODUCT.md#onboarding, #api-suppliers): request bodies and answers. They are the venue's real suppliers and
 * articles: the order wizard uses them at once.
 */
import { z } from 'zod';
import { ArticleCategorySchema, DEFAULT_UNIT } from '@/domain/articles/articles.schemas';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { UnitSchema } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { userText } from '@/domain/shared/text';
import {
  IsForeignSchema,
  KeepIsForeignSchema,
  PibSchema,
  withPibRule,
} from '@/domain/suppliers/suppliers.schemas';

/** The wizard's add row hides at this many suppliers (docs/PRODUCT.md#constants-limits). */
export const ONBOARDING_SUPPLIER_LIMIT = 4;

export const OnboardingSupplierAddSchema = withPibRule(
  z.object({ name: NameSchema, pib: PibSchema, isForeign: IsForeignSchema }),
);
export type OnboardingSupplierAddInput = z.input<typeof OnboardingSupplierAddSchema>;

/** The PIB rule needs the stored tax id (an unchanged one is kept): the service applies it (assertPibAcceptable). */
export const OnboardingSupplierUpdateSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  pib: PibSchema,
  isForeign: KeepIsForeignSchema,
  address: userText({ max: 200 })
    .nullish()
    .transform((value) => value ?? ''),
});
export type OnboardingSupplierUpdateInput = z.input<typeof OnboardingSupplierUpdateSchema>;

export const OnboardingSupplierIdSchema = z.object({ id: IdSchema });

export const OnboardingLinkSchema = z.object({ supplierId: IdSchema, departmentId: IdSchema });

export const OnboardingArticleCreateSchema = z.object({
  supplierId: IdSchema,
  articleName: NameSchema,
  /** A category of GET /venue/unverified/supplier/categories ("category from list": docs/PRODUCT.md#onboarding). */
  articleCategory: IdSchema,
  /** The wizard starts it at the supplier's usual unit (preferredUnit); absent is KOM. */
  unit: UnitSchema.optional().transform((unit) => unit ?? DEFAULT_UNIT),
});
export type OnboardingArticleCreateInput = z.input<typeof OnboardingArticleCreateSchema>;

export const OnboardingArticleUpdateSchema = z.object({
  supplierId: IdSchema,
  articleId: IdSchema,
  name: NameSchema,
  category: IdSchema,
});
export type OnboardingArticleUpdateInput = z.input<typeof OnboardingArticleUpdateSchema>;

export const OnboardingArticleDeleteSchema = z.object({ supplierId: IdSchema, articleId: IdSchema });

export const OnboardingArticleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: ArticleCategorySchema,
  unit: z.string(),
});
export type OnboardingArticle = z.infer<typeof OnboardingArticleSchema>;

export const OnboardingSupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pib: z.string().nullable(),
  address: z.string(),
  articles: z.array(OnboardingArticleSchema),
});
export type OnboardingSupplier = z.infer<typeof OnboardingSupplierSchema>;

export const OnboardingStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Ids of the venue's suppliers the station orders from. */
  supplierIds: z.array(z.number().int()),
});
export type OnboardingStation = z.infer<typeof OnboardingStationSchema>;

export const DoneSchema = z.object({ done: z.literal(true) });
