import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, venues } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/subscription/getSubscription/:venueId', () => {
  let ctx: TestContext;
  const venueIds = new Map<string, number>();
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const row of await ctx.db.select({ id: venues.id, name: venues.name }).from(venues))
      venueIds.set(row.name, row.id);
  });
  beforeEach(() => ctx.clock.reset());
  afterAll(() => ctx.close());

  const read = async (email: string, venueId: number | string) =>
    (await ctx.as(email))({ method: 'GET', url: `/api/subscription/getSubscription/${venueId}` });

  it("answers a venue admin their venue's plan: PRO has no trial", async () => {
    const response = await read(roleEmail('admin'), venueIds.get(DEMO.venues.bistro)!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'PRO',
      trialEnded: false,
      daysTillTrialEnds: null,
      departmentLimit: 10,
    });
  });

  it('lets staff read their own venue too', async () => {
    const response = await read(roleEmail('viewer'), venueIds.get(DEMO.venues.bistro)!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ plan: 'PRO' });
  });

  it('reports the ended FREE trial of Probni Restoran', async () => {
    const response = await read(roleEmail('trialAdmin'), venueIds.get(DEMO.venues.probni)!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'FREE',
      trialEnded: true,
      daysTillTrialEnds: 0,
      departmentLimit: 2,
    });
  });

  it('counts whole days left while the trial runs, by the app clock', async () => {
    const [row] = await ctx.db
      .select({ trialEndsAt: subscriptions.trialEndsAt })
      .from(subscriptions)
      .where(eq(subscriptions.venueId, venueIds.get(DEMO.venues.probni)!));
    ctx.clock.set(new Date(row!.trialEndsAt!.getTime() - 3.5 * DAY));
    const response = await read(roleEmail('trialAdmin'), venueIds.get(DEMO.venues.probni)!);
    expect(response.json()).toEqual({
      plan: 'FREE',
      trialEnded: false,
      daysTillTrialEnds: 3,
      departmentLimit: 2,
    });
  });

  it("answers 404 for another venue's subscription, exactly as for a venue that does not exist", async () => {
    const other = await read(roleEmail('otherAdmin'), venueIds.get(DEMO.venues.bistro)!);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found' });
    const missing = await read(roleEmail('otherAdmin'), 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(other.json());
  });

  it("lets the super admin read any venue's subscription", async () => {
    const kafana = await read(roleEmail('superAdmin'), venueIds.get(DEMO.venues.kafana)!);
    expect(kafana.statusCode).toBe(200);
    expect(kafana.json()).toEqual({
      plan: 'BASIC',
      trialEnded: false,
      daysTillTrialEnds: null,
      departmentLimit: 2,
    });
    expect((await read(roleEmail('superAdmin'), 999_999)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the venue id %s', async (venueId) => {
    const response = await read(roleEmail('admin'), venueId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidInput' });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/subscription/getSubscription/${venueIds.get(DEMO.venues.bistro)}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 409 subscription_not_exist when the venue has none', async () => {
    const own = await createTestContext();
    try {
      const [kafana] = await own.db
        .select({ id: venues.id })
        .from(venues)
        .where(eq(venues.name, DEMO.venues.kafana));
      await own.db.delete(subscriptions).where(eq(subscriptions.venueId, kafana!.id));
      const response = await (
        await own.as('otherAdmin')
      )({
        method: 'GET',
        url: `/api/subscription/getSubscription/${kafana!.id}`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'subscription_not_exist' });
    } finally {
      await own.close();
    }
  });
});
