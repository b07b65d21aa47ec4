/**
 * Queries of the onboarding wizard (steps 2-4: docs/PRODUCT.md#onboarding): the venue's own unverified suppliers
 * (suppliers.venue_id is the venue), their articles, and which station orders from which supplier. Every query is
 * scoped by the venue.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ArticleCategory } from '@/domain/articles/articles.schemas';
import type { OnboardingStation, OnboardingSupplier } from '@/domain/venues/onboarding.schemas';
import type { Executor } from '@/server/db/client';
import { articleCategories, articles, stations, stationSuppliers, suppliers } from '@/server/db/schema';

const ownSupplier = (venueId: number) =>
  and(eq(suppliers.venueId, venueId), eq(suppliers.verified, false), isNull(suppliers.deletedAt));

/** The venue's own live unverified supplier (suppliers_venue_idx). */
export async function findOwnSupplier(executor: Executor, venueId: number, supplierId: number) {
  const [row] = await executor
    .select({ id: suppliers.id, name: suppliers.name, pib: suppliers.pib, isForeign: suppliers.isForeign })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), ownSupplier(venueId)));
  return row;
}

/** The venue's own suppliers by name, each with its live articles by name. */
export async function listOwnSuppliers(executor: Executor, venueId: number): Promise<OnboardingSupplier[]> {
  const supplierRows = await executor
    .select({ id: suppliers.id, name: suppliers.name, pib: suppliers.pib, address: suppliers.address })
    .from(suppliers)
    .where(ownSupplier(venueId))
    .orderBy(asc(suppliers.createdAt), asc(suppliers.id));
  if (supplierRows.length === 0) return [];
  const articleRows = await executor
    .select({
      id: articles.id,
      supplierId: articles.supplierId,
      name: articles.name,
      unit: articles.unit,
      categoryId: articleCategories.id,
      category: articleCategories.name,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        inArray(
          articles.supplierId,
          supplierRows.map((row) => row.id),
        ),
        eq(articles.venueId, venueId),
        isNull(articles.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${articles.name})`), asc(articles.id));
  return supplierRows.map((supplier) => ({
    ...supplier,
    articles: articleRows
      .filter((row) => row.supplierId === supplier.id)
      .map((row) => ({
        id: row.id,
        name: row.name,
        category: { id: row.categoryId, category: row.category },
        unit: row.unit,
      })),
  }));
}

/** The venue's live stations in creation order, with the suppliers each orders from. */
export async function listStationsWithSuppliers(
  executor: Executor,
  venueId: number,
): Promise<OnboardingStation[]> {
  const [stationRows, links] = await Promise.all([
    executor
      .select({ id: stations.id, name: stations.name })
      .from(stations)
      .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt)))
      .orderBy(asc(stations.id)),
    executor
      .select({ stationId: stationSuppliers.stationId, supplierId: stationSuppliers.supplierId })
      .from(stationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, stationSuppliers.supplierId))
      .where(and(eq(stationSuppliers.venueId, venueId), isNull(suppliers.deletedAt)))
      .orderBy(asc(stationSuppliers.supplierId)),
  ]);
  return stationRows.map((station) => ({
    ...station,
    supplierIds: links.filter((link) => link.stationId === station.id).map((link) => link.supplierId),
  }));
}

export async function updateOwnSupplier(
  executor: Executor,
  venueId: number,
  supplier: { id: number; name: string; pib: string | null; isForeign: boolean | undefined; address: string },
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(suppliers)
    .set({
      name: supplier.name,
      pib: supplier.pib,
      isForeign: supplier.isForeign,
      address: supplier.address,
      updatedAt: now,
    })
    .where(and(eq(suppliers.id, supplier.id), ownSupplier(venueId)))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

/** Soft delete: past orders keep naming the supplier; its stations stop ordering from it. */
export async function softDeleteOwnSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(suppliers)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(suppliers.id, supplierId), ownSupplier(venueId)))
    .returning({ id: suppliers.id });
  if (rows.length === 0) return false;
  await executor
    .delete(stationSuppliers)
    .where(and(eq(stationSuppliers.venueId, venueId), eq(stationSuppliers.supplierId, supplierId)));
  return true;
}

/** The supplier's live article of the venue. */
export async function findOwnArticle(
  executor: Executor,
  venueId: number,
  supplierId: number,
  articleId: number,
) {
  const [row] = await executor
    .select({ id: articles.id, name: articles.name })
    .from(articles)
    .where(
      and(
        eq(articles.id, articleId),
        eq(articles.supplierId, supplierId),
        eq(articles.venueId, venueId),
        isNull(articles.deletedAt),
      ),
    );
  return row;
}

export async function updateOwnArticle(
  executor: Executor,
  venueId: number,
  article: { id: number; name: string; categoryId: number },
  now: Date,
): Promise<void> {
  await executor
    .update(articles)
    .set({ name: article.name, categoryId: article.categoryId, updatedAt: now })
    .where(and(eq(articles.id, article.id), eq(articles.venueId, venueId)));
}

/** Every article category by name (article_categories_name_uq on lower(name) serves the order). */
export function listArticleCategories(executor: Executor): Promise<ArticleCategory[]> {
  return executor
    .select({ id: articleCategories.id, category: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(sql`lower(${articleCategories.name})`));
}

export async function articleCategoryExists(executor: Executor, categoryId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, categoryId));
  return row !== undefined;
}
