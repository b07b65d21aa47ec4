/**
 * Named statements on the embedded database: the same answers as PGlite's own query, values serialised by the
 * parameter types PostgreSQL inferred, errors that leave the connection usable, and never inside another caller's
 * transaction (every transaction of the app passes the same gate: decision 0012).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { gatedTransaction, runNamedOnPglite } from './pglite-named';
import { queryRows } from './sql';

describe('named statements on PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      `create table t (id int primary key, at timestamptz, flag boolean, doc jsonb, label text)`,
    );
  });
  afterAll(() => client.close());

  const insert = `insert into t (id, at, flag, doc, label) values ($1, $2, $3, $4::jsonb, $5) returning id`;
  const read = `select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, flag, doc, label
    from t where id = $1`;

  it('answers as query does, with dates, booleans, JSON text and nulls as parameters', async () => {
    const at = new Date('2026-11-24T10:11:12Z');
    await runNamedOnPglite(client, insert, [1, at, true, JSON.stringify({ a: [1, 'x'] }), null]);
    await runNamedOnPglite(client, insert, [2, null, false, '[]', 'two']);
    const named = await runNamedOnPglite(client, read, [1]);
    expect(named).toEqual((await client.query(read, [1])).rows);
    expect(named).toEqual([
      { id: 1, at: '2026-11-24T10:11:12Z', flag: true, doc: { a: [1, 'x'] }, label: null },
    ]);
    expect(await runNamedOnPglite(client, read, [2])).toEqual([
      { id: 2, at: null, flag: false, doc: [], label: 'two' },
    ]);
    expect(await runNamedOnPglite(client, read, [3])).toEqual([]);
  });

  it("answers a refusal with PostgreSQL's error and code, and the next statements run", async () => {
    await expect(runNamedOnPglite(client, insert, [1, null, true, '{}', 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(runNamedOnPglite(client, 'select nope from t', [])).rejects.toMatchObject({ code: '42703' });
    expect(await runNamedOnPglite(client, read, [2])).toHaveLength(1);
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = gatedTransaction(client, async (tx) => {
      await tx.query(`insert into t (id, flag, doc) values (10, true, '{}')`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const named = runNamedOnPglite<{ id: number }>(client, read, [10]);
    release();
    await transaction;
    // Had it run inside the transaction it would have seen the row that was then rolled back.
    expect(await named).toEqual([]);
  });

  it('waits for a transaction the app opens through drizzle', async () => {
    const handle = await openPglite();
    try {
      await handle.db.execute(sql`create table u (id int primary key)`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into u (id) values (1)`);
        await held;
        tx.rollback();
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const named = runNamedOnPglite<{ n: number }>(handle.client, 'select count(*)::int as n from u', []);
      release();
      await transaction.catch(() => undefined);
      expect(await named).toEqual([{ n: 0 }]);
      expect(await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from u`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await handle.close();
    }
  });
});
