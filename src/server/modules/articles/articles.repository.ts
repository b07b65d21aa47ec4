/**
 * Article queries, always within one venue: a venue sees a supplier's catalogue articles (articles.venue_id null)
 * and its own unverified ones (venue_id = the venue), never another venue's. Per-station settings
 * (station_article_settings) are joined for one station at a time.
 */
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ArticleCategory, ArticleSettingResponse } from '@/domain/articles/articles.schemas';
import { normalizeAmount } from '@/domain/orders/amount';
import type { Unit } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  articleCategories,
  articles,
  stationArticleSettings,
  stationSuppliers,
  suppliers,
} from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';

/** Catalogue articles and the venue's own, not deleted. */
export function venueArticleCondition(venueId: number): SQL {
  return and(isNull(articles.deletedAt), or(isNull(articles.venueId), eq(articles.venueId, venueId)))!;
}

/** A venue article whose supplier is one of the station's live suppliers (the station was checked separately). */
export function stationArticleCondition(venueId: number, stationId: number): SQL {
  return and(
    venueArticleCondition(venueId),
    sql`exists (
      select 1 from ${stationSuppliers}
      join ${suppliers} on ${suppliers.id} = ${stationSuppliers.supplierId} and ${suppliers.deletedAt} is null
      where ${stationSuppliers.stationId} = ${stationId}
        and ${stationSuppliers.venueId} = ${venueId}
        and ${stationSuppliers.supplierId} = ${articles.supplierId}
    )`,
  )!;
}

/** Categories used by the supplier's live, enabled venue articles, by name. */
export function listSupplierCategories(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<ArticleCategory[]> {
  return executor
    .select({ id: articleCategories.id, category: articleCategories.name })
    .from(articleCategories)
    .where(
      sql`exists (
        select 1 from ${articles}
        where ${articles.categoryId} = ${articleCategories.id}
          and ${articles.supplierId} = ${supplierId}
          and ${articles.enabled}
          and ${venueArticleCondition(venueId)}
      )`,
    )
    .orderBy(asc(sql`lower(${articleCategories.name})`), asc(articleCategories.id));
}

/**
 * Flips the favorite flag of an article for a station, creating the station's setting row when there is none
 * (new rows start as favorites). One statement: the article is taken only when it is a venue article of one of the
 * station's suppliers, so nothing is written otherwise and the answer is undefined.
 */
export async function toggleFavorite(
  executor: Executor,
  venueId: number,
  stationId: number,
  articleId: number,
  now: Date,
): Promise<{ articleId: number; isFavorite: boolean } | undefined> {
  const [row] = await queryRows<{ articleId: number; isFavorite: boolean }>(
    executor,
    sql`insert into ${stationArticleSettings} as s (venue_id, station_id, article_id, is_favorite, updated_at)
      select ${venueId}, ${stationId}, ${articles.id}, true, ${now.toISOString()}::timestamptz
      from ${articles}
      where ${articles.id} = ${articleId} and ${stationArticleCondition(venueId, stationId)}
      on conflict (station_id, article_id)
      do update set is_favorite = not s.is_favorite, updated_at = excluded.updated_at
      where s.venue_id = excluded.venue_id
      returning s.article_id as "articleId", s.is_favorite as "isFavorite"`,
  );
  return row;
}

/**
 * Marks the articles favorite for a station in one statement (idempotent). Answers the ids it marked; an id that is
 * not a venue article of one of the station's suppliers is left out, so the caller can refuse the whole request.
 */
export async function markFavorites(
  executor: Executor,
  venueId: number,
  stationId: number,
  articleIds: number[],
  now: Date,
): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const rows = await queryRows<{ articleId: number }>(
    executor,
    sql`insert into ${stationArticleSettings} as s (venue_id, station_id, article_id, is_favorite, updated_at)
      select ${venueId}, ${stationId}, ${articles.id}, true, ${now.toISOString()}::timestamptz
      from ${articles}
      where ${inArray(articles.id, articleIds)} and ${stationArticleCondition(venueId, stationId)}
      on conflict (station_id, article_id)
      do update set is_favorite = true, updated_at = excluded.updated_at
      where s.venue_id = excluded.venue_id
      returning s.article_id as "articleId"`,
  );
  return rows.map((row) => row.articleId).sort((a, b) => a - b);
}

