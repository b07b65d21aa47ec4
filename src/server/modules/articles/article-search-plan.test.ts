/**
 * Speed (decision 0005): article search stays an index walk on a large catalogue. Plans are PostgreSQL's, so this
 * runs only against PostgreSQL (DATABASE_URL; the server:postgres project): 41 000 articles over 41 suppliers,
 * analysed, and the article page's own statement explained with real parameters.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationVisibility } from '@/domain/stations/station-visibility';
import { createTestContext, type TestContext } from '@/test/app';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { queryRows } from '@/server/db/sql';
import { ARTICLE_PAGE } from './article-page.repository';
import { DEMO } from '@/test/demo-context';

const SUPPLIERS = 40;
const PER_SUPPLIER = 1_000;

describe.skipIf(process.env.TEST_DB !== 'postgres')('article search plans on a large catalogue', () => {
  let ctx: TestContext;
  let pool: pg.Pool;
  let params: unknown[];

  beforeAll(async () => {
    ctx = await createTestContext();
    pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
    const mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
    const [category] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from article_categories limit 1`,
    );
    // The benchmark's shape: many suppliers sharing a large catalogue, Mesara's articles one slice of it.
    await ctx.db.execute(sql`
      insert into suppliers (name, verified, is_market)
      select 'Plan dobavljač ' || s, true, false from generate_series(1, ${SUPPLIERS}) s`);
    await ctx.db.execute(sql`
      insert into articles (supplier_id, category_id, name, unit, verified, enabled)
      select sup.id, ${category!.id}, 'Plan artikal ' || sup.id || '-' || n, 'KOM', true, true
      from suppliers sup cross join generate_series(1, ${PER_SUPPLIER}) n
      where sup.name like 'Plan dobavljač %' or sup.id = ${mesara}`);
    await ctx.db.execute(sql`analyze articles`);
    const admin = await ctx.userId('admin');
    params = [
      await venueId(ctx.db, DEMO.venues.bistro),
      mesara,
      await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja),
      admin,
      stationVisibility('ROLE_ADMIN'),
      null,
      'artikal 999',
      false,
      10,
      0,
    ];
  }, 120_000);
  afterAll(() => ctx?.close());

  async function plan(text: string, values: unknown[]): Promise<string> {
    const result = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it("a search page of a supplier's articles never scans the whole articles table", async () => {
    const text = await plan(ARTICLE_PAGE.text, params);
    expect(text).not.toMatch(/Seq Scan on articles/);
    // Reached through one of the supplier-led indexes (name order or category), never the whole table.
    expect(text).toMatch(/Index Scan (on|using) articles_supplier_\w+/);
  });

  it('catalogue-wide name search is served by the trigram index', async () => {
    // Whether the planner prefers it depends on table size; what must hold is that lower(name) LIKE '%…%' is an
    // expression the index answers, so sequential scans are taken off the table for this one plan.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': string }>(
        'explain select id from articles where lower(name) like $1',
        ['%artikal 7-99%'],
      );
      await client.query('rollback');
      expect(result.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('articles_name_trgm_idx');
    } finally {
      client.release();
    }
  });
});
