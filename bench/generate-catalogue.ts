/**
 * Generation, part 1: the bench venues with their plans, admins, stations, suppliers (the shared catalogue for the
 * big venue, own suppliers for the small ones), station links, contacts, articles and per-station favorites.
 * Everything after the venue rows is set-based SQL; temp tables (bench_*) carry ids to the order step.
 */
import { stationCode } from '@/domain/orders/order-number';
import {
  BIG,
  BIG_VENUE_PIB,
  benchEmail,
  SMALL,
  SMALL_BENCH,
  SMALL_BENCH_VENUE_PIB,
  SMALL_VENUE_PIB_PREFIX,
  SUPPLIER_PIB_PREFIX,
} from './config';
import {
  BIG_STATIONS,
  CATEGORIES,
  FIRST_NAMES,
  LABELS,
  MARKETS,
  PRODUCTS,
  SMALL_STATIONS,
  SUPPLIER_KINDS,
  SURNAMES,
} from './catalogue';
import { type Client, step } from './db';

export interface VenueSpec {
  pib: string;
  name: string;
  adminEmail: string;
  plan: 'PRO' | 'BASIC';
  departmentLimit: number;
  /** Station names; a name in `warehouses` is a warehouse station. */
  stations: readonly string[];
  warehouses: readonly string[];
  /** 0: the venue orders from the shared catalogue suppliers. */
  ownSuppliers: number;
  articlesPerSupplier: number;
  orders: number;
}

export function venueSpecs(): VenueSpec[] {
  const big: VenueSpec = {
    pib: BIG_VENUE_PIB,
    name: BIG.name,
    adminEmail: benchEmail('admin'),
    plan: 'PRO',
    departmentLimit: BIG.stations,
    stations: BIG_STATIONS.slice(0, BIG.stations),
    warehouses: [BIG_STATIONS[BIG.stations - 1]!],
    ownSuppliers: 0,
    articlesPerSupplier: 0,
    orders: BIG.orders,
  };
  const smallBench: VenueSpec = {
    pib: SMALL_BENCH_VENUE_PIB,
    name: SMALL_BENCH.name,
    adminEmail: benchEmail('small'),
    plan: 'PRO',
    departmentLimit: 2,
    stations: SMALL_STATIONS.slice(0, SMALL_BENCH.stations),
    warehouses: [],
    ownSuppliers: SMALL_BENCH.suppliers,
    articlesPerSupplier: SMALL_BENCH.articlesPerSupplier,
    orders: SMALL_BENCH.orders,
  };
  const small = Array.from({ length: SMALL.count }, (_, index): VenueSpec => {
    const no = String(index + 1).padStart(2, '0');
    return {
      pib: `${SMALL_VENUE_PIB_PREFIX}${String(index + 1).padStart(4, '0')}`,
      name: `Bench Mali Restoran ${no}`,
      adminEmail: benchEmail(`venue${no}`),
      // PRO: the spread receive phase moves an item to a new order (a PRO feature, docs/PRODUCT.md#plan-allowance).
      plan: 'PRO',
      departmentLimit: 2,
      stations: SMALL_STATIONS.slice(0, SMALL.stations),
      warehouses: [],
      ownSuppliers: SMALL.suppliers,
      articlesPerSupplier: SMALL.articlesPerSupplier,
      orders: SMALL.orders,
    };
  });
  return [big, smallBench, ...small];
}

/** Item article picks (k + 13 j) mod n must differ for the ten items of an order. */
function assertItemSpread(articleCount: number) {
  if (articleCount < 10 || articleCount % 13 === 0)
    throw new Error(`Unusable article count per supplier: ${articleCount}`);
}

export async function loadCatalogue(
  client: Client,
  specs: readonly VenueSpec[],
  passwordHash: string,
): Promise<void> {
  if (PRODUCTS.length < Math.ceil(BIG.articles / BIG.sharedSuppliers)) {
    throw new Error('Too few product names for unique article names per supplier');
  }
  await step('venues, plans, admins, stations', () => loadVenues(client, specs, passwordHash));
  await step('suppliers and station links', () => loadSuppliers(client));
  await step('contacts', () => loadContacts(client));
  await step(`articles (${BIG.articles} + small venues')`, () => loadArticles(client));
  await step('favorites', () => loadFavorites(client));
}

