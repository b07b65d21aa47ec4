/**
 * Order numbers under contention (decision 0020): many connections writing orders of ONE station at once all get a
 * number, each a different one, and the station's list totals, which those writers count in slots of their own
 * (decision 0036), stay exact. Only PostgreSQL runs requests on several connections at once; the embedded database
 * has one connection, so there the writes queue and this cannot happen.
 */
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { roleEmail } from '@/test/call';
import { ORDER_STATUSES } from '@/domain/shared/enums';
import { orderItems, orders, stationOrderCounters } from '@/server/db/schema';

const onPostgres = process.env.TEST_DB === 'postgres';
/** Clients at once, each creating orders one after another as a busy station's users do. */
const CREATES = 50;
const CREATES_EACH = 10;
const RECEIPTS = 20;
/** 540 writes that queue on one station's rows took 7-11 s on a shared two-core machine: near the usual 20 s. */
const WRITES_TIMEOUT_MS = 60_000;

describe.runIf(onPostgres)('order numbers of one station under contention', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    // One connection per request in flight, as a server under load has them.
    scene = await createOrderScene(2, { poolSize: CREATES + RECEIPTS });
  });
  afterAll(() => scene.ctx.close());

  /** The backorder receipt of a sent order: the first item arrived, the second moves to a new order. */
  async function receiptOf(orderId: number) {
    const items = await scene.ctx.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    return {
      query: { orderId },
      body: {
        products: [
          { id: items[0]!.id, status: 'DELIVERED' },
          { id: items[1]!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
        ],
        receivingNote: '',
      },
    };
  }

  it(
    `answers ${CREATES} clients creating ${CREATES_EACH} orders each and ${RECEIPTS} backorder receipts at once, each with its own number`,
    async () => {
      const { ctx, kuhinja, mesara, meat, tomorrow } = scene;
      const sent: number[] = [];
      for (let index = 0; index < RECEIPTS; index += 1) {
        sent.push(await sendSceneOrder(scene, roleEmail('staff'), ['3', '2']));
      }
      const pending = await Promise.all(sent.map(receiptOf));
      const create = {
        params: { departmentId: kuhinja, supplierId: mesara },
        body: { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }] },
      };

      const client = async () => {
        const own = [];
        for (let index = 0; index < CREATES_EACH; index += 1) {
          own.push(await ctx.call('staff', regularOrderOperations.create, create));
        }
        return own;
      };
      const [creates, receipts] = await Promise.all([
        Promise.all(Array.from({ length: CREATES }, client)),
        Promise.all(pending.map((receipt) => ctx.call('staff', regularOrderOperations.receive, receipt))),
      ]);
      const answers = [...creates.flat(), ...receipts];

      const refused = answers.filter((answer) => answer.statusCode >= 300);
      expect(refused.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
      const created = answers.slice(0, CREATES * CREATES_EACH).map((answer) => answer.json().id as number);
      const backorders = answers
        .slice(CREATES * CREATES_EACH)
        .map((answer) => answer.json().newOrderId as number);
      expect(backorders.every((id) => Number.isInteger(id))).toBe(true);
      const made = await ctx.db
        .select({ number: orders.orderNumber, stationId: orders.stationId })
        .from(orders)
        .where(inArray(orders.id, [...sent, ...created, ...backorders]));
      expect(made).toHaveLength(RECEIPTS + CREATES * CREATES_EACH + RECEIPTS);
      expect(made.every((order) => order.stationId === kuhinja)).toBe(true);
      expect(new Set(made.map((order) => order.number)).size).toBe(made.length);
    },
    WRITES_TIMEOUT_MS,
  );

  it('keeps the list totals, counted by those writers in slots of their own, equal to the orders afterwards', async () => {
    const { ctx, kuhinja, mesara } = scene;
    const [slots] = await ctx.db
      .select({ used: countDistinct(stationOrderCounters.slot) })
      .from(stationOrderCounters)
      .where(eq(stationOrderCounters.stationId, kuhinja));
    // The writers above did not all count in one row: what lets them commit side by side.
    expect(slots!.used).toBeGreaterThan(1);
    for (const status of ORDER_STATUSES) {
      for (const supplierId of [undefined, mesara]) {
        const [counted] = await ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(
              eq(orders.stationId, kuhinja),
              eq(orders.isCustom, false),
              eq(orders.status, status),
              supplierId === undefined ? undefined : eq(orders.supplierId, supplierId),
            ),
          );
        const page = await ctx.call('staff', regularOrderOperations.list, {
          params: { departmentId: kuhinja },
          query: { status, ...(supplierId === undefined ? {} : { supplierId }) },
        });
        expect(page.statusCode).toBe(200);
        expect(page.json().count, `${status} ${supplierId ?? 'all'}`).toBe(counted!.total);
      }
    }
  });
});
