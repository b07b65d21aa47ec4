import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { createTestContext, type TestContext } from '@/test/app';
import { articleIds, contactId, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { itemHasShortfall } from '@/domain/orders/order-rules';
import { orderCounters, orderItems, orders, stationOrderCounters } from '@/server/db/schema';
import { OrderListResponseSchema } from '@/domain/orders/orders.schemas';
import { expectExactShape } from '@/test/contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface ListedOrder {
  id: number;
  order_number: string;
  deadline: string;
  status: string;
  supplier: { id: number } | null;
  hasShortfall: boolean;
}

describe('order lists (docs/PRODUCT.md#current-orders)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kuhinja: number;
  let mesara: number;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
    today = venueToday(ctx.clock.now());
  });
  afterAll(() => ctx.close());

  async function list(query: string, email = roleEmail('staff'), station = kuhinja, custom = false) {
    const inject = await ctx.as(email);
    return inject({ method: 'GET', url: `/api/orders${custom ? '/custom' : ''}/all/${station}?${query}` });
  }

  async function dbOrders(
    statuses: ('OPEN' | 'IN_PROGRESS' | 'INCOMPLETE' | 'COMPLETED')[],
    station = kuhinja,
  ) {
    return ctx.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.stationId, station), eq(orders.isCustom, false), inArray(orders.status, statuses)),
      );
  }

  describe('current orders (GET /orders/all/{departmentId})', () => {
    it('lists the Expected tab newest deadline first with the exact total', async () => {
      const response = await list('status=IN_PROGRESS,INCOMPLETE&page=1&pageSize=100');
      expect(response.statusCode).toBe(200);
      const { orders: listed, count } = response.json() as { orders: ListedOrder[]; count: number };
      const expected = await dbOrders(['IN_PROGRESS', 'INCOMPLETE']);
      expect(count).toBe(expected.length);
      expect(listed.map((order) => order.id).sort()).toEqual(expected.map((order) => order.id).sort());
      const deadlines = listed.map((order) => order.deadline);
      expect(deadlines).toEqual([...deadlines].sort().reverse());
      expect(listed.every((order) => ['IN_PROGRESS', 'INCOMPLETE'].includes(order.status))).toBe(true);
    });

    it('answers exactly the list contract on every tab, with and without filters', async () => {
      for (const query of [
        'status=OPEN',
        'status=IN_PROGRESS,INCOMPLETE',
        'status=COMPLETED&pageSize=30',
        `status=COMPLETED&supplierId=${mesara}`,
        `status=OPEN,IN_PROGRESS,INCOMPLETE&deadline=${today}`,
      ]) {
        expectExactShape(OrderListResponseSchema, (await list(query)).json());
      }
      const magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
      expectExactShape(
        OrderListResponseSchema,
        (await list('status=OPEN,IN_PROGRESS,COMPLETED', roleEmail('staff'), magacin, true)).json(),
      );
    });

    it('marks orders whose delivery fell short', async () => {
      const { orders: listed } = (await list('status=INCOMPLETE,COMPLETED&pageSize=100')).json() as {
        orders: ListedOrder[];
      };
      expect(
        listed.filter((order) => order.status === 'INCOMPLETE').every((order) => order.hasShortfall),
      ).toBe(true);
      expect(listed.some((order) => order.status === 'COMPLETED' && !order.hasShortfall)).toBe(true);
    });

    it('pages with page (1-based) and pageSize, default 10', async () => {
      const all = (await list('status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=100')).json();
      const first = (await list('status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=2&page=1')).json();
      const second = (await list('status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=2&page=2')).json();
      expect(first.count).toBe(all.count);
      expect([...first.orders, ...second.orders].map((o: ListedOrder) => o.id)).toEqual(
        all.orders.slice(0, 4).map((o: ListedOrder) => o.id),
      );
      const defaults = (await list('status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN')).json();
      expect(defaults.orders.length).toBe(Math.min(10, all.count));
    });

    it('filters by supplier; 999 and 1000 mean all suppliers', async () => {
      const bySupplier = (
        await list(`status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=100&supplierId=${mesara}`)
      ).json();
      expect(bySupplier.orders.length).toBeGreaterThan(0);
      expect(bySupplier.orders.every((order: ListedOrder) => order.supplier?.id === mesara)).toBe(true);
      expect(bySupplier.count).toBe(bySupplier.orders.length);
      const all = (await list('status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=100')).json();
      for (const placeholder of [999, 1000]) {
        expect(
          (
            await list(`status=COMPLETED,IN_PROGRESS,INCOMPLETE,OPEN&pageSize=100&supplierId=${placeholder}`)
          ).json().count,
        ).toBe(all.count);
      }
    });

    it('keeps the totals exact through create, send, receive and delete', async () => {
      const countOf = async (status: string) => (await list(`status=${status}`)).json().count as number;
      const open = await countOf('OPEN');
      const expected = await countOf('IN_PROGRESS');
      const delivered = await countOf('COMPLETED');
      const inject = await ctx.as('staff');
      const [article] = await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.mesara, 1);
      const created = await inject({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        payload: { deadline: addDays(today, 1), products: [{ id: article, amount: '1' }] },
      });
      const id = created.json().id;
      expect(await countOf('OPEN')).toBe(open + 1);
      const milan = await contactId(
        ctx.db,
        DEMO.venues.bistro,
        DEMO.suppliers.mesara,
        DEMO.contacts.mesaraMilan.name,
      );
      await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
        payload: { supplierContactId: milan },
      });
      expect([await countOf('OPEN'), await countOf('IN_PROGRESS')]).toEqual([open, expected + 1]);
      const order = (await inject({ method: 'GET', url: `/api/orders/order/${id}` })).json();
      await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/complete?orderId=${id}`,
        payload: { products: [{ id: order.products[0].id, status: 'DELIVERED' }], receivingNote: '' },
      });
      expect([await countOf('IN_PROGRESS'), await countOf('COMPLETED')]).toEqual([expected, delivered + 1]);
      const draft = await inject({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        payload: { deadline: addDays(today, 1), products: [{ id: article, amount: '1' }] },
      });
      await inject({ method: 'DELETE', url: `/api/orders/deleteOrder/${draft.json().id}` });
      expect(await countOf('OPEN')).toBe(open);
    });

    it('finds same-day orders of a supplier for merging (deadline filter)', async () => {
      const response = await list(
        `status=OPEN,IN_PROGRESS,INCOMPLETE&supplierId=${mesara}&deadline=${addDays(today, 1)}&pageSize=100`,
      );
      const listed = response.json().orders as ListedOrder[];
      expect(
        listed.every((order) => order.deadline === addDays(today, 1) && order.supplier?.id === mesara),
      ).toBe(true);
      expect(response.json().count).toBe(listed.length);
    });

    it('lists warehouse orders only under /custom', async () => {
      const magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
      const custom = (
        await list(
          'status=OPEN,IN_PROGRESS,INCOMPLETE,COMPLETED&pageSize=100',
          roleEmail('staff'),
          magacin,
          true,
        )
      ).json();
      expect(custom.count).toBeGreaterThan(0);
      expect(
        custom.orders.every(
          (order: { isCustomOrder: boolean; supplier: unknown }) =>
            order.isCustomOrder && order.supplier === null,
        ),
      ).toBe(true);
      expect(
        (
          await list('status=OPEN,IN_PROGRESS,INCOMPLETE,COMPLETED', roleEmail('staff'), magacin, false)
        ).json().count,
      ).toBe(0);
    });

    it('refuses bad queries with 400 and other venues with 404', async () => {
      expect((await list('status=LOST')).json().code).toBe('invalidStatus');
      expect((await list('')).statusCode).toBe(400);
      expect((await list('status=OPEN&page=0')).json().code).toBe('invalidInput');
      expect((await list('status=OPEN&pageSize=abc')).json().code).toBe('invalidInput');
      expect((await list('status=OPEN', roleEmail('otherAdmin'))).statusCode).toBe(404);
    });
  });

  describe('overdue orders (past-due: docs/PRODUCT.md#overdue)', () => {
    async function overdue(email = roleEmail('staff')) {
      const inject = await ctx.as(email);
      return (await inject({ method: 'GET', url: `/api/orders/overdue/${kuhinja}` })).json() as {
        orders: ListedOrder[];
        count: number;
      };
    }

    it('lists expected orders 24 h past their delivery day, oldest first, five per page', async () => {
      const { orders: listed, count } = await overdue();
      expect(count).toBeGreaterThan(0);
      expect(listed.length).toBeLessThanOrEqual(5);
      expect(
        listed.every((order) => order.status === 'IN_PROGRESS' && order.deadline <= addDays(today, -2)),
      ).toBe(true);
      const deadlines = listed.map((order) => order.deadline);
      expect(deadlines).toEqual([...deadlines].sort());
    });

    it('changing the date of an overdue order takes it off the list', async () => {
      const { orders: before } = await overdue();
      const target = before[0]!;
      const inject = await ctx.as('staff');
      const refused = await inject({
        method: 'POST',
        url: `/api/orders/${target.id}/changeDate`,
        payload: { deadline: addDays(today, -1) },
      });
      expect(refused.json().code).toBe('dateInPast');
      const changed = await inject({
        method: 'POST',
        url: `/api/orders/${target.id}/changeDate`,
        payload: { deadline: today },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ deadline: today, status: 'IN_PROGRESS' });
      expect((await overdue()).orders.map((order) => order.id)).not.toContain(target.id);
    });

    it('does not change the date of a delivered order, nor of another venue', async () => {
      const [delivered] = await dbOrders(['COMPLETED']);
      const response = await (
        await ctx.as('admin')
      )({ method: 'POST', url: `/api/orders/${delivered!.id}/changeDate`, payload: { deadline: today } });
      expect(response.json().code).toBe('order_not_editable');
      const [expected] = await dbOrders(['IN_PROGRESS']);
      expect(
        (
          await (
            await ctx.as('otherAdmin')
          )({ method: 'POST', url: `/api/orders/${expected!.id}/changeDate`, payload: { deadline: today } })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('dashboard warnings', () => {
    it("lists yesterday's still-expected orders of the caller's stations", async () => {
      const response = await (await ctx.as('admin'))({ method: 'GET', url: '/api/orders/dueSummary' });
      expect(response.statusCode).toBe(200);
      const { yesterdayUnresolved, overdueCount } = response.json();
      expect(yesterdayUnresolved.length).toBeGreaterThan(0);
      expect(
        yesterdayUnresolved.every(
          (order: ListedOrder) => order.deadline === addDays(today, -1) && order.status === 'IN_PROGRESS',
        ),
      ).toBe(true);
      expect(overdueCount).toEqual(expect.any(Number));
      const other = (
        await (
          await ctx.as('otherAdmin')
        )({ method: 'GET', url: '/api/orders/dueSummary' })
      ).json();
      const ids = new Set(yesterdayUnresolved.map((order: ListedOrder) => order.id));
      expect(other.yesterdayUnresolved.some((order: ListedOrder) => ids.has(order.id))).toBe(false);
    });
  });

  describe('archive (GET /allVenueOrders/{venueId})', () => {
    async function archive(query: string, email = roleEmail('admin'), venue = bistro) {
      return (await ctx.as(email))({ method: 'GET', url: `/api/allVenueOrders/${venue}?${query}` });
    }

    it("is the venue's real delivered history, newest first, with the total", async () => {
      const response = await archive('pageSize=100');
      expect(response.statusCode).toBe(200);
      const { orders: listed, count } = response.json();
      const completed = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.venueId, bistro), eq(orders.status, 'COMPLETED')));
      expect(count).toBe(completed.length);
      expect(listed.every((order: ListedOrder) => order.status === 'COMPLETED')).toBe(true);
    });

    it('filters by station, supplier and date range', async () => {
      const byStation = (await archive(`departmentId=${kuhinja}&pageSize=100`)).json();
      expect(
        byStation.orders.every((order: { department: { id: number } }) => order.department.id === kuhinja),
      ).toBe(true);
      const bySupplier = (await archive(`supplierId=${mesara}&pageSize=100`)).json();
      expect(bySupplier.orders.every((order: ListedOrder) => order.supplier?.id === mesara)).toBe(true);
      const from = addDays(today, -10);
      const ranged = (await archive(`from=${from}&to=${today}&pageSize=100`)).json();
      expect(
        ranged.orders.every((order: ListedOrder) => order.deadline >= from && order.deadline <= today),
      ).toBe(true);
      expect(ranged.count).toBe(ranged.orders.length);
      expect((await archive(`from=${today}&to=${from}`)).json().code).toBe('invalidDate');
    });

    it("shows a user only their stations' orders and another venue nothing", async () => {
      const viewer = (await archive('pageSize=100', roleEmail('viewer'))).json();
      const magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
      expect(
        viewer.orders.some((order: { department: { id: number } }) => order.department.id === magacin),
      ).toBe(false);
      expect((await archive('', roleEmail('otherAdmin'))).statusCode).toBe(404);
    });
  });

  describe('trigger-kept summaries (docs/decisions/0002)', () => {
    it('agree with the orders and items after everything this suite did', async () => {
      const items = await ctx.db.select().from(orderItems);
      const all = await ctx.db.select().from(orders);
      for (const order of all) {
        const own = items.filter((item) => item.orderId === order.id);
        expect(order.itemsCount, order.orderNumber).toBe(own.length);
        expect(order.hasShortfall, order.orderNumber).toBe(own.some(itemHasShortfall));
      }
      // A total is the sum over the writers' slots (decision 0036); keys whose total is 0 may keep rows.
      type Keyed = { stationId: number; isCustom: boolean; status: string; supplierId?: number | null };
      const totals = (rows: readonly (Keyed & { count?: number })[], bySupplier: boolean) => {
        const sums = new Map<string, number>();
        for (const row of rows) {
          const key = [row.stationId, row.isCustom, row.status, bySupplier ? (row.supplierId ?? 0) : ''].join(
            '/',
          );
          sums.set(key, (sums.get(key) ?? 0) + (row.count ?? 1));
        }
        return new Map([...sums].filter(([, total]) => total !== 0));
      };
      expect(totals(await ctx.db.select().from(stationOrderCounters), false)).toEqual(totals(all, false));
      expect(totals(await ctx.db.select().from(orderCounters), true)).toEqual(totals(all, true));
    });
  });
});