async function loadVenues(client: Client, specs: readonly VenueSpec[], passwordHash: string) {
  const { rows: venueRows } = await client.query<{ id: number; pib: string }>(
    `insert into venues (name, business_name, address, pib, phone_number, email)
     select name, name || ' DOO', 'Bulevar kralja Aleksandra ' || ord || ', Beograd', pib,
       '+38111' || lpad(ord::text, 7, '0'), 'venue' || ord || '@bench.nabavka.test'
     from unnest($1::text[], $2::text[]) with ordinality as t(name, pib, ord)
     returning id, pib`,
    [specs.map((s) => s.name), specs.map((s) => s.pib)],
  );
  const venueId = new Map(venueRows.map((row) => [row.pib, row.id]));
  const ids = specs.map((s) => venueId.get(s.pib)!);

  await client.query(
    `insert into subscriptions (venue_id, plan, department_limit)
     select * from unnest($1::int[], $2::text[], $3::int[])`,
    [ids, specs.map((s) => s.plan), specs.map((s) => s.departmentLimit)],
  );
  const { rows: adminRows } = await client.query<{ id: number; venue_id: number }>(
    `insert into users (email, name, phone, password_hash, role, venue_id, verified, finished_onboarding)
     select email, 'Bench Admin ' || ord, '+38160' || lpad(ord::text, 7, '0'), $3, 'ROLE_ADMIN', venue_id, true, true
     from unnest($1::text[], $2::int[]) with ordinality as t(email, venue_id, ord)
     returning id, venue_id`,
    [specs.map((s) => s.adminEmail), ids, passwordHash],
  );
  // The generator runs with triggers off (generate.ts), so the membership the users trigger would write is written
  // here: without it a bench admin may not send (docs/decisions/0037-venue-memberships.md).
  await client.query(
    `insert into venue_memberships (venue_id, user_id, role)
     select venue_id, id, 'ROLE_ADMIN' from unnest($1::int[], $2::int[]) as t(id, venue_id)`,
    [adminRows.map((row) => row.id), adminRows.map((row) => row.venue_id)],
  );
  const adminOf = new Map(adminRows.map((row) => [row.venue_id, row.id]));

  await client.query(`create temp table bench_venues (
    venue_id int primary key, admin_id int not null, order_count int not null, own_suppliers int not null,
    articles_per_supplier int not null, spec_no int not null, n_pairs int)`);
  await client.query(
    `insert into bench_venues (venue_id, admin_id, order_count, own_suppliers, articles_per_supplier, spec_no)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])`,
    [
      ids,
      ids.map((id) => adminOf.get(id)!),
      specs.map((s) => s.orders),
      specs.map((s) => s.ownSuppliers),
      specs.map((s) => s.articlesPerSupplier),
      specs.map((_, index) => index),
    ],
  );

  const stationList = specs.flatMap((spec, index) =>
    spec.stations.map((name, stationNo) => ({
      venueId: ids[index]!,
      name,
      stationNo,
      stationCount: spec.stations.length,
      isWarehouse: spec.warehouses.includes(name),
    })),
  );
  const { rows: stationRows } = await client.query<{ id: number; venue_id: number; name: string }>(
    `insert into stations (venue_id, name, is_warehouse)
     select * from unnest($1::int[], $2::text[], $3::bool[])
     returning id, venue_id, name`,
    [
      stationList.map((s) => s.venueId),
      stationList.map((s) => s.name),
      stationList.map((s) => s.isWarehouse),
    ],
  );
  // Station names are unique within a venue.
  const stationId = new Map(stationRows.map((row) => [`${row.venue_id}/${row.name}`, row.id]));
  await client.query(`create temp table bench_stations (
    station_id int primary key, venue_id int not null, station_no int not null, station_count int not null,
    code text not null, is_warehouse bool not null)`);
  await client.query(
    `insert into bench_stations select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::bool[])`,
    [
      stationList.map((s) => stationId.get(`${s.venueId}/${s.name}`)!),
      stationList.map((s) => s.venueId),
      stationList.map((s) => s.stationNo),
      stationList.map((s) => s.stationCount),
      stationList.map((s) => stationCode(s.name)),
      stationList.map((s) => s.isWarehouse),
    ],
  );
  await client.query(`analyze bench_venues, bench_stations`);
  await client.query(`insert into station_users (venue_id, station_id, user_id)
    select s.venue_id, s.station_id, v.admin_id from bench_stations s join bench_venues v using (venue_id)`);
}

