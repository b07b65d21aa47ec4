/**
 * The rules the fuzz test (api-fuzz.test.ts, decision 0007) holds every route to, shown on the routes that used to
 * break: text from a user refuses control characters, ids are canonical digits, and malformed requests are refused by
 * the error handler with a catalogue code. Every refusal is a 400 that changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderScene, type TestContext } from '@/test/app';
import { articles, orders, supplierContacts, suppliers, users } from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const NUL_TEXT = 'Mesara\u0000Nova';

describe('input a user can send (decision 0007)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat } = await createOrderScene(1));
  });
  afterAll(() => ctx.close());

  const rows = async (table: typeof suppliers | typeof supplierContacts | typeof articles | typeof orders) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;

  describe('text', () => {
    it.each([
      ['a supplier name', '/api/supplier/add', () => ({ name: NUL_TEXT }), suppliers],
      [
        'a contact name',
        () => `/api/supplier/${mesara}/addContact`,
        () => ({ name: NUL_TEXT, phone: '+381641234567' }),
        supplierContacts,
      ],
      [
        'an article name',
        () => `/api/articles/${kuhinja}/manualAdd`,
        () => ({ supplierId: mesara, articleName: NUL_TEXT, categoryName: 'Meso' }),
        articles,
      ],
      [
        'an order note',
        () => `/api/orders/${kuhinja}/create/${mesara}`,
        () => ({ deadline: '2099-01-01', products: [{ id: meat[0], amount: '1' }], orderNote: `bez\u0007` }),
        orders,
      ],
    ] as const)(
      'refuses a control character in %s with 400 invalidCharacters, storing nothing',
      async (_what, url, body, table) => {
        const before = await rows(table);
        const response = await (
          await ctx.as('admin')
        )({ method: 'POST', url: typeof url === 'string' ? url : url(), payload: body() });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('invalidCharacters');
        expect(await rows(table)).toBe(before);
      },
    );

    it('refuses a control character in a profile name, and in a search query', async () => {
      const inject = await ctx.as('admin');
      const profile = await inject({
        method: 'POST',
        url: '/api/users/profile/edit',
        payload: { name: 'Marko\u0000', phone: '+381601000001', language: 'ser', theme: 'light' },
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().fields).toEqual({ name: 'invalidCharacters' });
      const [admin] = await ctx.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, roleEmail('admin')));
      expect(admin?.name).toBe(DEMO.accounts.admin.name);

      const search = await inject({
        method: 'GET',
        url: `/api/articles/products/${mesara}/${kuhinja}?searchQuery=pile%00`,
      });
      expect(search.statusCode).toBe(400);
      expect(search.json().fields).toEqual({ searchQuery: 'invalidCharacters' });
    });

    it('keeps right-to-left text, tabs and line breaks as typed, trimmed', async () => {
      const name = '  \u05de\u05e1\u05e2\u05d3\u05d4 \u0645\u0637\u0639\u0645\tSever\n ';
      const response = await (
        await ctx.as('admin')
      )({ method: 'POST', url: '/api/supplier/add', payload: { name } });
      expect(response.statusCode).toBe(201);
      expect(response.json().name).toBe(name.trim());
    });
  });

  describe('ids', () => {
    it.each(['+1', '0x10', ' 1', '0001', '1e3', '18446744073709551616', '-1', '1.0'])(
      'refuses the order id %j in a path with 400 invalidInput',
      async (id) => {
        const response = await (
          await ctx.as('admin')
        )({ method: 'GET', url: `/api/orders/order/${encodeURIComponent(id)}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalidInput', fields: { id: 'invalidInput' } });
      },
    );

    it('refuses a non-canonical id or page in a query string', async () => {
      const inject = await ctx.as('admin');
      const [draft] = await ctx.db.select().from(orders).where(eq(orders.status, 'OPEN')).limit(1);
      const send = await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=0${draft!.id}`,
        payload: {},
      });
      expect(send.statusCode).toBe(400);
      const [after] = await ctx.db.select().from(orders).where(eq(orders.id, draft!.id));
      expect(after).toEqual(draft);

      for (const query of ['page=1e3', 'page=+2', 'pageSize=010', 'supplierId=0x10', 'page=1&page=2']) {
        const list = await inject({
          method: 'GET',
          url: `/api/orders/all/${kuhinja}?status=OPEN&${query}`,
        });
        expect(list.statusCode, query).toBe(400);
      }
    });
  });

  describe('malformed requests', () => {
    const post = async (url: string, payload: string, contentType: string) =>
      (await ctx.as('admin'))({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

    it('answers 400 invalidInput to broken JSON, a wrong content type and deep nesting', async () => {
      const url = '/api/supplier/add';
      for (const [payload, type] of [
        ['{"name":', 'application/json'],
        ['', 'application/json'],
        ['name=x', 'text/plain'],
        ['{"__proto__":{"x":1}}', 'application/json'],
        [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
      ]) {
        const response = await post(url, payload!, type!);
        expect(response.statusCode, payload!.slice(0, 20)).toBe(400);
        expect(response.json().code).toBe('invalidInput');
      }
    });

    it('answers 400 invalidInput to a path that is not UTF-8 and to an overlong path parameter', async () => {
      const inject = await ctx.as('admin');
      for (const url of ['/api/orders/order/%ED%A0%80', `/api/orders/order/${'9'.repeat(10_000)}`]) {
        const response = await inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'invalidInput', message: expect.any(String) });
        expect(response.body.length).toBeLessThan(200);
      }
    });
  });
});
