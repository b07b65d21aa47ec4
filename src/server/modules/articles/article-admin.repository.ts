/**
 * The Articles page's writes (docs/PRODUCT.md#articles-page, #api-articles): the venue's own articles (edit, delete,
 * the spreadsheet's batch insert) and a station's enabled flag and price. Always within one venue; catalogue articles
 * (venue_id null) are read here but changed only by the super admin.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { articles, orderItems } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { type ArticleFields, stationArticleCondition, venueArticleCondition } from './articles.repository';

export interface VenueArticleRow {
  id: number;
  supplierId: number;
  own: boolean;
}

/** A live article the venue sees (catalogue or its own), or undefined. */
export async function findVenueArticle(
  executor: Executor,
  venueId: number,
  articleId: number,
): Promise<VenueArticleRow | undefined> {
  const [row] = await executor
    .select({
      id: articles.id,
      supplierId: articles.supplierId,
      own: sql<boolean>`coalesce(${articles.venueId} = ${venueId}, false)`,
    })
    .from(articles)
    .where(and(eq(articles.id, articleId), venueArticleCondition(venueId)));
  return row;
}

export async function updateOwnArticle(
  executor: Executor,
  venueId: number,
  articleId: number,
  fields: ArticleFields,
  now: Date,
): Promise<void> {
  await executor
    .update(articles)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(articles.id, articleId), eq(articles.venueId, venueId), isNull(articles.deletedAt)));
}

/** article_is_part_of_order (docs/PRODUCT.md#error-catalogue): some order of the venue holds the article. */
export async function isArticleOrdered(
  executor: Executor,
  venueId: number,
  articleId: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.articleId, articleId), eq(orderItems.venueId, venueId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the venue's own article deleted (the name becomes free again). */
export async function deleteOwnArticle(
  executor: Executor,
  venueId: number,
  articleId: number,
  now: Date,
): Promise<void> {
  await executor
    .update(articles)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(articles.id, articleId), eq(articles.venueId, venueId)));
}

/**
 * Sets a station's enabled flag and/or own price for an article (creating the setting row when there is none);
 * a field left undefined keeps its stored value. Undefined when the article is not one of the station's.
 */
export async function upsertProductSetting(
  executor: Executor,
  venueId: number,
  stationId: number,
  articleId: number,
  changes: { enabled?: boolean; price?: string | null },
  now: Date,
): Promise<{ articleId: number; enabled: boolean; price: string | null } | undefined> {
  const updates = [sql`updated_at = excluded.updated_at`];
  if (changes.enabled !== undefined) updates.push(sql`enabled = excluded.enabled`);
  if (changes.price !== undefined) updates.push(sql`price = excluded.price`);
  const [row] = await queryRows<{ articleId: number; enabled: boolean; price: string | null }>(
    executor,
    sql`insert into station_article_settings as s (venue_id, station_id, article_id, enabled, price, updated_at)
      select ${venueId}, ${stationId}, ${articles.id}, ${changes.enabled ?? true}, ${changes.price ?? null}::numeric,
        ${now.toISOString()}::timestamptz
      from ${articles}
      where ${articles.id} = ${articleId} and ${stationArticleCondition(venueId, stationId)}
      on conflict (station_id, article_id) do update set ${sql.join(updates, sql`, `)}
      where s.venue_id = excluded.venue_id
      returning s.article_id as "articleId", s.enabled, s.price::text as price`,
  );
  return row;
}

/**
 * Which of these names (lower-cased) the supplier's catalogue or the venue's own articles already use; with no
 * venue (the super admin's catalogue upload) only the catalogue's.
 */
export async function takenArticleNames(
  executor: Executor,
  venueId: number | null,
  supplierId: number,
  lowerNames: string[],
): Promise<Set<string>> {
  if (lowerNames.length === 0) return new Set();
  const rows = await executor
    .select({ name: sql<string>`lower(${articles.name})` })
    .from(articles)
    .where(
      and(
        eq(articles.supplierId, supplierId),
        inArray(sql`lower(${articles.name})`, lowerNames),
        venueId === null
          ? and(isNull(articles.venueId), isNull(articles.deletedAt))
          : venueArticleCondition(venueId),
      ),
    );
  return new Set(rows.map((row) => row.name));
}

/** Batch size of the import's inserts: few statements, each well below PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

/** Inserts the rows as the venue's own unverified articles, or with no venue as verified catalogue articles. */
export async function insertVenueArticles(
  executor: Executor,
  venueId: number | null,
  supplierId: number,
  createdById: number,
  rows: (ArticleFields & { name: string })[],
  now: Date,
): Promise<number> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await executor.insert(articles).values(
      rows.slice(start, start + INSERT_BATCH).map((row) => ({
        ...row,
        supplierId,
        venueId,
        createdById,
        verified: venueId === null,
        enabled: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return rows.length;
}