/**
 * Sets the recommended quantity and/or the comment of an article for a station (creating the setting row when
 * there is none); a field left undefined keeps its stored value. Same visibility rule as toggleFavorite.
 */
export async function upsertArticleSetting(
  executor: Executor,
  venueId: number,
  stationId: number,
  articleId: number,
  changes: { recommendedQuantity?: string | null; comment?: string },
  now: Date,
): Promise<ArticleSettingResponse | undefined> {
  const updates: SQL[] = [sql`updated_at = excluded.updated_at`];
  if (changes.recommendedQuantity !== undefined)
    updates.push(sql`recommended_quantity = excluded.recommended_quantity`);
  if (changes.comment !== undefined) updates.push(sql`comment = excluded.comment`);
  const [row] = await queryRows<{ articleId: number; recommendedQuantity: string | null; comment: string }>(
    executor,
    sql`insert into ${stationArticleSettings} as s
        (venue_id, station_id, article_id, recommended_quantity, comment, updated_at)
      select ${venueId}, ${stationId}, ${articles.id}, ${changes.recommendedQuantity ?? null}::numeric,
        ${changes.comment ?? ''}, ${now.toISOString()}::timestamptz
      from ${articles}
      where ${articles.id} = ${articleId} and ${stationArticleCondition(venueId, stationId)}
      on conflict (station_id, article_id) do update set ${sql.join(updates, sql`, `)}
      where s.venue_id = excluded.venue_id
      returning s.article_id as "articleId", s.recommended_quantity::text as "recommendedQuantity", s.comment`,
  );
  if (!row) return undefined;
  return {
    articleId: row.articleId,
    recommendedQuantity: row.recommendedQuantity === null ? null : normalizeAmount(row.recommendedQuantity),
    comment: row.comment,
  };
}

/**
 * errors.sameArticle (docs/PRODUCT.md#unique-names): the name (case-insensitive) among the supplier's catalogue and
 * venue articles.
 */
export async function isArticleNameTaken(
  executor: Executor,
  venueId: number,
  supplierId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.supplierId, supplierId),
        eq(sql`lower(${articles.name})`, sql`lower(${name})`),
        venueArticleCondition(venueId),
        exceptId === undefined ? undefined : ne(articles.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The category with this name (case-insensitive), created when missing. Safe under concurrent creation: a second
 * writer's insert does nothing on the unique lower(name) index and the select then finds the first one's row.
 */
export async function ensureCategory(executor: Executor, name: string): Promise<ArticleCategory> {
  await executor.insert(articleCategories).values({ name }).onConflictDoNothing();
  const [row] = await executor
    .select({ id: articleCategories.id, category: articleCategories.name })
    .from(articleCategories)
    .where(eq(sql`lower(${articleCategories.name})`, sql`lower(${name})`));
  return row!;
}

/** What an article says of itself: a venue's own and a catalogue article alike. */
export interface ArticleFields {
  name: string;
  storeName: string;
  note: string;
  categoryId: number;
  unit: Unit;
  defaultPrice: string | null;
}

export interface NewVenueArticle extends ArticleFields {
  supplierId: number;
  createdById: number;
}

/** The venue's own unverified article. */
export async function insertVenueArticle(
  executor: Executor,
  venueId: number,
  article: NewVenueArticle,
  now: Date,
): Promise<{ id: number; defaultPrice: string | null }> {
  const [row] = await executor
    .insert(articles)
    .values({ ...article, venueId, verified: false, enabled: true, createdAt: now, updatedAt: now })
    .returning({ id: articles.id, defaultPrice: articles.defaultPrice });
  return row!;
}
