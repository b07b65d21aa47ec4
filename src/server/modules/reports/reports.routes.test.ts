import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type TestContext } from '@/test/app';
import { stationId, venueId } from '@/test/demo-lookup';
import { articles, orders } from '@/server/db/schema';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface Row {
  articleId: number;
  name: string;
  total: string;
  ordered: string;
  delivered: string;
  value: string | null;
  lines: number;
}

/**
 * Orders on days far from the demo's own (the range holds only this file's orders): one partly delivered with a
 * line not available, one with a moved line (delivered on the follow-up order) and a line arriving later, and a
 * draft that must not count.
 */
describe('analytics (docs/PRODUCT.md#api-reports, #reports)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let kuhinja: number;
  let kafanaStation: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let day: string;
  let meatCategory: number;

  const inject = async (email: string, url: string) => (await ctx.as(email))({ method: 'GET', url });
  const range = () => `fromDate=${day}&toDate=${addDays(day, 7)}`;

  async function sentOrder(deadline: string, amounts: string[]): Promise<{ id: number; items: number[] }> {
    const as = await ctx.as('staff');
    const created = await as({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline, products: amounts.map((amount, index) => ({ id: meat[index], amount })) },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await send(id);
    const order = (await as({ method: 'GET', url: `/api/orders/order/${id}` })).json();
    return { id, items: (order.products as { id: number }[]).map((item) => item.id) };
  }

  async function send(id: number) {
    const sent = await ctx.call('staff', regularOrderOperations.send, {
      query: { orderId: id },
      body: { supplierContactId: milan, channel: 'sms' },
    });
    expect(sent.statusCode).toBe(200);
  }

  async function receive(id: number, products: object[]) {
    const response = await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: id },
      body: { products },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { newOrderId?: number };
  }

  beforeAll(async () => {
    const scene = await createOrderScene(4);
    ({ ctx, kuhinja, mesara, meat, milan } = scene);
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    kafanaStation = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    day = addDays(scene.today, 300);
    const [first] = await ctx.db.select().from(articles).where(eq(articles.id, meat[0]!));
    meatCategory = first!.categoryId;
    // Prices: 10.00 and 2.50 on the first two articles, none on the others.
    await ctx.db.update(articles).set({ defaultPrice: '10' }).where(eq(articles.id, meat[0]!));
    await ctx.db.update(articles).set({ defaultPrice: '2.5' }).where(eq(articles.id, meat[1]!));
    await ctx.db
      .update(articles)
      .set({ defaultPrice: null })
      .where(inArray(articles.id, [meat[2]!, meat[3]!]));

    // Order A on `day`: 5 of article 0 of which 3 arrived, 2 of article 1 not available, 4 of article 2 all arrived.
    const a = await sentOrder(day, ['5', '2', '4']);
    await receive(a.id, [
      { id: a.items[0], status: 'DELIVERED', deliveredAmount: '3' },
      { id: a.items[1], status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
      { id: a.items[2], status: 'DELIVERED' },
    ]);
    // Order B on day+7 (the range's last day): 1 of article 0 moved to a new order, 3 of article 1 arrive later.
    const b = await sentOrder(addDays(day, 7), ['1', '3']);
    const { newOrderId } = await receive(b.id, [
      { id: b.items[0], status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
      { id: b.items[1], status: 'NOT_DELIVERED', notDeliveredReason: 'ARRIVE_LATER' },
    ]);
    // The follow-up order takes the moved line to day+3, is sent and delivered: it counts there, once.
    await ctx.db
      .update(orders)
      .set({ deadline: addDays(day, 3) })
      .where(and(eq(orders.venueId, bistro), eq(orders.id, newOrderId!)));
    await send(newOrderId!);
    const followUp = (
      await (
        await ctx.as('staff')
      )({ method: 'GET', url: `/api/orders/order/${newOrderId}` })
    ).json();
    await receive(newOrderId!, [{ id: followUp.products[0].id, status: 'DELIVERED' }]);
    // A draft in the range: never sent, never counted.
    const draft = await (
      await ctx.as('staff')
    )({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(day, 1), products: [{ id: meat[3], amount: '9' }] },
    });
    expect(draft.statusCode).toBe(201);
    // An order just outside the range.
    await sentOrder(addDays(day, 8), ['7']);
  });
  afterAll(() => ctx.close());

  const byArticle = (rows: Row[]) => new Map(rows.map((row) => [row.articleId, row]));

  it('GET /analytics/venue/orders: ordered, delivered and value per article of sent orders in the range', async () => {
    const response = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}&${range()}&pageSize=30`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { rows: Row[]; count: number; totalValue: string | null };
    expect(body.count).toBe(3);
    const rows = byArticle(body.rows);
    // Article 0: 5 (3 arrived) on A, and the moved 1 counted once, on the follow-up order (delivered).
    expect(rows.get(meat[0]!)).toMatchObject({
      ordered: '6',
      total: '6',
      delivered: '4',
      value: '40.00',
      lines: 2,
    });
    // Article 1: 2 not available + 3 arriving later: ordered 5, nothing delivered yet, value 0.
    expect(rows.get(meat[1]!)).toMatchObject({ ordered: '5', delivered: '0', value: '0.00', lines: 2 });
    // Article 2: no price, no value.
    expect(rows.get(meat[2]!)).toMatchObject({ ordered: '4', delivered: '4', value: null, lines: 1 });
    // The draft's article 3 is not there.
    expect(rows.has(meat[3]!)).toBe(false);
    expect(body.totalValue).toBe('40.00');
  });

  it('takes both dates inclusively', async () => {
    const last = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}&fromDate=${addDays(day, 7)}&toDate=${addDays(day, 7)}`,
    );
    // Only order B's arriving-later line (its moved line counts on the follow-up order, day+3).
    expect(last.json().rows.map((row: Row) => [row.articleId, row.ordered])).toEqual([[meat[1], '3']]);
    const first = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}&fromDate=${day}&toDate=${day}`,
    );
    expect(first.json().count).toBe(3);
  });

  it('pages from page 0 in name order, with the count of all rows', async () => {
    const all = (
      await inject(roleEmail('admin'), `/api/analytics/venue/orders?venueId=${bistro}&${range()}&pageSize=30`)
    ).json().rows as Row[];
    const names = all.map((row) => row.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const page0 = (
      await inject(roleEmail('admin'), `/api/analytics/venue/orders?venueId=${bistro}&${range()}&pageSize=2`)
    ).json();
    const page1 = (
      await inject(
        roleEmail('admin'),
        `/api/analytics/venue/orders?venueId=${bistro}&${range()}&pageSize=2&page=1`,
      )
    ).json();
    expect(page0.rows.map((row: Row) => row.name)).toEqual(names.slice(0, 2));
    expect(page1.rows.map((row: Row) => row.name)).toEqual(names.slice(2));
    expect([page0.count, page1.count]).toEqual([3, 3]);
    const beyond = (
      await inject(
        roleEmail('admin'),
        `/api/analytics/venue/orders?venueId=${bistro}&${range()}&pageSize=2&page=5`,
      )
    ).json();
    expect(beyond).toMatchObject({ rows: [], count: 3 });
  });

  it('searches the article name', async () => {
    const [name] = (
      await inject(roleEmail('admin'), `/api/analytics/venue/orders?venueId=${bistro}&${range()}`)
    ).json().rows as Row[];
    const part = name!.name.slice(1, 4).toUpperCase();
    const found = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}&${range()}&searchQuery=${encodeURIComponent(part)}`,
    );
    expect(found.json().rows.map((row: Row) => row.name)).toContain(name!.name);
    const none = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}&${range()}&searchQuery=zzzqqq`,
    );
    expect(none.json()).toEqual({ rows: [], count: 0, totalValue: null });
  });

  it('GET /analytics/orders and ordersPerCategory: one station, one category', async () => {
    const station = await inject(
      roleEmail('admin'),
      `/api/analytics/orders?departmentId=${kuhinja}&${range()}`,
    );
    expect(station.statusCode).toBe(200);
    expect(station.json().count).toBe(3);
    const category = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/ordersPerCategory?departmentId=${kuhinja}&categoryId=${meatCategory}&${range()}`,
    );
    expect(category.statusCode).toBe(200);
    const rows = category.json().rows as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.articleId)).toContain(meat[0]);
    const otherCategory = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/ordersPerCategory?departmentId=${kuhinja}&categoryId=999999&${range()}`,
    );
    expect(otherCategory.json().count).toBe(0);
  });

  it('GET /analytics/charts: weeks, top articles and supplier shares', async () => {
    const response = await inject(roleEmail('admin'), `/api/analytics/charts?venueId=${bistro}&${range()}`);
    expect(response.statusCode).toBe(200);
    const charts = response.json();
    const weekValues = charts.weeks.map((week: { value: string | null }) => week.value);
    const sum = weekValues.reduce((total: number, value: string | null) => total + Number(value ?? 0), 0);
    expect(sum).toBe(40);
    expect(charts.topArticles[0]).toMatchObject({ value: '40.00', ordered: '6' });
    expect(charts.suppliers).toEqual([{ name: DEMO.suppliers.mesara, value: '40.00', lines: 5 }]);
    const quantity = (
      await inject(roleEmail('admin'), `/api/analytics/charts?venueId=${bistro}&${range()}&metric=quantity`)
    ).json();
    expect(quantity.topArticles.map((article: { ordered: string }) => article.ordered)).toEqual([
      '6',
      '5',
      '4',
    ]);
  });

  it('GET /analytics/suppliers/reliability: fill rate, not available, on time, most missing', async () => {
    const response = await inject(
      roleEmail('admin'),
      `/api/analytics/suppliers/reliability?venueId=${bistro}&${range()}`,
    );
    expect(response.statusCode).toBe(200);
    const [row] = response.json().rows;
    // Sent in range: A, B and the follow-up. Received: A and the follow-up, both before their dates; B expected.
    expect(row).toMatchObject({
      name: DEMO.suppliers.mesara,
      ordersSent: 3,
      onTime: 2,
      late: 0,
      expected: 1,
    });
    // Short twice each: article 0 (partly on A, moved on B) and article 1 (not available, arriving later).
    // Counted: 5+2+4 on A, 3 on B, 1 on the follow-up = 15 ordered; 3+4+1 = 8 delivered.
    expect(row.fillRate).toBeCloseTo(8 / 15);
    expect(row.notAvailableShare).toBeCloseTo(1 / 5);
    expect(row.mostMissing.map((missing: { times: number }) => missing.times)).toEqual([2, 2]);
  });

  it("GET /analytics/filters: the venue's stations, the categories and the venue's currency", async () => {
    const response = await inject(roleEmail('admin'), `/api/analytics/filters?venueId=${bistro}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      stations: { id: number }[];
      categories: { id: number }[];
      currency: string;
    };
    // The report's values are in the venue's currency (docs/PRODUCT.md#prices).
    expect(body.currency).toBe('RSD');
    expect(body.stations.map((station) => station.id)).toContain(kuhinja);
    expect(body.stations.map((station) => station.id)).not.toContain(kafanaStation);
    expect(body.categories.map((category) => category.id)).toContain(meatCategory);
    expect(
      (await inject(roleEmail('otherAdmin'), `/api/analytics/filters?venueId=${bistro}`)).statusCode,
    ).toBe(404);
  });

  it('lets the super admin read any venue', async () => {
    const response = await inject(
      roleEmail('superAdmin'),
      `/api/analytics/venue/orders?venueId=${bistro}&${range()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(3);
  });

  it.each([
    ['venue', () => `/api/analytics/venue/orders?venueId=${bistro}&${range()}`],
    ['station', () => `/api/analytics/orders?departmentId=${kuhinja}&${range()}`],
    [
      'category',
      () => `/api/analytics/venue/ordersPerCategory?departmentId=${kuhinja}&categoryId=1&${range()}`,
    ],
    ['charts', () => `/api/analytics/charts?venueId=${bistro}&${range()}`],
    ['reliability', () => `/api/analytics/suppliers/reliability?venueId=${bistro}&${range()}`],
    [
      'charts with a foreign station',
      () => `/api/analytics/charts?venueId=${kafana}&departmentId=${kuhinja}&${range()}`,
    ],
  ])("refuses another venue's ids (%s) with 404", async (_name, url) => {
    const response = await inject(roleEmail('otherAdmin'), url());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it("refuses a station of another venue inside the caller's venue scope", async () => {
    const response = await inject(
      roleEmail('admin'),
      `/api/analytics/charts?venueId=${bistro}&departmentId=${kafanaStation}&${range()}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses staff with 403 and callers without a token with 401', async () => {
    expect(
      (await inject(roleEmail('staff'), `/api/analytics/venue/orders?venueId=${bistro}&${range()}`))
        .statusCode,
    ).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/analytics/venue/orders?venueId=${bistro}&${range()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['no dates', ''],
    ['one date', `&fromDate=2026-01-01`],
    ['an impossible date', `&fromDate=2026-02-30&toDate=2026-03-01`],
    ['a reversed range', `&fromDate=2026-03-02&toDate=2026-03-01`],
    ['more than two years', `&fromDate=2024-01-01&toDate=2026-03-01`],
    ['page -1', `&fromDate=2026-01-01&toDate=2026-01-02&page=-1`],
    ['page 01', `&fromDate=2026-01-01&toDate=2026-01-02&page=01`],
    ['page size 0', `&fromDate=2026-01-01&toDate=2026-01-02&pageSize=0`],
    ['page size 101', `&fromDate=2026-01-01&toDate=2026-01-02&pageSize=101`],
    ['a control character', `&fromDate=2026-01-01&toDate=2026-01-02&searchQuery=%00`],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await inject(
      roleEmail('admin'),
      `/api/analytics/venue/orders?venueId=${bistro}${query}`,
    );
    expect(response.statusCode).toBe(400);
  });
});
