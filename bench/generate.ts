/**
 * `npm run bench`, step 1: the bench data in the database of DATABASE_URL, generated once and reused. A complete
 * data set is kept; a partial one (an interrupted run) is removed and generated again.
 */
import { venueToday } from '@/domain/shared/dates';
import { hashPassword } from '@/server/modules/auth/auth.public';
import { openPostgres } from '@/server/db/client';
import { BENCH_PASSWORD } from './config';
import {
  type BenchState,
  deleteBenchData,
  disableTriggers,
  isAbsent,
  isComplete,
  readState,
} from './bench-data';
import { type Client, ensureDatabase, inTransaction, step, withClient } from './db';
import { loadCatalogue, venueSpecs } from './generate-catalogue';
import { loadItems, loadOrders } from './generate-orders';

export interface GenerationResult {
  generated: boolean;
  seconds: number;
  state: BenchState;
}

/** Tables the load wrote; vacuumed so index-only scans and hint bits are as in a settled database. */
const LOADED_TABLES = [
  'venues',
  'subscriptions',
  'users',
  'stations',
  'station_users',
  'suppliers',
  'venue_suppliers',
  'station_suppliers',
  'supplier_contacts',
  'article_categories',
  'articles',
  'station_article_settings',
  'orders',
  'order_items',
  'order_counters',
  'station_order_counters',
];

export async function ensureBenchData(url: string): Promise<GenerationResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  console.log('Bench data');
  await step('database', async () => {
    if (await ensureDatabase(url)) process.stdout.write('created … ');
  });
  await step('migrations', async () => {
    const database = openPostgres(url, { poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
  return withClient(url, async (client) => {
    const before = await step('checking existing bench data', () => readState(client));
    if (isComplete(before)) {
      console.log(`  complete (${before.bigOrders} orders in the big venue): generation skipped`);
      return { generated: false, seconds: seconds(), state: before };
    }
    if (!isAbsent(before)) await step('removing partial bench data', () => deleteBenchData(client));
    await generate(client);
    const after = await readState(client);
    if (!isComplete(after)) throw new Error(`Generated bench data is incomplete: ${JSON.stringify(after)}`);
    console.log(`  generated in ${seconds().toFixed(1)} s`);
    return { generated: true, seconds: seconds(), state: after };
  });
}

async function generate(client: Client) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set synchronous_commit = off`);
  // Compiling these one-off statements costs more than it saves.
  await client.query(`set jit = off`);
  // Foreign-key checks and the order_counters trigger cost more than the inserts themselves at two million rows;
  // the generated rows are consistent by construction and recount() recomputes the counters exactly.
  const triggersOff = await disableTriggers(client);
  const specs = venueSpecs();
  await inTransaction(client, () => loadCatalogue(client, specs, passwordHash));
  await inTransaction(client, () => loadOrders(client, venueToday(new Date())));
  await inTransaction(client, () => loadItems(client));
  if (triggersOff) await client.query(`reset session_replication_role`);
  await step('vacuum analyze', () => client.query(`vacuum (analyze) ${LOADED_TABLES.join(', ')}`));
}
