/**
 * The shared supplier catalogue's reads and writes (docs/PRODUCT.md#shared-catalogue): suppliers with no owner venue
 * and their articles (venue_id null). Venues' own suppliers and articles are never touched here.
 */
import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CatalogueArticlePage, CatalogueSupplier } from '@/domain/catalogue/catalogue.schemas';
import type { EditSupplierData } from '@/domain/suppliers/supplier-admin.schemas';
import type { Executor } from '@/server/db/client';
import {
  articleCategories,
  articles,
  orderItems,
  stationArticleSettings,
  suppliers,
  venueSuppliers,
} from '@/server/db/schema';
import type { ArticleFields } from '@/server/modules/articles/articles.public';
import { supplierFieldColumns, withPibValid } from '@/server/modules/suppliers/suppliers.public';

/** A live catalogue supplier (the market suppliers are the warehouse's, not the catalogue's). */
function catalogueSupplierCondition(): SQL {
  return and(isNull(suppliers.venueId), isNull(suppliers.deletedAt), eq(suppliers.isMarket, false))!;
}

const supplierColumns = {
  ...supplierFieldColumns,
  hasData: suppliers.hasData,
  // venue_suppliers_supplier_idx answers this per supplier.
  venues: sql<number>`(select count(*)::int from ${venueSuppliers} where ${venueSuppliers.supplierId} = ${suppliers.id})`,
};

/** The catalogue by name (suppliers_name_idx). */
export async function listCatalogueSuppliers(executor: Executor): Promise<CatalogueSupplier[]> {
  const rows = await executor
    .select(supplierColumns)
    .from(suppliers)
    .where(catalogueSupplierCondition())
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  return rows.map(withPibValid);
}

export async function findCatalogueSupplier(
  executor: Executor,
  id: number,
): Promise<CatalogueSupplier | undefined> {
  const [row] = await executor
    .select(supplierColumns)
    .from(suppliers)
    .where(and(eq(suppliers.id, id), catalogueSupplierCondition()));
  return row && withPibValid(row);
}

/** docs/PRODUCT.md#unique-names sameSupplier / sameSupplierPib within the catalogue (the unique indexes' scope 0). */
export async function catalogueClash(
  executor: Executor,
  data: EditSupplierData,
  exceptId: number | null,
): Promise<'sameSupplier' | 'sameSupplierPib' | undefined> {
  const others = and(
    isNull(suppliers.venueId),
    isNull(suppliers.deletedAt),
    exceptId === null ? undefined : ne(suppliers.id, exceptId),
  );
  const [byName] = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(others, eq(sql`lower(${suppliers.name})`, data.name.toLowerCase())))
    .limit(1);
  if (byName) return 'sameSupplier';
  if (data.pib === null) return undefined;
  const [byPib] = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(others, eq(suppliers.pib, data.pib)))
    .limit(1);
  return byPib ? 'sameSupplierPib' : undefined;
}

export async function insertCatalogueSupplier(
  executor: Executor,
  data: EditSupplierData,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(suppliers)
    .values({ ...data, venueId: null, verified: true, createdAt: now, updatedAt: now })
    .returning({ id: suppliers.id });
  return row!.id;
}

export async function updateCatalogueSupplier(
  executor: Executor,
  id: number,
  data: Partial<EditSupplierData> & { hasData?: boolean },
  now: Date,
): Promise<void> {
  await executor
    .update(suppliers)
    .set({ ...data, updatedAt: now })
    .where(and(eq(suppliers.id, id), catalogueSupplierCondition()));
}

/** Archived: orders keep their supplier; the name and PIB become free again. */
export async function deleteCatalogueSupplier(executor: Executor, id: number, now: Date): Promise<void> {
  await executor
    .update(suppliers)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(suppliers.id, id), catalogueSupplierCondition()));
}

/** Every category by name (article_categories_name_uq). */
export function listCategories(executor: Executor) {
  return executor
    .select({ id: articleCategories.id, category: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(sql`lower(${articleCategories.name})`));
}

const catalogueArticleCondition = (supplierId: number) =>
  and(eq(articles.supplierId, supplierId), isNull(articles.venueId), isNull(articles.deletedAt))!;

/** One page of the supplier's catalogue articles by name (articles_supplier_name_idx / _category_idx). */
export async function pageCatalogueArticles(
  executor: Executor,
  supplierId: number,
  filter: { categoryId: number | null; search: string; page: number; pageSize: number },
): Promise<CatalogueArticlePage> {
  const where = and(
    catalogueArticleCondition(supplierId),
    filter.categoryId === null ? undefined : eq(articles.categoryId, filter.categoryId),
    filter.search === ''
      ? undefined
      : sql`strpos(lower(${articles.name}), ${filter.search.toLowerCase()}) > 0`,
  );
  const rows = await executor
    .select({
      id: articles.id,
      name: articles.name,
      storeName: articles.storeName,
      note: articles.note,
      unit: articles.unit,
      defaultPrice: articles.defaultPrice,
      categoryId: articleCategories.id,
      categoryName: articleCategories.name,
      // station_article_settings_article_idx answers this per article.
      favorites: sql<number>`(select count(*)::int from ${stationArticleSettings} where ${stationArticleSettings.articleId} = ${articles.id} and ${stationArticleSettings.isFavorite})`,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(asc(sql`lower(${articles.name})`), asc(articles.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await executor.select({ count: count() }).from(articles).where(where);
  return {
    articles: rows.map(({ categoryId, categoryName, ...row }) => ({
      ...row,
      category: { id: categoryId, category: categoryName },
    })),
    count: total?.count ?? 0,
  };
}

export async function findCatalogueArticle(
  executor: Executor,
  id: number,
): Promise<{ id: number; supplierId: number } | undefined> {
  const [row] = await executor
    .select({ id: articles.id, supplierId: articles.supplierId })
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.venueId), isNull(articles.deletedAt)));
  return row;
}

/** sameArticle (docs/PRODUCT.md#unique-names): the name among the supplier's catalogue articles. */
export async function isCatalogueArticleNameTaken(
  executor: Executor,
  supplierId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        catalogueArticleCondition(supplierId),
        eq(sql`lower(${articles.name})`, name.toLowerCase()),
        exceptId === null ? undefined : ne(articles.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Any venue's order holds the article (its history needs it). */
export async function isArticleInAnyOrder(executor: Executor, articleId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.articleId, articleId))
    .limit(1);
  return row !== undefined;
}

export async function insertCatalogueArticle(
  executor: Executor,
  supplierId: number,
  fields: ArticleFields,
  createdById: number,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(articles)
    .values({
      ...fields,
      supplierId,
      venueId: null,
      verified: true,
      enabled: true,
      createdById,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: articles.id });
  return row!.id;
}

export async function updateCatalogueArticle(
  executor: Executor,
  id: number,
  fields: ArticleFields,
  now: Date,
): Promise<void> {
  await executor
    .update(articles)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(articles.id, id), isNull(articles.venueId), isNull(articles.deletedAt)));
}

/** Marked deleted (the name becomes free again); stations' settings of it stay for history. */
export async function deleteCatalogueArticle(executor: Executor, id: number, now: Date): Promise<void> {
  await executor
    .update(articles)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(articles.id, id), isNull(articles.venueId)));
}
