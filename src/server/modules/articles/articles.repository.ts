/**
 * Article queries, always within one venue: a venue sees a supplier's catalogue articles (articles.venue_id null)
 * and its own unverified ones (venue_id = the venue), never another venue's. Per-station settings
 * (station_article_settings) are joined for one station at a time.
 */
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  Article,
  ArticleCategory,
  ArticleSettingResponse,
} from '../../../domain/articles/article-schemas';
import { normalizeAmount } from '../../../domain/orders/amount';
import type { Unit } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import {
  articleCategories,
  articles,
  stationArticleSettings,
  stationSuppliers,
  suppliers,
} from '../../db/schema';
import { queryRows } from '../../db/sql';

/** Catalogue articles and the venue's own, not deleted. */
function venueArticleCondition(venueId: number): SQL {
  return and(isNull(articles.deletedAt), or(isNull(articles.venueId), eq(articles.venueId, venueId)))!;
}

/** A venue article whose supplier is one of the station's live suppliers (the station was checked separately). */
function stationArticleCondition(venueId: number, stationId: number): SQL {
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

/** `text` as a LIKE pattern matching itself: its %, _ and \ lose their wildcard meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export interface ArticlePageFilter {
  supplierId: number;
  stationId: number;
  categoryId: number | null;
  /** Trimmed; empty for no search. */
  search: string;
  onlyFavorite: boolean;
  page: number;
  pageSize: number;
}

function settingsJoin(venueId: number, stationId: number): SQL {
  return and(
    eq(stationArticleSettings.stationId, stationId),
    eq(stationArticleSettings.articleId, articles.id),
    eq(stationArticleSettings.venueId, venueId),
  )!;
}

/**
 * The list filter of the order wizard and the Articles page: the supplier's venue articles, enabled, not disabled
 * for the station, then category, name search and favorites-only when asked. The station's settings come from the
 * left join both queries make (settingsJoin): measured on PostgreSQL 15, writing them as (not) exists subqueries
 * instead made the planner drop the trigram index for searches.
 */
function pageCondition(venueId: number, filter: ArticlePageFilter): SQL {
  const conditions: SQL[] = [
    eq(articles.supplierId, filter.supplierId),
    venueArticleCondition(venueId),
    eq(articles.enabled, true),
    sql`coalesce(${stationArticleSettings.enabled}, true)`,
  ];
  if (filter.categoryId !== null) conditions.push(eq(articles.categoryId, filter.categoryId));
  // Written as lower(name) like '%…%' so the pg_trgm GIN index articles_name_trgm_idx on lower(name) can serve it.
  if (filter.search !== '') {
    conditions.push(
      sql`lower(${articles.name}) like '%' || lower(${escapeLike(filter.search)}::text) || '%'`,
    );
  }
  if (filter.onlyFavorite) conditions.push(eq(stationArticleSettings.isFavorite, true));
  return and(...conditions)!;
}

const articleColumns = {
  id: articles.id,
  name: articles.name,
  storeName: articles.storeName,
  note: articles.note,
  category: { id: articleCategories.id, category: articleCategories.name },
  unit: articles.unit,
  // A station's own price (set on the Articles page) overrides the article's.
  defaultPrice: sql<
    string | null
  >`coalesce(${stationArticleSettings.price}, ${articles.defaultPrice})`.mapWith(articles.defaultPrice),
  isFavorite: sql<boolean>`coalesce(${stationArticleSettings.isFavorite}, false)`.mapWith(Boolean),
  recommendedQuantity: stationArticleSettings.recommendedQuantity,
  comment: sql<string>`coalesce(${stationArticleSettings.comment}, '')`,
  supplier: { id: articles.supplierId },
  verified: articles.verified,
};

/** One page in name order plus the number of all matches: two queries, run side by side. */
export async function findArticlePage(
  executor: Executor,
  venueId: number,
  filter: ArticlePageFilter,
): Promise<{ articles: Article[]; count: number }> {
  const where = pageCondition(venueId, filter);
  const [rows, [total]] = await Promise.all([
    executor
      .select(articleColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .leftJoin(stationArticleSettings, settingsJoin(venueId, filter.stationId))
      .where(where)
      // lower(name), id: case-insensitive name order, and the order of articles_supplier_name_idx (no sort step).
      .orderBy(asc(sql`lower(${articles.name})`), asc(articles.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    executor
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(articles)
      .leftJoin(stationArticleSettings, settingsJoin(venueId, filter.stationId))
      .where(where),
  ]);
  return {
    articles: rows.map((row) => ({
      ...row,
      recommendedQuantity: row.recommendedQuantity === null ? null : normalizeAmount(row.recommendedQuantity),
    })),
    count: total?.count ?? 0,
  };
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
      returning s.article_id as "articleId", s.recommended_quantity::text as "recommendedQuantity", s.comment`,
  );
  if (!row) return undefined;
  return {
    articleId: row.articleId,
    recommendedQuantity: row.recommendedQuantity === null ? null : normalizeAmount(row.recommendedQuantity),
    comment: row.comment,
  };
}

/** SPEC §5 errors.sameArticle: the name (case-insensitive) among the supplier's catalogue and venue articles. */
export async function isArticleNameTaken(
  executor: Executor,
  venueId: number,
  supplierId: number,
  name: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.supplierId, supplierId),
        eq(sql`lower(${articles.name})`, sql`lower(${name})`),
        venueArticleCondition(venueId),
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

export interface NewVenueArticle {
  supplierId: number;
  categoryId: number;
  name: string;
  storeName: string;
  note: string;
  unit: Unit;
  defaultPrice: string | null;
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
