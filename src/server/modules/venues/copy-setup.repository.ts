/**
 * Copying a venue's setup into a new venue (docs/decisions/0038-copy-venue-setup.md): set-based INSERT … SELECT, so a
 * venue with thousands of articles copies in a handful of statements. Every row written belongs to the new venue;
 * the source is only read. A copied station or supplier is found again by its name, unique among the live rows of its
 * scope (stations_venue_name_uq, suppliers_scope_name_uq); articles, the many, get their new ids drawn up front into a
 * map (copyArticles), so no id list travels through the application.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

export interface CopyScope {
  source: number;
  target: number;
  now: Date;
}

/** The copy's timestamp, typed: a parameter in a select list has no type of its own. */
function at(scope: CopyScope): SQL {
  return sql`${scope.now.toISOString()}::timestamptz`;
}

/** Source station id -> the new venue's station of the same name. */
function stationMap({ source, target }: CopyScope): SQL {
  return sql`select s.id as source_id, t.id as target_id
    from stations s
    join stations t on t.venue_id = ${target} and t.deleted_at is null and lower(t.name) = lower(s.name)
    where s.venue_id = ${source} and s.deleted_at is null`;
}

/**
 * Source supplier id -> the supplier the new venue works with instead: the same shared-catalogue supplier (it has no
 * owner, so it is linked, not copied), or the new venue's copy of its own supplier.
 */
function supplierMap({ source, target }: CopyScope): SQL {
  return sql`select s.id as source_id, coalesce(t.id, s.id) as target_id
    from suppliers s
    left join suppliers t on s.venue_id is not null and t.venue_id = ${target} and t.deleted_at is null
      and lower(t.name) = lower(s.name)
    where s.deleted_at is null
      and ((s.venue_id is null and exists (
            select 1 from venue_suppliers vs where vs.venue_id = ${source} and vs.supplier_id = s.id))
        or s.venue_id = ${source})`;
}

/**
 * The live stations, by name. Stations beyond the new venue's plan allowance come deactivated, as a plan change
 * leaves them (docs/PRODUCT.md#plan-change): active ones first, oldest first.
 */
export async function copyStations(tx: Executor, scope: CopyScope, allowed: number): Promise<void> {
  await tx.execute(sql`
    insert into stations (venue_id, name, is_warehouse, created_at, updated_at, deactivated_at)
    select ${scope.target}::int, s.name, s.is_warehouse, ${at(scope)}, ${at(scope)},
      case when row_number() over (order by s.deactivated_at is not null, s.id) > ${allowed} then ${at(scope)} end
    from stations s
    where s.venue_id = ${scope.source} and s.deleted_at is null`);
}

/**
 * The venue's own suppliers become the new venue's own copies; it is linked (venue_suppliers) to those copies and to
 * every catalogue supplier the source works with.
 */
export async function copySuppliers(tx: Executor, scope: CopyScope): Promise<void> {
  await tx.execute(sql`
    insert into suppliers (venue_id, name, pib, registration_number, address, post_number, city, email, phone,
      bank_account_number, is_restaurant, is_foreign, is_market, verified, has_data, created_at, updated_at)
    select ${scope.target}::int, s.name, s.pib, s.registration_number, s.address, s.post_number, s.city, s.email, s.phone,
      s.bank_account_number, s.is_restaurant, s.is_foreign, s.is_market, s.verified, s.has_data,
      ${at(scope)}, ${at(scope)}
    from suppliers s
    where s.venue_id = ${scope.source} and s.deleted_at is null`);
  await tx.execute(sql`
    insert into venue_suppliers (venue_id, supplier_id, created_at)
    select ${scope.target}::int, sm.target_id, ${at(scope)} from (${supplierMap(scope)}) sm`);
}

/** The venue's people at its suppliers (supplier_contacts: the venue's own, never the catalogue's). */
export async function copyContacts(tx: Executor, scope: CopyScope): Promise<void> {
  await tx.execute(sql`
    insert into supplier_contacts (venue_id, supplier_id, name, phone, email, created_at, updated_at)
    select ${scope.target}::int, sm.target_id, c.name, c.phone, c.email, ${at(scope)}, ${at(scope)}
    from supplier_contacts c
    join (${supplierMap(scope)}) sm on sm.source_id = c.supplier_id
    where c.venue_id = ${scope.source} and c.deleted_at is null
    order by c.id`);
}

