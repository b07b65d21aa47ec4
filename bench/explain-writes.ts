/**
 * `npx tsx bench/explain-writes.ts` (docs/perf/writes.md): every statement of one create, one send and one receive (3
 * items: delivered, partly delivered, moved to a new order) on the big bench venue, as the use cases run them, with
 * PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) of each, nested trigger statements included (auto_explain, sent to this
 * client as LOG notices). Prints per use case: statements, their time inside PostgreSQL, and the wall time. Needs
 * DATABASE_URL of a generated bench database and a superuser role (LOAD 'auto_explain'); removes what it made.
 */
import pino from 'pino';
import { addDays, venueToday } from '@/domain/shared/dates';
import { openPostgres } from '@/server/db/client';
import { createMailer } from '@/server/mail/mailer';
import { createOrder, sendOrder, receiveOrder } from '@/server/modules/orders/orders.public';
import type { AppConfigForApp, VenueCaller } from '@/server/types';
import { BIG_VENUE_PIB, benchEmail, CREATED_ORDER_NOTE } from './config';
import { one, withClient } from './db';
import { removeWriteQueues } from './write-queue';

interface Explained {
  ms: number;
  statement: string;
  buffers: string;
  nested: boolean;
}

/** auto_explain for every statement of the connection, nested ones included, sent to the client as notices. */
const AUTO_EXPLAIN = [
  'session_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=0',
  'auto_explain.log_analyze=on',
  'auto_explain.log_buffers=on',
  'auto_explain.log_nested_statements=on',
  'client_min_messages=log',
]
  .map((setting) => `-c ${setting}`)
  .join(' ');

function explainedUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', AUTO_EXPLAIN);
  return parsed.toString();
}

function parse(message: string): Explained | undefined {
  const duration = /^duration: ([\d.]+) ms/.exec(message);
  if (!duration) return undefined;
  const text = /Query Text: ([\s\S]*?)\n(?=\S|\s{2}\S)/.exec(message)?.[1] ?? '';
  const buffers = /Buffers: ([^\n]*)/.exec(message)?.[1] ?? '';
  return {
    ms: Number(duration[1]),
    statement: text.replace(/\s+/g, ' ').slice(0, 110),
    buffers,
    // Trigger statements are PL/pgSQL text, not the app's (quoted, parameterised) SQL; foreign-key checks are
    // PostgreSQL's own `SELECT 1 FROM ONLY … FOR KEY SHARE`.
    nested: !/\$\d|"/.test(text) || text.startsWith('SELECT 1 FROM ONLY'),
  };
}

async function main(url: string) {
  const handle = openPostgres(explainedUrl(url), { poolSize: 1 });
  const explained: Explained[] = [];
  handle.pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const entry = parse(notice.message ?? '');
      if (entry) explained.push(entry);
    });
  });
  const facts = await withClient(url, async (client) => {
    const venue = await one<{ id: number; userId: number }>(
      client,
      `select v.id, u.id as "userId" from venues v join users u on u.venue_id = v.id and u.email = $2
       where v.pib = $1`,
      [BIG_VENUE_PIB, benchEmail('admin')],
    );
    const target = await one<{ stationId: number; supplierId: number; articleIds: number[] }>(
      client,
      `select ss.station_id as "stationId", ss.supplier_id as "supplierId",
         array(select a.id from articles a where a.supplier_id = ss.supplier_id and a.enabled
               and a.deleted_at is null order by a.id limit 3) as "articleIds"
       from station_suppliers ss join stations st on st.id = ss.station_id and not st.is_warehouse
       join suppliers s on s.id = ss.supplier_id and not s.is_market
       where ss.venue_id = $1 and exists (select 1 from supplier_contacts c
         where c.venue_id = ss.venue_id and c.supplier_id = ss.supplier_id and c.deleted_at is null)
       order by ss.station_id, ss.supplier_id limit 1`,
      [venue.id],
    );
    const contact = await one<{ id: number }>(
      client,
      `select min(id) as id from supplier_contacts where venue_id = $1 and supplier_id = $2 and deleted_at is null`,
      [venue.id, target.supplierId],
    );
    return { venue, target, contactId: contact.id };
  });
  const caller: VenueCaller = { userId: facts.venue.userId, role: 'ROLE_ADMIN', venueId: facts.venue.id };
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: 'bench@nabavka.test',
    log: pino({ level: 'silent' }),
  });
  // The use cases read only the secret (supplier links) and the public address (links, mail).
  const config = {
    jwtSecret: 'explain-writes-secret-explain-writes-secret',
    publicUrl: 'http://127.0.0.1',
  } as AppConfigForApp;
  const ctx = { db: handle.db, now: () => new Date(), caller, mailer, config };

  const measure = async (label: string, work: () => Promise<unknown>) => {
    explained.length = 0;
    const started = performance.now();
    await work();
    const wall = performance.now() - started;
    const own = explained.filter((entry) => !entry.nested);
    const inDb = own.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(
      `\n${label}: ${own.length} statements (+${explained.length - own.length} in triggers and foreign-key checks), ` +
        `${inDb.toFixed(2)} ms inside PostgreSQL (executor), ${wall.toFixed(1)} ms wall`,
    );
    for (const entry of explained) {
      console.log(
        `  ${entry.nested ? '  trigger/fk ' : ''}${entry.ms.toFixed(3).padStart(7)} ms  ${entry.statement}` +
          (entry.buffers ? `\n${' '.repeat(entry.nested ? 26 : 15)}buffers: ${entry.buffers}` : ''),
      );
    }
  };

  try {
    // One warm-up round first: the measured one sees warm caches and a warm connection, as a busy server does.
    for (const round of ['warm-up', 'measured'] as const) {
      const log = round === 'measured';
      let orderId = 0;
      const create = async () => {
        orderId = await createOrder(ctx, {
          stationId: facts.target.stationId,
          supplierId: facts.target.supplierId,
          kind: 'regular',
          deadline: addDays(venueToday(new Date()), 1),
          products: facts.target.articleIds.map((id) => ({ id, amount: '4', note: '' })),
          orderNote: CREATED_ORDER_NOTE,
          paymentMethod: null,
        });
      };
      const send = () =>
        sendOrder(ctx, { orderId, kind: 'regular', supplierContactId: facts.contactId, channel: 'viber' });
      const receive = async () => {
        const items = await withClient(url, (client) =>
          client.query<{ id: number }>(`select id from order_items where order_id = $1 order by position`, [
            orderId,
          ]),
        );
        const [first, second, third] = items.rows.map((row) => row.id);
        await receiveOrder(ctx, orderId, 'regular', {
          products: [
            { id: first!, status: 'DELIVERED' },
            { id: second!, status: 'DELIVERED', deliveredAmount: '2' },
            { id: third!, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
          ],
          receivingNote: '',
        });
      };
      if (log) {
        await measure('create order (3 items)', create);
        await measure('send order', send);
        await measure('receive order (3 items: delivered, partly, moved)', receive);
      } else {
        await create();
        await send();
        await receive();
      }
    }
  } finally {
    await withClient(url, async (client) => removeWriteQueues(client, [facts.venue.id]));
    await handle.close();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL of a generated bench database, please');
  process.exit(2);
}
main(url).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
