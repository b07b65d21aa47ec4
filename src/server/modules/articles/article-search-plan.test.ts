/**
 * Issue 12 speed: article search stays an index walk on a large catalogue. Plans are PostgreSQL's, so this runs only
 * against PostgreSQL (DATABASE_URL; the server:postgres project): a supplier with 20 000 articles, analysed, and
 * the article page's own statement explained with real parameters.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationVisibility } from '../../../domain/stations/station-visibility';
import { createTestContext, type TestContext } from '../../../test/app';
import { stationId, supplierId, venueId } from '../../../test/demo-lookup';
import { queryRows } from '../../db/sql';
import { ARTICLE_PAGE } from './article-page.repository';

const ROWS = 20_000;

describe.skipIf(process.env.TEST_DB !== 'postgres')('article search plans on a large catalogue', () => {
  let ctx: TestContext;
  let pool: pg.Pool;
  let params: unknown[];

  beforeAll(async () => {
    ctx = await createTestContext();
    pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
    const mesara = await supplierId(ctx.db, 'Mesara Zlatibor');
    const [category] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from article_categories limit 1`,
    );
    await ctx.db.execute(sql`
      insert into articles (supplier_id, category_id, name, unit, verified, enabled)
      select ${mesara}, ${category!.id}, 'Plan artikal ' || n, 'KOM', true, true from generate_series(1, ${ROWS}) n`);
    await ctx.db.execute(sql`analyze articles`);
    const admin = await ctx.userId('admin@nabavka.test');
    params = [
      await venueId(ctx.db, 'Bistro Demo'),
      mesara,
      await stationId(ctx.db, 'Bistro Demo', 'Kuhinja'),
      admin,
      stationVisibility('ROLE_ADMIN'),
      null,
      'artikal 1999',
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
    expect(text).toMatch(/articles_supplier_name_idx|articles_name_trgm_idx|articles_supplier_scope_name_uq/);
  });

  it('catalogue-wide name search uses the trigram index', async () => {
    const text = await plan(`select id from articles where lower(name) like $1`, ['%artikal 1999%']);
    expect(text).toContain('articles_name_trgm_idx');
  });
});
