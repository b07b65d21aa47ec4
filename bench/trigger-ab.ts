/**
 * `DATABASE_URL=… npx tsx bench/trigger-ab.ts` (decision 0017, decision 0010 "Lighter triggers"): the executor time
 * (EXPLAIN ANALYZE's Execution Time, which includes the AFTER triggers the statement fires) of the writes that fire
 * the order and item triggers, with the trigger functions of migration 0023 and with those it replaced (0007, 0020),
 * interleaved on one connection of a generated bench database, on its big venue (both sets are installed from the
 * migration files for the round, so the database may be at 0022 or later). Without DATABASE_URL it runs on the
 * embedded database instead: a fresh PGlite directory prepared as the embedded bench prepares it (migrations, demo,
 * a year of Bistro Demo's history), on Bistro Demo.
 *
 * Each round installs one set of functions inside a transaction, runs every statement ITERATIONS times (each undone
 * by a savepoint) and rolls back: nothing stays. Per set and statement it prints the first call of a round (the
 * session plans the trigger functions' statements then) and the median of the other calls.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@/server/db/client';
import { migrationsFolder } from '@/server/paths';
import { BIG_VENUE_PIB } from './config';
import { withClient } from './db';
import { prepareEmbeddedDatabase } from './embedded-data';

/** One connection of either engine: a statement and its rows. */
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

async function one<T>(query: Query, text: string, params: unknown[]): Promise<T> {
  const [row] = await query<T>(text, params);
  if (!row) throw new Error(`No row: ${text}`);
  return row;
}

const ROUNDS = 3;
const ITERATIONS = 15;

/** The CREATE OR REPLACE FUNCTION statements of some migrations whose text mentions one of `names`. */
function functionsOf(files: string[], names: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(migrationsFolder(), file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => names.some((name) => statement.includes(`CREATE OR REPLACE FUNCTION ${name}(`))),
  );
}

const REPLACED = [
  'order_summaries_refresh',
  'order_items_summarise',
  'report_months_stamp',
  'report_orders_stamp',
  'report_items_stamp',
];
const SETS = {
  'before 0023': functionsOf(
    ['0007_order_summaries_triggers.sql', '0020_report_versions_triggers.sql'],
    REPLACED,
  ),
  '0023': functionsOf(['0023_lighter_order_triggers.sql'], REPLACED),
};

interface Facts {
  venueId: number;
  stationId: number;
  supplierId: number;
  articleIds: number[];
}

interface Explained {
  ms: number;
  /** The time of each trigger the statement fired itself (nested statements' triggers are inside theirs). */
  triggers: Record<string, number>;
}

async function explained(query: Query, statement: string, params: unknown[]): Promise<Explained> {
  await query('savepoint ab');
  const rows = await query<{
    'QUERY PLAN': [{ 'Execution Time': number; Triggers?: { 'Trigger Name': string; Time: number }[] }];
  }>(`explain (analyze, format json) ${statement}`, params);
  await query('rollback to savepoint ab');
  const [plan] = rows[0]!['QUERY PLAN'];
  const triggers: Record<string, number> = {};
  for (const trigger of plan.Triggers ?? []) {
    triggers[trigger['Trigger Name']] = (triggers[trigger['Trigger Name']] ?? 0) + trigger.Time;
  }
  return { ms: plan['Execution Time'], triggers };
}

/** An order of `count` items of the facts' articles, made for the round (rolled back with it). */
async function makeOrder(query: Query, facts: Facts, number: string, status: string, count: number) {
  const order = await one<{ id: number }>(
    query,
    `insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline, items_count)
     values ($1, $2, $3, $4, $5, current_date + 1, $6) returning id`,
    [facts.venueId, facts.stationId, facts.supplierId, number, status, count],
  );
  await query(
    `insert into order_items (venue_id, order_id, article_id, name, unit, amount, position)
     select $1, $2, a.id, 'ab', 'kg', 4, a.n from unnest($3::int[]) with ordinality a(id, n)`,
    [facts.venueId, order.id, facts.articleIds.slice(0, count)],
  );
  const items = await query<{ id: number }>(
    `select id from order_items where order_id = $1 order by position`,
    [order.id],
  );
  return { id: order.id, itemIds: items.map((row) => row.id) };
}