async function loadSuppliers(client: Client) {
  const regular = BIG.sharedSuppliers - BIG.marketSuppliers;
  const perSupplier = Math.floor(BIG.articles / BIG.sharedSuppliers);
  const withOneMore = BIG.articles % BIG.sharedSuppliers;
  assertItemSpread(perSupplier);
  assertItemSpread(SMALL.articlesPerSupplier);
  assertItemSpread(SMALL_BENCH.articlesPerSupplier);
  if (SUPPLIER_KINDS.length * SURNAMES.length < regular) throw new Error('Too few supplier names');

  // The shared catalogue: market suppliers first, then regular ones named "<kind> <surname> d.o.o." (unique).
  await client.query(
    `insert into suppliers (name, pib, registration_number, address, post_number, city, email, phone, is_market, verified, has_data)
     select case when n < $1 then ($2::text[])[n + 1]
                 else ($3::text[])[1 + (n - $1) % $5] || ' ' || ($4::text[])[1 + (n - $1) / $5] || ' d.o.o.' end,
       $6 || lpad(n::text, 4, '0'), lpad((20000000 + n)::text, 8, '0'), 'Industrijska zona ' || n, '11000', 'Beograd',
       'porudzbine' || n || '@dobavljac.test', '+38111' || lpad((5000000 + n)::text, 7, '0'), n < $1, true, true
     from generate_series(0, $7 - 1) n`,
    [
      BIG.marketSuppliers,
      MARKETS,
      SUPPLIER_KINDS,
      SURNAMES,
      SUPPLIER_KINDS.length,
      SUPPLIER_PIB_PREFIX,
      BIG.sharedSuppliers,
    ],
  );
  // Small venues' own (unverified) suppliers; their articles are the venue's own too, so both go with the venue.
  await client.query(
    `insert into suppliers (venue_id, name, address, city, email, phone)
     select v.venue_id, ($1::text[])[1 + (v.spec_no + n) % $3] || ' ' || ($2::text[])[1 + (v.spec_no * 5 + n) % $4],
       'Glavna ' || (n + 1), 'Novi Sad', '', '+38121' || lpad((v.spec_no * 10 + n)::text, 7, '0')
     from bench_venues v cross join lateral generate_series(0, v.own_suppliers - 1) n
     where v.own_suppliers > 0`,
    [SUPPLIER_KINDS, SURNAMES, SUPPLIER_KINDS.length, SURNAMES.length],
  );

  await client.query(`create temp table bench_suppliers (
    supplier_id int primary key, local_no int not null, is_market bool not null, article_count int not null,
    owner_venue_id int)`);
  await client.query(
    `insert into bench_suppliers
     select id, substr(pib, length($1) + 1)::int, is_market,
       case when substr(pib, length($1) + 1)::int < $3 then $2 + 1 else $2 end, null
     from suppliers where venue_id is null and pib like $1 || '%' and deleted_at is null`,
    [SUPPLIER_PIB_PREFIX, perSupplier, withOneMore],
  );
  await client.query(`insert into bench_suppliers
    select s.id, (row_number() over (partition by s.venue_id order by s.id) - 1)::int, false, v.articles_per_supplier, s.venue_id
    from suppliers s join bench_venues v on v.venue_id = s.venue_id`);
  // Temp tables are never auto-analyzed; without statistics the planner picks nested loops over the whole load.
  await client.query(`analyze bench_suppliers`);

  const big = await client.query<{ venue_id: number }>(
    `select venue_id from bench_venues where own_suppliers = 0`,
  );
  const bigVenueId = big.rows[0]!.venue_id;
  await client.query(
    `insert into venue_suppliers (venue_id, supplier_id)
     select coalesce(owner_venue_id, $1), supplier_id from bench_suppliers`,
    [bigVenueId],
  );
  // Big venue: each regular station gets a different 30-50 of the regular suppliers (a bijective stride over them);
  // the warehouse gets the market suppliers and a few regular ones.
  await client.query(
    `insert into station_suppliers (venue_id, station_id, supplier_id)
     select st.venue_id, st.station_id, s.supplier_id
     from bench_stations st join bench_suppliers s on s.owner_venue_id is null
     where st.venue_id = $1 and case
       when st.is_warehouse then s.is_market or (not s.is_market and ((s.local_no - $2) * 31 + st.station_no * 97) % $3 < $4)
       else not s.is_market and ((s.local_no - $2) * 31 + st.station_no * 97) % $3 < $5 + (st.station_no * 13) % $6 end`,
    [
      bigVenueId,
      BIG.marketSuppliers,
      regular,
      BIG.warehouseRegularSuppliers,
      BIG.stationSuppliersMin,
      BIG.stationSuppliersSpread,
    ],
  );
  // Small venues: the kitchen orders from suppliers 0-3, the bar from 2-4; a one-station venue from all.
  await client.query(`insert into station_suppliers (venue_id, station_id, supplier_id)
    select st.venue_id, st.station_id, s.supplier_id
    from bench_stations st join bench_suppliers s on s.owner_venue_id = st.venue_id
    where st.station_count = 1 or (st.station_no = 0 and s.local_no <= 3) or (st.station_no = 1 and s.local_no >= 2)`);
}

