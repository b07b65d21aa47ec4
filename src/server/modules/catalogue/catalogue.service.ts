/**
 * The super admin's shared supplier catalogue (docs/PRODUCT.md#shared-catalogue): catalogue suppliers (add, edit,
 * delete while no venue uses them, .xlsx upload of their articles) and their articles. The upload is the venue
 * import's rule and core (importSheetRows), only without a venue: the articles become verified catalogue articles.
 */
import type {
  CatalogueArticleData,
  CatalogueArticlePage,
  CatalogueArticleRow,
  CatalogueSupplier,
} from '@/domain/catalogue/catalogue.schemas';
import type { ArticleListFilter } from '@/domain/articles/articles.schemas';
import { AppError } from '@/domain/errors';
import { assertPibAcceptable } from '@/domain/shared/pib';
import type { EditSupplierData } from '@/domain/suppliers/supplier-admin.schemas';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';

/** The super admin has no venue of their own here. */
type Context = ServiceContext<'db' | 'now', Principal>;
import {
  importSheetRows,
  checkSheetOffThread,
  ensureCategory,
} from '@/server/modules/articles/articles.public';
import { recordAudit } from '@/server/modules/audit/audit.public';
import {
  catalogueClash,
  deleteCatalogueArticle,
  deleteCatalogueSupplier,
  findCatalogueArticle,
  findCatalogueSupplier,
  insertCatalogueArticle,
  insertCatalogueSupplier,
  isArticleInAnyOrder,
  isCatalogueArticleNameTaken,
  listCatalogueSuppliers,
  listCategories,
  pageCatalogueArticles,
  updateCatalogueArticle,
  updateCatalogueSupplier,
} from './catalogue.repository';

async function requireSupplier(executor: Executor, id: number): Promise<CatalogueSupplier> {
  const supplier = await findCatalogueSupplier(executor, id);
  if (!supplier) throw new AppError('not_found', 'No such catalogue supplier');
  return supplier;
}

export const catalogueSuppliers = (ctx: Context) => listCatalogueSuppliers(ctx.db);

export async function saveCatalogueSupplier(
  ctx: Context,
  input: { id: number | null; data: EditSupplierData },
): Promise<CatalogueSupplier> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const stored = input.id === null ? null : await requireSupplier(tx, input.id);
    assertPibAcceptable(input.data.pib, {
      isForeign: input.data.isForeign ?? stored?.isForeign ?? false,
      unchangedFrom: stored?.pib ?? null,
    });
    const clash = await catalogueClash(tx, input.data, input.id);
    if (clash) throw new AppError(clash);
    const id = input.id ?? (await insertCatalogueSupplier(tx, input.data, now));
    if (input.id !== null) await updateCatalogueSupplier(tx, id, input.data, now);
    return requireSupplier(tx, id);
  });
}

/** Refused while venues are assigned to it: their orders and stations would lose their supplier. */
export async function removeCatalogueSupplier(ctx: Context, id: number): Promise<{ deleted: true }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const supplier = await requireSupplier(tx, id);
    if (supplier.venues > 0) {
      throw new AppError(
        'conflict',
        `${supplier.venues} venue(s) use this supplier; unassign it from them first`,
      );
    }
    await deleteCatalogueSupplier(tx, id, now);
    return { deleted: true as const };
  });
}

/** POST /supplier/uploadSupplierData/{id}: all rows valid or nothing imported; the supplier then has data. */
export async function uploadSupplierData(
  ctx: Context,
  input: { supplierId: number; fileName: string; content: string },
): Promise<{ imported: number }> {
  const now = ctx.now();
  const check = await checkSheetOffThread(input.content);
  return ctx.db.transaction(async (tx) => {
    const supplier = await requireSupplier(tx, input.supplierId);
    const imported = await importSheetRows(tx, {
      venueId: null,
      supplierId: input.supplierId,
      userId: ctx.caller.userId,
      check,
      now,
    });
    await updateCatalogueSupplier(tx, input.supplierId, { hasData: true }, now);
    // The catalogue belongs to no venue: the record names the supplier (audit_events_subject_ck).
    await recordAudit(tx, {
      venueId: null,
      supplierId: input.supplierId,
      actorId: ctx.caller.userId,
      action: 'supplier.upload',
      before: { hasData: supplier.hasData },
      after: { hasData: true, fileName: input.fileName, imported },
      at: now,
    });
    return { imported };
  });
}

export async function catalogueArticles(
  ctx: Context,
  input: { supplierId: number; filter: Omit<ArticleListFilter, 'onlyFavorite'> },
): Promise<CatalogueArticlePage> {
  await requireSupplier(ctx.db, input.supplierId);
  const { filter } = input;
  return pageCatalogueArticles(ctx.db, input.supplierId, {
    categoryId: filter.category,
    search: filter.searchQuery,
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** Add (no id) or edit a catalogue article; the name stays unique within the supplier's catalogue. */
export async function saveCatalogueArticle(
  ctx: Context,
  input: { supplierId: number; article: CatalogueArticleData },
): Promise<CatalogueArticleRow> {
  const now = ctx.now();
  const { article } = input;
  return ctx.db.transaction(async (tx) => {
    await requireSupplier(tx, input.supplierId);
    if (article.id !== null) {
      const existing = await findCatalogueArticle(tx, article.id);
      if (!existing || existing.supplierId !== input.supplierId) {
        throw new AppError('not_found', 'No such catalogue article');
      }
    }
    if (await isCatalogueArticleNameTaken(tx, input.supplierId, article.articleName, article.id)) {
      throw new AppError('sameArticle');
    }
    const category = await ensureCategory(tx, article.categoryName);
    const fields = {
      name: article.articleName,
      storeName: article.storeName,
      note: article.note,
      categoryId: category.id,
      unit: article.unit,
      defaultPrice: article.price,
    };
    let id = article.id;
    if (id === null) {
      id = await insertCatalogueArticle(tx, input.supplierId, fields, ctx.caller.userId, now);
    } else {
      await updateCatalogueArticle(tx, id, fields, now);
    }
    await updateCatalogueSupplier(tx, input.supplierId, { hasData: true }, now);
    const { categoryId: _categoryId, ...rest } = fields;
    return { id, ...rest, category };
  });
}

/** Refused while any venue's order holds it (history), like a venue's own article. */
export async function removeCatalogueArticle(ctx: Context, id: number): Promise<{ deleted: true }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const article = await findCatalogueArticle(tx, id);
    if (!article) throw new AppError('not_found', 'No such catalogue article');
    if (await isArticleInAnyOrder(tx, id)) throw new AppError('article_is_part_of_order');
    await deleteCatalogueArticle(tx, id, now);
    return { deleted: true as const };
  });
}

export const catalogueCategories = (ctx: Context) => listCategories(ctx.db);
