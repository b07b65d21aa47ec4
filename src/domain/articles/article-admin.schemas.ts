/**
 * The Articles page's shapes (Articles page, Article: docs/PRODUCT.md#articles-page, #data-article, #input-rules,
 * #api-articles): editing and deleting the venue's own articles, a station's enabled flag and price for an article,
 * asking for a catalogue article, and the spreadsheet import. Messages are catalogue codes (errors.ts).
 */
import { z } from 'zod';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { LANGUAGES } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';
import { ArticleSchema, ManualAddArticleSchema, PriceSchema } from './articles.schemas';

/**
 * POST /articles/edit/{id}: every field of the create form but the supplier (docs/PRODUCT.md#input-rules: station
 * fixed on edit).
 */
export const EditArticleSchema = ManualAddArticleSchema.omit({ supplierId: true });
export type EditArticleInput = z.input<typeof EditArticleSchema>;
export type EditArticleData = z.output<typeof EditArticleSchema>;

/**
 * POST /articles/{departmentId}/product/edit (docs/PRODUCT.md#api-articles): a station's enabled flag and own price
 * for an article.
 */
export const ProductEditSchema = z.object({
  productId: IdSchema,
  enabled: z.boolean({ error: 'invalidInput' }).optional(),
  /** The station's own price; null or '' clears it (the article's price applies again). */
  defaultPrice: PriceSchema.optional(),
});
export type ProductEditInput = z.input<typeof ProductEditSchema>;
export type ProductEditData = z.output<typeof ProductEditSchema>;

export const ProductSettingSchema = z.object({
  articleId: z.number().int(),
  enabled: z.boolean(),
  price: z.string().nullable(),
});
export type ProductSetting = z.infer<typeof ProductSettingSchema>;

/** POST /articles/requestNewArticle: a venue asks for an article in a supplier's catalogue. */
export const RequestArticleSchema = z.object({
  supplierId: IdSchema,
  name: NameSchema,
  note: userText({ max: NOTE_MAX_LENGTH })
    .nullish()
    .transform((note) => note ?? ''),
});
export type RequestArticleInput = z.input<typeof RequestArticleSchema>;
export type RequestArticleData = z.output<typeof RequestArticleSchema>;

/** The largest spreadsheet accepted (import, docs/PRODUCT.md#article-import: larger files get the import error). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
const BASE64_MAX_LENGTH = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;

/**
 * POST /articles/import/{supplierId}: the .xlsx file as base64 text in JSON, so the import is one declared
 * operation like any other (validated, documented, in the access matrix) and needs no multipart parser.
 */
export const ArticleImportSchema = z.object({
  fileName: userText({ max: 255, required: true }).refine(
    (name) => name.toLowerCase().endsWith('.xlsx'),
    'importArticleError',
  ),
  content: z
    .string({ error: 'importArticleError' })
    .max(BASE64_MAX_LENGTH, 'importArticleError')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'importArticleError'),
});
export type ArticleImportInput = z.input<typeof ArticleImportSchema>;

export const ArticleImportResultSchema = z.object({ imported: z.number().int() });

export const TemplateQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'invalidLanguage' }).optional(),
});

/** A generated file: its name and base64 content. */
export const FileSchema = z.object({ fileName: z.string(), content: z.string() });

/** An article as the catalogue holds it (no station settings): the answer of an edit. */
export const CatalogueArticleSchema = ArticleSchema.pick({
  id: true,
  name: true,
  storeName: true,
  note: true,
  category: true,
  unit: true,
  defaultPrice: true,
  supplier: true,
  verified: true,
});
export type CatalogueArticle = z.infer<typeof CatalogueArticleSchema>;