async function loadContacts(client: Client) {
  await client.query(
    `insert into supplier_contacts (venue_id, supplier_id, name, phone, email)
     select vs.venue_id, vs.supplier_id,
       ($1::text[])[1 + (vs.supplier_id + c) % $3] || ' ' || ($2::text[])[1 + (vs.supplier_id * 3 + c) % $4],
       '+38163' || lpad(((vs.supplier_id * 7919 + c * 104729) % 10000000)::text, 7, '0'),
       'kontakt' || c || '.' || vs.supplier_id || '@dobavljac.test'
     from venue_suppliers vs join bench_venues v on v.venue_id = vs.venue_id
     cross join lateral generate_series(1, 1 + vs.supplier_id % 2) c`,
    [FIRST_NAMES, SURNAMES, FIRST_NAMES.length, SURNAMES.length],
  );
}

async function loadArticles(client: Client) {
  await client.query(
    `insert into article_categories (name) select unnest($1::text[]) on conflict do nothing`,
    [CATEGORIES],
  );
  await client.query(
    `create temp table bench_products (idx int primary key, name text, category_id int, unit text, price numeric)`,
  );
  await client.query(
    `insert into bench_products
     select (p.ord - 1)::int, p.name, c.id, p.unit, p.price
     from unnest($1::text[], $2::text[], $3::text[], $4::numeric[]) with ordinality as p(name, category, unit, price, ord)
     join article_categories c on lower(c.name) = lower(p.category)`,
    [
      PRODUCTS.map((p) => p.name),
      PRODUCTS.map((p) => p.category),
      PRODUCTS.map((p) => p.unit),
      PRODUCTS.map((p) => p.price),
    ],
  );
  // Article k of a supplier is product (k + 7 * supplier) mod P: distinct products within a supplier (k < P), and a
  // label so the same product differs between suppliers ("Sir gauda Gastro" / "Sir gauda Horeca").
  await client.query(
    `insert into articles (supplier_id, venue_id, category_id, name, store_name, unit, default_price, enabled, verified)
     select s.supplier_id, s.owner_venue_id, p.category_id, p.name || ' ' || ($1::text[])[1 + (s.supplier_id + k) % $2],
       'SIF-' || lpad(k::text, 4, '0'), p.unit, round(p.price * (1 + (s.supplier_id % 7) * 0.03), 2), true,
       s.owner_venue_id is null
     from bench_suppliers s cross join lateral generate_series(0, s.article_count - 1) k
     join bench_products p on p.idx = (k + s.supplier_id * 7) % $3
     order by s.supplier_id, k`,
    [LABELS, LABELS.length, PRODUCTS.length],
  );
  await client.query(`create temp table bench_articles as
    select a.supplier_id, (row_number() over (partition by a.supplier_id order by a.id) - 1)::int as k,
      a.id as article_id, a.name, a.unit
    from articles a join bench_suppliers s on s.supplier_id = a.supplier_id`);
  await client.query(`create index on bench_articles (supplier_id, k)`);
  await client.query(`analyze bench_products, bench_articles`);
}

async function loadFavorites(client: Client) {
  // About one article in fifteen of each linked supplier is a station favorite; a few carry a recommended quantity.
  await client.query(`insert into station_article_settings (venue_id, station_id, article_id, is_favorite, recommended_quantity)
    select ss.venue_id, ss.station_id, a.article_id, true, case when a.k % 4 = 0 then (2 + a.k % 5)::numeric end
    from station_suppliers ss join bench_venues v on v.venue_id = ss.venue_id
    join bench_articles a on a.supplier_id = ss.supplier_id and (a.k + ss.station_id * 11) % 15 = 0`);
}
