/**
 * The Articles page's use cases (docs/PRODUCT.md#articles-page, #input-rules, #roles, #api-articles): editing and
 * deleting the venue's own articles (an article some order holds is not deleted: 409 article_is_part_of_order,
 * disable it instead), a station's enabled flag and price, asking for a catalogue article, and the all-or-nothing
 * spreadsheet import.
 */
import type {
  CatalogueArticle,
  EditArticleData,
  ProductEditData,
  ProductSetting,
  RequestArticleData,
} from '@/domain/articles/article-admin.schemas';
import type { ImportCheck, ImportedArticle } from '@/domain/articles/article-import';
import { AppError } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import type { ServiceContext } from '@/server/types';
import {
  mailSuperAdmins,
  insertArticleRequest,
  requesterNames,
  requireVenueSupplier,
} from '@/server/modules/suppliers/suppliers.public';
import {
  deleteOwnArticle,
  findVenueArticle,
  insertVenueArticles,
  isArticleOrdered,
  takenArticleNames,
  updateOwnArticle,
  upsertProductSetting,
} from './article-admin.repository';
import { articleTemplate } from './article-sheet';
import { checkSheetOffThread } from './article-sheet-parse';
import { ensureCategory, isArticleNameTaken } from './articles.repository';
import { requireVisibleStation } from '@/server/shared/station-visibility';

const noSuchArticle = () => new AppError('not_found', 'No such article');

/** The venue's own live article; a catalogue article is the super admin's (403), another venue's is not found. */
async function requireOwnArticle(executor: Executor, venueId: number, articleId: number) {
  const article = await findVenueArticle(executor, venueId, articleId);
  if (!article) throw noSuchArticle();
  if (!article.own) throw new AppError('forbidden', 'A catalogue article is edited by the super admin');
  return article;
}

/**
 * POST /articles/edit/{id}: name unique per supplier (sameArticle: docs/PRODUCT.md#unique-names), category created
 * when new.
 */
export async function editArticle(
  ctx: ServiceContext<'db' | 'now'>,
  input: { articleId: number; article: EditArticleData },
): Promise<CatalogueArticle> {
  const { caller } = ctx;
  const now = ctx.now();
  const { article: data } = input;
  return ctx.db.transaction(async (tx) => {
    const article = await requireOwnArticle(tx, caller.venueId, input.articleId);
    if (await isArticleNameTaken(tx, caller.venueId, article.supplierId, data.articleName, article.id)) {
      throw new AppError('sameArticle');
    }
    const category = await ensureCategory(tx, data.categoryName);
    await updateOwnArticle(
      tx,
      caller.venueId,
      article.id,
      {
        name: data.articleName,
        storeName: data.storeName,
        note: data.note,
        categoryId: category.id,
        unit: data.unit,
        defaultPrice: data.price,
      },
      now,
    );
    return {
      id: article.id,
      name: data.articleName,
      storeName: data.storeName,
      note: data.note,
      category,
      unit: data.unit,
      defaultPrice: data.price,
      supplier: { id: article.supplierId },
      verified: false,
    };
  });
}

/** DELETE /articles/delete/{id}: refused while an order holds the article (its history needs it). */
export async function deleteArticle(
  ctx: ServiceContext<'db' | 'now'>,
  articleId: number,
): Promise<{ deleted: true }> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const article = await requireOwnArticle(tx, caller.venueId, articleId);
    if (await isArticleOrdered(tx, caller.venueId, article.id))
      throw new AppError('article_is_part_of_order');
    await deleteOwnArticle(tx, caller.venueId, article.id, now);
    return { deleted: true as const };
  });
}

/**
 * POST /articles/{departmentId}/product/edit: the station's enabled flag and own price (admin,
 * docs/PRODUCT.md#role-venue-admin).
 */
export async function editProduct(
  ctx: ServiceContext<'db' | 'now'>,
  input: { stationId: number; product: ProductEditData },
): Promise<ProductSetting> {
  const { db, caller } = ctx;
  const { product } = input;
  await requireVisibleStation(db, caller, input.stationId);
  const setting = await upsertProductSetting(
    db,
    caller.venueId,
    input.stationId,
    product.productId,
    { enabled: product.enabled, price: product.defaultPrice },
    ctx.now(),
  );
  if (!setting) throw noSuchArticle();
  return setting;
}

