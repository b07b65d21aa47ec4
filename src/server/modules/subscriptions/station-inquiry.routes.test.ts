import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationInquiries, venues } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { mailsTo } from '@/test/outbox';
import { STATION_INQUIRY_MAIL_KIND } from '@/server/mail/venue-notices';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const URL = '/api/subscription/sendNewStationInquiry';

describe('POST /api/subscription/sendNewStationInquiry', () => {
  let ctx: TestContext;
  let bistro: number;
  let admin: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [row] = await ctx.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.name, DEMO.venues.bistro));
    bistro = row!.id;
    admin = await ctx.userId('admin');
  });
  afterAll(() => ctx.close());

  const inquiries = () => ctx.db.select().from(stationInquiries).where(eq(stationInquiries.venueId, bistro));

  it("stores the venue admin's inquiry and mails every super admin in their language", async () => {
    const response = await (
      await ctx.as('admin')
    )({ method: 'POST', url: URL, payload: { venueId: bistro, userId: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const rows = await inquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: admin, handledAt: null });
    const [mail] = await mailsTo(ctx.db, roleEmail('superAdmin'), STATION_INQUIRY_MAIL_KIND);
    expect(mail?.subject).toContain(DEMO.venues.bistro);
    expect(mail?.text).toContain(roleEmail('admin'));
    expect(mail?.text).toContain('/admin/');
  });

  it('refuses staff with 403 and stores nothing', async () => {
    const before = (await inquiries()).length;
    const response = await (
      await ctx.as('staff')
    )({ method: 'POST', url: URL, payload: { venueId: bistro, userId: admin } });
    expect(response.statusCode).toBe(403);
    expect(await inquiries()).toHaveLength(before);
  });

  it("answers 404 for another venue's id or another user's id, with nothing stored", async () => {
    const before = (await inquiries()).length;
    const other = await (
      await ctx.as('otherAdmin')
    )({ method: 'POST', url: URL, payload: { venueId: bistro, userId: admin } });
    expect(other.statusCode).toBe(404);
    const someoneElse = await (
      await ctx.as('admin')
    )({
      method: 'POST',
      url: URL,
      payload: { venueId: bistro, userId: await ctx.userId('staff') },
    });
    expect(someoneElse.statusCode).toBe(404);
    expect(await inquiries()).toHaveLength(before);
  });

  it('answers 400 for a body without ids', async () => {
    const response = await (await ctx.as('admin'))({ method: 'POST', url: URL, payload: { venueId: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidInput' });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { venueId: bistro, userId: admin },
    });
    expect(response.statusCode).toBe(401);
  });
});
