/**
 * Editing a standing order on the standing orders screen (docs/decisions/0030-standing-orders.md): one change in the
 * manner of PATCH, its lines replaced as a whole (an amount changed, a line removed, an article of the supplier
 * added) in one transaction; another venue's ids, articles the venue may not order from the supplier, bad amounts,
 * no lines and a contact of another supplier refused with nothing changed. The draft the job prepares carries the
 * edited lines and the standing order's contact, which the wizard's send step starts with.
 */
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueToday } from '@/domain/shared/dates';
import { standingOrderOperations } from '@/domain/standing-orders/standing-orders.contract';
import type {
  StandingOrder,
  UpdateStandingOrderInput,
} from '@/domain/standing-orders/standing-orders.schemas';
import { weekdayId } from '@/domain/suppliers/ordering-schedule';
import { orderItems, orders, standingOrderRuns, standingOrders, stations, venues } from '@/server/db/schema';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { DEMO } from '@/test/demo-context';
import { createArticle, createOrderingVenue, createSupplier } from '@/test/factories';
import { createStandingOrderJob } from './standing-order-job';

describe('editing a standing order', () => {
  let scene: OrderScene;
  let sourceOrder: number;
  let bistro: number;

  beforeAll(async () => {
    scene = await createOrderScene(3);
    sourceOrder = await sendSceneOrder(scene, 'staff', ['2', '1,5']);
    const [station] = await scene.ctx.db
      .select({ venueId: stations.venueId })
      .from(stations)
      .where(eq(stations.id, scene.kuhinja));
    bistro = station!.venueId;
  });
  afterAll(() => scene.ctx.close());

  const today = () => venueToday(scene.ctx.clock.now());
  /** A new standing order of the scene's sent order (its two meat lines), not due today. */
  const fresh = async () => {
    const created = await scene.ctx.call('staff', standingOrderOperations.create, {
      body: {
        orderId: sourceOrder,
        supplierContactId: scene.milan,
        weekdays: [(weekdayId(today()) + 1) % 7],
        time: '23:59',
        autoSendEmail: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<StandingOrder>();
  };
  const change = (who: 'staff' | 'otherAdmin', id: number, body: UpdateStandingOrderInput) =>
    scene.ctx.call(who, standingOrderOperations.update, { params: { id }, body });
  const stored = async (id: number) =>
    (await scene.ctx.db.select().from(standingOrders).where(eq(standingOrders.id, id)))[0]!;

  it('replaces the lines as a whole: an amount changed, a line removed, an article of the supplier added', async () => {
    const standing = await fresh();
    const [first, second, third] = scene.meat as [number, number, number];
    const edited = await change('staff', standing.id, {
      lines: [
        { articleId: first, amount: '2,5' },
        { articleId: third, amount: '4' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const answer = edited.json<StandingOrder>();
    expect(answer.lines.map((line) => [line.articleId, line.amount])).toEqual([
      [first, '2.5'],
      [third, '4'],
    ]);
    expect(answer.lines.map((line) => line.articleId)).not.toContain(second);
    // Only the lines changed: contact, days and time stay as they were.
    expect(answer).toMatchObject({ contact: { id: scene.milan }, time: '23:59', paused: false });
    expect((await stored(standing.id)).lines).toEqual([
      { articleId: first, amount: '2.5' },
      { articleId: third, amount: '4' },
    ]);

    // A pause alone keeps the lines.
    const paused = await change('staff', standing.id, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<StandingOrder>()).toMatchObject({ paused: true, nextOccurrence: null });
    expect((await stored(standing.id)).lines).toHaveLength(2);
  });

  it('refuses another venue’s ids, articles the venue may not order from the supplier and bad lines, changing nothing', async () => {
    const standing = await fresh();
    const before = await stored(standing.id);
    const [kafana] = await scene.ctx.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.name, DEMO.venues.kafana));
    // Another venue's own article of the same supplier, and an article of another supplier of this venue.
    const foreignArticle = await createArticle(scene.ctx.db, kafana!.id, scene.mesara);
    const otherSupplier = await createSupplier(scene.ctx.db, bistro, { stationIds: [scene.kuhinja] });
    const otherSuppliersArticle = await createArticle(scene.ctx.db, bistro, otherSupplier.id);
    const otherVenue = await createOrderingVenue(scene.ctx.db);
    const line = { articleId: scene.meat[0]!, amount: '1' };

    const foreign = await change('otherAdmin', standing.id, { lines: [line] });
    expect(foreign.statusCode).toBe(404);

    const refusals: [UpdateStandingOrderInput, number, string][] = [
      [{ lines: [line, { articleId: foreignArticle.id, amount: '1' }] }, 400, 'articleNotAvailable'],
      [{ lines: [{ articleId: otherSuppliersArticle.id, amount: '1' }] }, 400, 'articleNotAvailable'],
      [{ lines: [{ articleId: 2_147_483_647, amount: '1' }] }, 400, 'articleNotAvailable'],
      [{ lines: [{ articleId: scene.meat[0]!, amount: '0' }] }, 400, 'invalidAmount'],
      [{ lines: [{ articleId: scene.meat[0]!, amount: '-1' }] }, 400, 'invalidAmount'],
      [{ lines: [] }, 400, 'emptyOrder'],
      [{ lines: [line, { ...line, amount: '2' }] }, 400, 'duplicateArticle'],
      [{}, 400, 'invalidInput'],
      // A contact of another supplier of the venue, and another venue's contact, are not the standing order's.
      [{ supplierContactId: otherSupplier.contactId!, lines: [line] }, 404, 'not_found'],
      [{ supplierContactId: otherVenue.contactId }, 404, 'not_found'],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await change('staff', standing.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ code });
    }
    expect(await stored(standing.id)).toEqual(before);
  });

  it('prepares the edited lines, with the standing order’s contact preset on the draft', async () => {
    const standing = await fresh();
    const edited = await change('staff', standing.id, {
      weekdays: [weekdayId(today())],
      time: '00:00',
      lines: [{ articleId: scene.meat[1]!, amount: '2,5' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const job = createStandingOrderJob({ ...scene.ctx.app.deps, log: pino({ level: 'silent' }) });
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    const [run] = await scene.ctx.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.standingOrderId, standing.id));
    expect(run?.date).toBe(today());
    const [draft] = await scene.ctx.db.select().from(orders).where(eq(orders.id, run!.orderId!));
    expect(draft).toMatchObject({ status: 'OPEN', supplierContactId: scene.milan, sentAt: null });
    const items = await scene.ctx.db
      .select({ articleId: orderItems.articleId, amount: orderItems.amount })
      .from(orderItems)
      .where(eq(orderItems.orderId, draft!.id))
      .orderBy(asc(orderItems.position));
    expect(items).toEqual([{ articleId: scene.meat[1], amount: '2.500' }]);
  });
});
