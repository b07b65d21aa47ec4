import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { mailsTo } from '@/test/outbox';
import { articleIds, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { auditEvents, planInquiries, stations, subscriptions } from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('plans: setSubscription and sendPlanInquiry (docs/PRODUCT.md#plan-inquiries)', () => {
  let ctx: TestContext;
  let kafana: number;
  let probni: number;
  let bistro: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    probni = await venueId(ctx.db, DEMO.venues.probni);
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
  });
  afterAll(() => ctx.close());

  const post = async (email: string, url: string, payload: object) =>
    (await ctx.as(email))({ method: 'POST', url, payload });
  const setPlan = (payload: object, email = roleEmail('superAdmin')) =>
    post(email, '/api/subscription/setSubscription', payload);
  const subscriptionOf = async (venue: number) =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.venueId, venue)))[0]!;
  const auditOf = (venue: number) =>
    ctx.db.select().from(auditEvents).where(eq(auditEvents.venueId, venue)).orderBy(auditEvents.id);
  const deactivated = async (venue: number) =>
    (
      await ctx.db
        .select({ name: stations.name })
        .from(stations)
        .where(and(eq(stations.venueId, venue), isNotNull(stations.deactivatedAt)))
    ).map((row) => row.name);

  describe('POST /api/subscription/setSubscription', () => {
    it('lets the super admin switch Kafana Druga from BASIC to PRO with a station limit, recorded in the audit trail', async () => {
      const response = await setPlan({ venueId: kafana, plan: 'PRO', departmentLimit: 5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: null,
        departmentLimit: 5,
      });
      expect(await subscriptionOf(kafana)).toMatchObject({ plan: 'PRO', departmentLimit: 5 });
      const [event] = (await auditOf(kafana)).filter((row) => row.action === 'subscription.set');
      expect(event).toMatchObject({
        actorId: await ctx.userId('superAdmin'),
        before: { plan: 'BASIC', departmentLimit: 2 },
        after: { plan: 'PRO', departmentLimit: 5 },
      });
      // The venue's admin reads the new plan at once.
      const read = await (
        await ctx.as('otherAdmin')
      )({ method: 'GET', url: `/api/subscription/getSubscription/${kafana}` });
      expect(read.json()).toMatchObject({ plan: 'PRO', departmentLimit: 5 });
    });

    it('deactivates the stations a smaller plan has no room for, keeping the ticked ones, and brings them back later', async () => {
      await setPlan({ venueId: kafana, plan: 'PRO', departmentLimit: 5 });
      for (const name of [DEMO.stations.probniBar, 'Terasa']) {
        expect(
          (await post(roleEmail('otherAdmin'), `/api/admin/venue/${kafana}/addStation`, { name })).statusCode,
        ).toBe(201);
      }
      const bar = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.probniBar);
      const terasa = await stationId(ctx.db, DEMO.venues.kafana, 'Terasa');
      expect(
        (await setPlan({ venueId: kafana, plan: 'BASIC', checkedStations: [terasa, bar] })).statusCode,
      ).toBe(200);
      expect(await deactivated(kafana)).toEqual([DEMO.stations.kuhinja]);
      const [last] = (await auditOf(kafana)).slice(-1);
      expect(last).toMatchObject({
        action: 'subscription.set',
        after: { deactivatedStations: [DEMO.stations.kuhinja] },
      });

      // A deactivated station keeps its history but takes no new order.
      const kuhinja = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
      const supplier = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
      const [article] = await articleIds(ctx.db, DEMO.venues.kafana, DEMO.suppliers.kafanaNabavka, 1);
      const refused = await post(roleEmail('otherAdmin'), `/api/orders/${kuhinja}/create/${supplier}`, {
        deadline: '2099-01-01',
        products: [{ id: article, amount: '1' }],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('maximumStationLimitReached');

      expect((await setPlan({ venueId: kafana, plan: 'PRO', departmentLimit: 5 })).statusCode).toBe(200);
      expect(await deactivated(kafana)).toEqual([]);
    });

    it('refuses venue admins and staff with 403 and changes nothing', async () => {
      for (const email of [roleEmail('otherAdmin'), roleEmail('staff')]) {
        const response = await setPlan({ venueId: kafana, plan: 'FREE' }, email);
        expect(response.statusCode).toBe(403);
      }
      expect((await subscriptionOf(kafana)).plan).toBe('PRO');
    });

    it('answers 400 for an unknown plan or a limit out of bounds, and 404 for a venue that does not exist', async () => {
      for (const payload of [
        { venueId: kafana, plan: 'GOLD' },
        { venueId: kafana, plan: 'PRO', departmentLimit: 0 },
        { venueId: kafana, plan: 'PRO', departmentLimit: 101 },
        { venueId: 'x', plan: 'PRO' },
      ]) {
        const response = await setPlan(payload);
        expect(response.statusCode).toBe(400);
      }
      const missing = await setPlan({ venueId: 999_999, plan: 'PRO' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('POST /api/subscription/sendPlanInquiry', () => {
    it('stores the inquiry of the trial-ended venue and mails every super admin', async () => {
      const userId = await ctx.userId('trialAdmin');
      const response = await post(roleEmail('trialAdmin'), '/api/subscription/sendPlanInquiry', {
        venueId: probni,
        userId,
        selectedPlan: 'PRO',
        checkedStations: [],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        selectedPlan: 'PRO',
        userEmail: roleEmail('trialAdmin'),
        handledAt: null,
      });
      const [mail] = await mailsTo(ctx.db, roleEmail('superAdmin'), 'plan-inquiry');
      expect(mail?.subject).toContain(DEMO.venues.probni);
      expect(mail?.text).toContain(`/admin/${probni}/restaurant`);

      // The super admin sees it on the venue's page.
      const list = await (
        await ctx.as('superAdmin')
      )({ method: 'GET', url: `/api/admin/venue/${probni}/planInquiries` });
      expect(list.statusCode).toBe(200);
      expect(list.json()[0]).toMatchObject({ id: response.json().id, selectedPlan: 'PRO' });
    });

    it('needs the stations to keep for BASIC when the venue has more than two (docs/PRODUCT.md#plan-allowance)', async () => {
      const userId = await ctx.userId('admin');
      const before = (await ctx.db.select().from(planInquiries)).length;
      const body = { venueId: bistro, userId, selectedPlan: 'BASIC' };
      const refused = await post(roleEmail('admin'), '/api/subscription/sendPlanInquiry', {
        ...body,
        checkedStations: [],
      });
      expect(refused.statusCode).toBe(400);
      expect((await ctx.db.select().from(planInquiries)).length).toBe(before);

      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const accepted = await post(roleEmail('admin'), '/api/subscription/sendPlanInquiry', {
        ...body,
        checkedStations: [kuhinja],
      });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().checkedStations).toEqual([{ id: kuhinja, name: DEMO.stations.kuhinja }]);
    });

    it("answers 404 for another venue and 403 for someone else's user id; the super admin cannot ask", async () => {
      const own = await ctx.userId('trialAdmin');
      const other = await post(roleEmail('trialAdmin'), '/api/subscription/sendPlanInquiry', {
        venueId: bistro,
        userId: own,
        selectedPlan: 'PRO',
        checkedStations: [],
      });
      expect(other.statusCode).toBe(404);
      const foreign = await post(roleEmail('trialAdmin'), '/api/subscription/sendPlanInquiry', {
        venueId: probni,
        userId: await ctx.userId('otherAdmin'),
        selectedPlan: 'PRO',
        checkedStations: [],
      });
      expect(foreign.statusCode).toBe(403);
      const superAdmin = await post(roleEmail('superAdmin'), '/api/subscription/sendPlanInquiry', {
        venueId: probni,
        userId: own,
        selectedPlan: 'PRO',
        checkedStations: [],
      });
      expect(superAdmin.statusCode).toBe(403);
    });

    it('answers 400 for FREE or a malformed station list', async () => {
      const userId = await ctx.userId('trialAdmin');
      for (const extra of [
        { selectedPlan: 'FREE', checkedStations: [] },
        { selectedPlan: 'PRO', checkedStations: 'x' },
      ]) {
        const response = await post(roleEmail('trialAdmin'), '/api/subscription/sendPlanInquiry', {
          venueId: probni,
          userId,
          ...extra,
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('is answered by the next plan change', async () => {
      expect((await setPlan({ venueId: probni, plan: 'PRO', departmentLimit: 3 })).statusCode).toBe(200);
      const open = await ctx.db
        .select()
        .from(planInquiries)
        .where(and(eq(planInquiries.venueId, probni), isNull(planInquiries.handledAt)));
      expect(open).toEqual([]);
      const all = await ctx.db.select().from(planInquiries).where(eq(planInquiries.venueId, probni));
      expect(all.length).toBeGreaterThan(0);
    });
  });
});