/**
 * The ordering schedules (docs/PRODUCT.md#data-ordering-schedule): the newest note per supplier is the schedule
 * (supplier-notes.repository.ts); the copy is written by the registering account.
 */
export async function copySchedules(tx: Executor, scope: CopyScope, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into supplier_notes (venue_id, supplier_id, user_id, time_to_order, time_to_deliver, days_in_week, note,
      minimum_order_value, created_at, updated_at)
    select ${scope.target}::int, newest.target_id, ${userId}::int, newest.time_to_order, newest.time_to_deliver,
      newest.days_in_week, newest.note, newest.minimum_order_value, ${at(scope)}, ${at(scope)}
    from (
      select distinct on (n.supplier_id) sm.target_id, n.time_to_order, n.time_to_deliver, n.days_in_week, n.note,
        n.minimum_order_value
      from supplier_notes n
      join (${supplierMap(scope)}) sm on sm.source_id = n.supplier_id
      where n.venue_id = ${scope.source}
      order by n.supplier_id, n.updated_at desc, n.id desc
    ) newest`);
}

/** Which copied stations order from which suppliers. */
export async function copyStationSuppliers(tx: Executor, scope: CopyScope): Promise<void> {
  await tx.execute(sql`
    insert into station_suppliers (venue_id, station_id, supplier_id, created_at)
    select ${scope.target}::int, stm.target_id, sm.target_id, ${at(scope)}
    from station_suppliers ss
    join (${stationMap(scope)}) stm on stm.source_id = ss.station_id
    join (${supplierMap(scope)}) sm on sm.source_id = ss.supplier_id
    where ss.venue_id = ${scope.source}`);
}

/**
 * The venue's own articles with their prices, under the suppliers the new venue works with. The new ids are drawn
 * first into a map that lives until the transaction ends (copy_article_map), so the station settings find each copy
 * by the source id (a join by name over thousands of articles is far slower).
 */
export async function copyArticles(tx: Executor, scope: CopyScope, userId: number): Promise<void> {
  await tx.execute(sql`
    create temp table copy_article_map on commit drop as
    select a.id as source_id, nextval(pg_get_serial_sequence('articles', 'id'))::int as target_id,
      sm.target_id as supplier_id
    from articles a
    join (${supplierMap(scope)}) sm on sm.source_id = a.supplier_id
    where a.venue_id = ${scope.source} and a.deleted_at is null`);
  await tx.execute(sql`alter table copy_article_map add primary key (source_id)`);
  await tx.execute(sql`
    insert into articles (id, supplier_id, venue_id, category_id, name, store_name, note, unit, default_price, enabled,
      verified, created_by_id, created_at, updated_at)
    select m.target_id, m.supplier_id, ${scope.target}::int, a.category_id, a.name, a.store_name, a.note, a.unit,
      a.default_price, a.enabled, a.verified, ${userId}::int, ${at(scope)}, ${at(scope)}
    from copy_article_map m
    join articles a on a.id = m.source_id`);
}

/**
 * Each station's settings of its articles: the station's price, comment and whether it orders the article, with
 * the favorite mark and the recommended quantity (par level) only when those parts were chosen. A copied article's
 * setting moves to its copy; a catalogue article's stays on it when the new venue works with its supplier.
 */
export async function copyStationArticles(
  tx: Executor,
  scope: CopyScope,
  with_: { favorites: boolean; parLevels: boolean },
): Promise<void> {
  await tx.execute(sql`
    insert into station_article_settings (venue_id, station_id, article_id, is_favorite, recommended_quantity,
      comment, enabled, price, updated_at)
    select ${scope.target}::int, stm.target_id, coalesce(m.target_id, a.id),
      case when ${with_.favorites}::boolean then s.is_favorite else false end,
      case when ${with_.parLevels}::boolean then s.recommended_quantity end,
      s.comment, s.enabled, s.price, ${at(scope)}
    from station_article_settings s
    join (${stationMap(scope)}) stm on stm.source_id = s.station_id
    join articles a on a.id = s.article_id and a.deleted_at is null
    left join copy_article_map m on m.source_id = a.id
    where s.venue_id = ${scope.source}
      and (m.target_id is not null
        or (a.venue_id is null and a.supplier_id in (select sm.source_id from (${supplierMap(scope)}) sm)))`);
}