/** POST /articles/requestNewArticle: stored for the super admins and mailed to them in the same transaction. */
export async function requestArticle(
  ctx: ServiceContext<'db' | 'now' | 'mailer'>,
  input: RequestArticleData,
): Promise<{ requested: true }> {
  const { caller } = ctx;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const supplier = await requireVenueSupplier(tx, caller.venueId, input.supplierId);
    await insertArticleRequest(tx, { venueId: caller.venueId, userId: caller.userId, ...input }, now);
    const names = await requesterNames(tx, caller.venueId, caller.userId);
    await mailSuperAdmins(tx, ctx.mailer, {
      kind: 'article',
      venueId: caller.venueId,
      venueName: names.venueName,
      requestedBy: names.userName,
      lines: [
        { ser: 'Dobavljač', en: 'Supplier', value: supplier.name },
        { ser: 'Artikal', en: 'Article', value: input.name },
        { ser: 'Napomena', en: 'Note', value: input.note || '-' },
      ],
    });
  });
  return { requested: true };
}

/** GET /articles/importTemplate: the .xlsx template in the caller's language. */
export async function getImportTemplate(language: Language): Promise<{ fileName: string; content: string }> {
  const file = await articleTemplate(language);
  // A file name stays Latin in every Serbian script: it travels through mail clients and file systems.
  const fileName = language === 'en' ? 'articles-template.xlsx' : 'artikli-sablon.xlsx';
  return { fileName, content: file.toString('base64') };
}

/**
 * POST /articles/import/{supplierId}: every row is checked first (the row rule, then names already in the
 * catalogue); any problem refuses the whole file with importArticleError and `fields` row.column -> code, and
 * nothing is written. Otherwise all rows are inserted in one transaction, in batches. The file is read and its rows
 * checked on a worker thread, so a large file does not hold other requests.
 */
export async function importArticles(
  ctx: ServiceContext<'db' | 'now'>,
  input: { supplierId: number; content: string },
): Promise<{ imported: number }> {
  const { caller } = ctx;
  const check = await checkSheetOffThread(input.content);
  return ctx.db.transaction(async (tx) => {
    await requireVenueSupplier(tx, caller.venueId, input.supplierId);
    const imported = await importSheetRows(tx, {
      venueId: caller.venueId,
      supplierId: input.supplierId,
      userId: caller.userId,
      check,
      now: ctx.now(),
    });
    return { imported };
  });
}

/**
 * The import's all-or-nothing core, shared by the venue import and the super admin's catalogue upload
 * (venueId null): the row rule's result (checkSheetOffThread), then names already taken; any problem throws
 * importArticleError with every row's codes, otherwise every row is inserted. Runs inside the caller's
 * transaction, after its supplier check.
 */
export async function importSheetRows(
  tx: Executor,
  input: {
    venueId: number | null;
    supplierId: number;
    userId: number;
    check: ImportCheck;
    now: Date;
  },
): Promise<number> {
  const { check } = input;
  const taken = await takenArticleNames(
    tx,
    input.venueId,
    input.supplierId,
    check.articles.map((article) => article.name.toLowerCase()),
  );
  const errors = { ...check.errors };
  for (const article of check.articles) {
    if (taken.has(article.name.toLowerCase())) errors[`${article.row}.name`] = 'sameArticle';
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('importArticleError', 'Some rows are wrong; nothing was imported', errors);
  }
  if (check.articles.length === 0) throw new AppError('importArticleError', 'The file has no articles');
  const categories = await categoryIds(tx, check.articles);
  return insertVenueArticles(
    tx,
    input.venueId,
    input.supplierId,
    input.userId,
    check.articles.map((article) => ({
      name: article.name,
      storeName: article.storeName,
      note: article.note,
      categoryId: categories.get(article.category.toLowerCase())!,
      unit: article.unit,
      defaultPrice: article.price,
    })),
    input.now,
  );
}

/** The ids of the file's categories (lower-cased name -> id), created when new. */
async function categoryIds(tx: Executor, rows: ImportedArticle[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = row.category.toLowerCase();
    if (!ids.has(key)) ids.set(key, (await ensureCategory(tx, row.category)).id);
  }
  return ids;
}