/** The statements measured, as the use cases shape them (create, send, receive with a moved item, a note edit). */
async function statements(query: Query, facts: Facts, round: string) {
  const sent = await makeOrder(query, facts, `AB-${round}-S`, 'OPEN', 3);
  const received = await makeOrder(query, facts, `AB-${round}-R`, 'IN_PROGRESS', 10);
  const outcomes = received.itemIds.map((id, index) => ({
    id,
    status: index < 9 ? 'DELIVERED' : 'NOT_DELIVERED',
    delivered_amount: index < 7 ? '4' : index < 9 ? '2' : null,
    reason: index < 9 ? null : 'MOVE_TO_NEW',
  }));
  const { venueId, stationId, supplierId, articleIds } = facts;
  return {
    'create (order and 3 items, one statement)': [
      `with made as (
         insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline, items_count)
         values ($1, $2, $3, $4, 'OPEN', current_date + 1, 3) returning id, venue_id
       )
       insert into order_items (venue_id, order_id, article_id, name, unit, amount, position)
       select made.venue_id, made.id, a.id, 'ab', 'kg', 4, a.n from made, unnest($5::int[]) with ordinality a(id, n)`,
      [venueId, stationId, supplierId, `AB-${round}-C`, articleIds.slice(0, 3)],
    ],
    'send (status of the order)': [
      `update orders set status = 'IN_PROGRESS', sent_at = now(), version = version + 1 where id = $1`,
      [sent.id],
    ],
    'receive (10 items, 1 moved to a new order, the order, one statement)': [
      `with made as (
         insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline, source_order_id,
           items_count)
         values ($1, $2, $3, $4, 'OPEN', current_date, $5, 1) returning id, venue_id
       ), moved as (
         insert into order_items (venue_id, order_id, article_id, name, unit, amount, position, moved_from_item_id)
         select made.venue_id, made.id, $6, 'ab', 'kg', 4, 0, $7 from made
       ), resolved as (
         update order_items i set status = r.status, delivered_amount = r.delivered_amount::numeric,
           not_delivered_reason = r.reason, updated_at = now()
         from jsonb_to_recordset($8::jsonb) as r(id int, status text, delivered_amount text, reason text)
         where i.id = r.id
       )
       update orders set status = 'INCOMPLETE', new_order_id = (select id from made), version = version + 1
       where id = $5`,
      [
        venueId,
        stationId,
        supplierId,
        `AB-${round}-M`,
        received.id,
        articleIds[9],
        received.itemIds[9],
        JSON.stringify(outcomes),
      ],
    ],
    'item notes only (3 items)': [`update order_items set note = 'ab' where order_id = $1`, [sent.id]],
  } satisfies Record<string, [string, unknown[]]>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The measured rounds on one connection; the venue's first station/supplier pair with ten articles. */
async function measure(query: Query, venueId: number) {
  const facts = await one<Facts>(
    query,
    `select ss.venue_id as "venueId", ss.station_id as "stationId", ss.supplier_id as "supplierId",
       array(select a.id from articles a where a.supplier_id = ss.supplier_id and a.enabled
             and a.deleted_at is null and (a.venue_id is null or a.venue_id = ss.venue_id)
             order by a.id limit 10) as "articleIds"
     from station_suppliers ss
     join stations st on st.id = ss.station_id and not st.is_warehouse
     join suppliers s on s.id = ss.supplier_id and not s.is_market
     where ss.venue_id = $1 and (select count(*) from articles a where a.supplier_id = ss.supplier_id and a.enabled
       and a.deleted_at is null and (a.venue_id is null or a.venue_id = ss.venue_id)) >= 10
     order by ss.station_id, ss.supplier_id limit 1`,
    [venueId],
  );
  const first: Record<string, Record<string, number[]>> = {};
  const warm: Record<string, Record<string, number[]>> = {};
  /** Per statement, set and trigger: the later calls' times. */
  const warmTriggers: Record<string, Record<string, Record<string, number[]>>> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [set, functions] of Object.entries(SETS)) {
      await query('begin');
      try {
        // The orders the statements need first, so the functions installed next are compiled by the measured calls.
        const measured = await statements(query, facts, `${round}-${set}`);
        for (const definition of functions) await query(definition);
        for (const [label, [statement, params]] of Object.entries(measured)) {
          const runs: Explained[] = [];
          for (let i = 0; i < ITERATIONS; i++) runs.push(await explained(query, statement, params));
          ((first[label] ??= {})[set] ??= []).push(runs[0]!.ms);
          ((warm[label] ??= {})[set] ??= []).push(...runs.slice(1).map((run) => run.ms));
          const bySet = ((warmTriggers[label] ??= {})[set] ??= {});
          for (const run of runs.slice(1)) {
            for (const [name, ms] of Object.entries(run.triggers)) (bySet[name] ??= []).push(ms);
          }
        }
      } finally {
        await query('rollback');
      }
    }
  }
  console.log(
    `Executor time, ms (${ROUNDS} rounds interleaved; medians of the first calls and of the later calls)`,
  );
  for (const label of Object.keys(warm)) {
    console.log(`\n${label}`);
    for (const set of Object.keys(SETS)) {
      console.log(
        `  ${set.padEnd(12)} first ${median(first[label]![set]!).toFixed(3).padStart(7)}` +
          `   later ${median(warm[label]![set]!).toFixed(3).padStart(7)}`,
      );
      const triggers = Object.entries(warmTriggers[label]![set]!).sort(([a], [b]) => a.localeCompare(b));
      for (const [name, times] of triggers) {
        console.log(`      ${name.padEnd(36)} later ${median(times).toFixed(3).padStart(7)}`);
      }
    }
  }
}

async function onPostgres(url: string) {
  await withClient(url, async (client) => {
    const query: Query = async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[];
    const venue = await one<{ id: number }>(query, `select id from venues where pib = $1`, [BIG_VENUE_PIB]);
    await measure(query, venue.id);
  });
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nabavka-trigger-ab-'));
  try {
    process.stdout.write('Preparing the embedded database … ');
    const fixtures = await prepareEmbeddedDatabase(dataDir, new Date());
    console.log('done');
    const database = await openPglite({ dataDir });
    try {
      const query: Query = async <T>(text: string, params?: unknown[]) =>
        (await database.client.query<T>(text, params)).rows;
      await measure(query, fixtures.venueId);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const url = process.env.DATABASE_URL;
(url ? onPostgres(url) : onPglite()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
