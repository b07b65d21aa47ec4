/**
 * One page of a station's articles of one supplier (GET /articles/products/{supplierId}/{departmentId}:
 * docs/PRODUCT.md#api-articles): the order wizard's hot read (ARCHITECTURE budgets), so one prepared statement checks
 * the station and supplier for the caller, and returns the page (name order) and the number of all matches as the
 * API's JSON text (sent as it is, decision 0005).
 *
 * The name search is a substring test on lower(name) rather than a trigram LIKE: walking the supplier's articles
 * in name order (articles_supplier_name_idx) stops after one page, whereas the trigram index first collects the
 * matches of the whole shared catalogue. The trigram index stays for catalogue-wide search.
 */
import type { Database } from '@/server/db/client';
import { prepared, runPrepared } from '@/server/db/prepared';
import { stationVisibility } from '@/domain/stations/station-visibility';
import type { VenueCaller } from '@/server/types';
import { visibleStationSql } from '@/server/shared/station-visibility';

interface PageRow {
  visible: boolean;
  /** The API's { articles, count } as JSON text (ArticlePageSchema). */
  body: string;
}

export const ARTICLE_PAGE = prepared<PageRow>(
  'article_page_v4',
  `with target as (
    select s.id from stations s
    join station_suppliers ss on ss.station_id = s.id and ss.venue_id = $1 and ss.supplier_id = $2
    join suppliers sup on sup.id = ss.supplier_id and sup.deleted_at is null
    where s.id = $3 and ${visibleStationSql('s', { venue: '$1', user: '$4', visibility: '$5' })}
  ), matches as (
    select a.id, a.name, a.store_name, a.note, a.category_id, a.unit, a.default_price, a.verified,
      sas.price, sas.is_favorite, sas.recommended_quantity, sas.comment
    from articles a
    -- By primary key per article ("limit 1" keeps the planner from turning it back into a join, for which the
    -- once-made generic plan scans all of the venue's settings).
    left join lateral (
      select x.price, x.is_favorite, x.recommended_quantity, x.comment, x.enabled
      from station_article_settings x where x.station_id = $3 and x.article_id = a.id and x.venue_id = $1
      limit 1
    ) sas on true
    where exists (select 1 from target)
      and a.supplier_id = $2 and a.deleted_at is null and (a.venue_id is null or a.venue_id = $1)
      and a.enabled and coalesce(sas.enabled, true)
      and ($6::int is null or a.category_id = $6)
      and ($7::text = '' or strpos(lower(a.name), lower($7::text)) > 0)
      and (not $8::boolean or coalesce(sas.is_favorite, false))
  )
  select
    exists (select 1 from target) as visible,
    json_build_object(
      'articles', coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'storeName', m.store_name, 'note', m.note,
          'category', json_build_object('id', c.id, 'category', c.name),
          'unit', m.unit,
          -- A station's own price (set on the Articles page) overrides the article's.
          'defaultPrice', coalesce(m.price, m.default_price)::text,
          'isFavorite', coalesce(m.is_favorite, false),
          'recommendedQuantity', trim_scale(m.recommended_quantity)::text,
          'comment', coalesce(m.comment, ''),
          'supplier', json_build_object('id', $2::int),
          'verified', m.verified) order by lower(m.name), m.id)
        from (select * from matches order by lower(name), id limit $9 offset $10) m
        join article_categories c on c.id = m.category_id), '[]'::json),
      'count', (select count(*)::int from matches)
    )::text as body`,
);

export interface ArticlePageQuery {
  supplierId: number;
  stationId: number;
  categoryId: number | null;
  /** Trimmed; empty for no search. */
  search: string;
  onlyFavorite: boolean;
  page: number;
  pageSize: number;
}

/** The page as the API's JSON text, or undefined when the station or the supplier is not the caller's to see. */
export async function findArticlePage(
  db: Database,
  caller: VenueCaller,
  query: ArticlePageQuery,
): Promise<string | undefined> {
  const [row] = await runPrepared(db, ARTICLE_PAGE, [
    caller.venueId,
    query.supplierId,
    query.stationId,
    caller.userId,
    stationVisibility(caller.role),
    query.categoryId,
    query.search,
    query.onlyFavorite,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  return row?.visible ? row.body : undefined;
}
