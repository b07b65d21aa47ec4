/** Finding, checking and removing the bench data (marked by tax ids and e-mails, see config.ts). */
import {
  BIG,
  BIG_VENUE_PIB,
  SMALL,
  SMALL_BENCH,
  SMALL_BENCH_VENUE_PIB,
  SMALL_VENUE_PIB_PATTERN,
  SUPPLIER_PIB_PREFIX,
  USER_EMAIL_PATTERN,
  VENUE_PIB_PATTERN,
} from './config';
import { type Client, one } from './db';

export interface BenchState {
  venues: number;
  users: number;
  /** Each bench user's membership of its venue (docs/decisions/0037-venue-memberships.md). */
  memberships: number;
  sharedSuppliers: number;
  sharedArticles: number;
  bigOrders: number;
  bigItems: number;
  bigCounted: number;
  smallBenchOrders: number;
  smallOrders: number;
}

const VENUES = `(select id from venues where pib like '${VENUE_PIB_PATTERN}' or pib like '${SMALL_VENUE_PIB_PATTERN}')`;

export async function readState(client: Client): Promise<BenchState> {
  return one<BenchState>(
    client,
    `with big as (select id from venues where pib = $1), small_bench as (select id from venues where pib = $2)
     select
       (select count(*) from ${VENUES} v)::int as venues,
       (select count(*) from users where email like $4)::int as users,
       (select count(*) from venue_memberships m join users u on u.id = m.user_id
         where u.email like $4)::int as memberships,
       (select count(*) from suppliers where venue_id is null and pib like $3 || '%')::int as "sharedSuppliers",
       (select count(*) from articles a join suppliers s on s.id = a.supplier_id
         where s.venue_id is null and s.pib like $3 || '%')::int as "sharedArticles",
       (select count(*) from orders where venue_id = (select id from big))::int as "bigOrders",
       (select count(*) from order_items where venue_id = (select id from big))::int as "bigItems",
       (select coalesce(sum(count), 0) from order_counters where venue_id = (select id from big))::int as "bigCounted",
       (select count(*) from orders where venue_id = (select id from small_bench))::int as "smallBenchOrders",
       (select count(*) from orders o join venues v on v.id = o.venue_id where v.pib like $5
         and o.order_note not like 'bench: %' and o.source_order_id is null)::int as "smallOrders"`,
    [BIG_VENUE_PIB, SMALL_BENCH_VENUE_PIB, SUPPLIER_PIB_PREFIX, USER_EMAIL_PATTERN, SMALL_VENUE_PIB_PATTERN],
  );
}

const VENUE_COUNT = 2 + SMALL.count;

/**
 * Complete: everything generated and committed. Tolerant of what earlier bench runs add: the write phases add orders
 * (marked by an order_note starting "bench: ", or made from such an order) and remove them at the end, unless the run
 * was killed; the next run removes them first.
 */
export function isComplete(state: BenchState): boolean {
  return (
    state.venues === VENUE_COUNT &&
    state.users === VENUE_COUNT &&
    state.memberships === VENUE_COUNT &&
    state.sharedSuppliers === BIG.sharedSuppliers &&
    state.sharedArticles === BIG.articles &&
    state.bigOrders >= BIG.orders &&
    state.bigItems >= BIG.orders * BIG.itemsPerOrder &&
    state.bigCounted === state.bigOrders &&
    state.smallBenchOrders === SMALL_BENCH.orders &&
    state.smallOrders === SMALL.count * SMALL.orders
  );
}

export function isAbsent(state: BenchState): boolean {
  return state.venues === 0 && state.users === 0 && state.sharedSuppliers === 0;
}

/**
 * Removes every bench row. Items and orders go first in two set-based statements (left to the venue's cascade they
 * would be deleted one order at a time), without per-row foreign-key triggers when the role may: only bench rows
 * reference bench orders and items, and the venue's cascade then removes their order_counters.
 */
export async function deleteBenchData(client: Client): Promise<void> {
  const triggersOff = await disableTriggers(client);
  await client.query(`delete from order_items where venue_id in ${VENUES}`);
  await client.query(`delete from orders where venue_id in ${VENUES}`);
  if (triggersOff) await client.query(`reset session_replication_role`);
  await client.query(`delete from venues where id in ${VENUES}`);
  await client.query(`delete from suppliers where venue_id is null and pib like $1 || '%'`, [
    SUPPLIER_PIB_PREFIX,
  ]);
  await client.query(`delete from users where email like $1`, [USER_EMAIL_PATTERN]);
}

/**
 * Turns off triggers (foreign-key checks, the order_counters trigger) for this session when the role may
 * (superuser); answers whether it did. Bulk work on bench rows that are consistent by construction only.
 */
export async function disableTriggers(client: Client): Promise<boolean> {
  try {
    await client.query(`set session_replication_role = replica`);
    return true;
  } catch {
    console.log('  (not a superuser: foreign-key checks and triggers stay on; slower)');
    return false;
  }
}
