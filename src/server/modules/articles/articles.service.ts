/**
 * Article use cases of the order wizard and the Articles page (docs/PRODUCT.md#articles-page, #order-wizard,
 * #api-articles): a station's article page, a supplier's categories, favorites, per-station settings and the venue's
 * own unverified articles.
 */
import type {
  Article,
  ArticleCategory,
  ArticleListFilter,
  ArticleSettingData,
  ArticleSettingResponse,
  ManualAddArticleData,
  ToggleFavoriteResponse,
} from '@/domain/articles/articles.schemas';
import { AppError } from '@/domain/errors';
import type { ServiceContext } from '@/server/types';
import { requireVenueSupplier } from '@/server/modules/suppliers/suppliers.public';
import {
  ensureCategory,
  insertVenueArticle,
  isArticleNameTaken,
  listSupplierCategories,
  markFavorites,
  toggleFavorite,
  upsertArticleSetting,
} from './articles.repository';
import { findArticlePage } from './article-page.repository';
import { requireStationSupplier, requireVisibleStation } from '@/server/shared/station-visibility';

const noSuchArticle = () => new AppError('not_found', 'No such article');

/** GET /articles/products/{supplierId}/{departmentId}: one page of the station's articles of that supplier (JSON text). */
export async function getArticlePage(
  ctx: ServiceContext<'db'>,
  input: { supplierId: number; stationId: number; filter: ArticleListFilter },
): Promise<string> {
  const { filter } = input;
  const page = await findArticlePage(ctx.db, ctx.caller, {
    supplierId: input.supplierId,
    stationId: input.stationId,
    categoryId: filter.category,
    search: filter.searchQuery,
    onlyFavorite: filter.onlyFavorite,
    page: filter.page,
    pageSize: filter.pageSize,
  });
  if (!page) throw new AppError('not_found', 'No such station or supplier');
  return page;
}

/** GET /articles/categories/{supplierId}: the categories of the article filter ('All' is the web's). */
export async function getSupplierCategories(
  ctx: ServiceContext<'db'>,
  supplierId: number,
): Promise<ArticleCategory[]> {
  await requireVenueSupplier(ctx.db, ctx.caller.venueId, supplierId);
  return listSupplierCategories(ctx.db, ctx.caller.venueId, supplierId);
}

/**
 * POST /articles/toggleFavorite (and /articles/custom/toggleFavorite): any venue user (mark favorites:
 * docs/PRODUCT.md#role-staff).
 */
export async function toggleArticleFavorite(
  ctx: ServiceContext<'db' | 'now'>,
  input: { departmentId: number; articleId: number },
): Promise<ToggleFavoriteResponse> {
  const { db, caller } = ctx;
  await requireVisibleStation(db, caller, input.departmentId);
  const result = await toggleFavorite(db, caller.venueId, input.departmentId, input.articleId, ctx.now());
  if (!result) throw noSuchArticle();
  return result;
}

/**
 * POST /articles/favorites: after sending, the ordered articles that were not favorites become favorites
 * (docs/PRODUCT.md#favorites-after-send "Sending"). All or nothing: one unknown article refuses the whole request and
 * marks none.
 */
export async function markArticlesFavorite(
  ctx: ServiceContext<'db' | 'now'>,
  input: { departmentId: number; articleIds: number[] },
): Promise<{ articleIds: number[] }> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireVisibleStation(tx, caller, input.departmentId);
    const marked = await markFavorites(tx, caller.venueId, input.departmentId, input.articleIds, now);
    // Rolls the statement back: the ids answered are exactly the ids asked for, or nothing changed.
    if (marked.length !== input.articleIds.length) throw noSuchArticle();
    return { articleIds: marked };
  });
}

/**
 * POST /articles/articleSetting (and the custom path): recommended quantity and comment, admin only
 * (docs/PRODUCT.md#role-venue-admin).
 */
export async function setArticleSetting(
  ctx: ServiceContext<'db' | 'now'>,
  input: ArticleSettingData,
): Promise<ArticleSettingResponse> {
  const { db, caller } = ctx;
  await requireVisibleStation(db, caller, input.departmentId);
  const setting = await upsertArticleSetting(
    db,
    caller.venueId,
    input.departmentId,
    input.articleId,
    { recommendedQuantity: input.recommendedQuantity, comment: input.comment },
    ctx.now(),
  );
  if (!setting) throw noSuchArticle();
  return setting;
}

/**
 * POST /articles/{departmentId}/manualAdd: the order wizard's "create unverified article"
 * (docs/PRODUCT.md#wizard-create-article), open to any venue user. The name must be new for the supplier among both
 * the catalogue and the venue's own articles (docs/PRODUCT.md#input-rules errors.sameArticle); the unique index alone
 * covers only one of those scopes. One transaction.
 */
export async function addVenueArticle(
  ctx: ServiceContext<'db' | 'now'>,
  { stationId, article: input }: { stationId: number; article: ManualAddArticleData },
): Promise<Article> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireStationSupplier(tx, caller, stationId, input.supplierId);
    if (await isArticleNameTaken(tx, caller.venueId, input.supplierId, input.articleName)) {
      throw new AppError('sameArticle');
    }
    const category = await ensureCategory(tx, input.categoryName);
    const created = await insertVenueArticle(
      tx,
      caller.venueId,
      {
        supplierId: input.supplierId,
        categoryId: category.id,
        name: input.articleName,
        storeName: input.storeName,
        note: input.note,
        unit: input.unit,
        defaultPrice: input.price,
        createdById: caller.userId,
      },
      now,
    );
    return {
      id: created.id,
      name: input.articleName,
      storeName: input.storeName,
      note: input.note,
      category,
      unit: input.unit,
      defaultPrice: created.defaultPrice,
      isFavorite: false,
      recommendedQuantity: null,
      comment: '',
      supplier: { id: input.supplierId },
      verified: false,
    };
  });
}
