import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { stationId, venueId } from '@/test/demo-lookup';
import { linkIn, mailsTo } from '@/test/outbox';
import { invites, stations, stationUsers, users } from '@/server/db/schema';
import { hashToken } from '@/server/modules/auth/auth.public';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const PASSWORD = 'Lozinka123';

let counter = 0;
const newAddress = () => `invitee-${Date.now()}-${++counter}@nabavka.test`;

describe('invitations (/acceptInvite, invite calls: docs/PRODUCT.md#accept-invite, #api-invitations)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
  });
  afterAll(() => ctx.close());

  const invite = async (as: string, email: string, restaurantId = bistro, extra: object = {}) =>
    (await ctx.as(as))({
      method: 'POST',
      url: '/api/invite/invite-user',
      payload: { email, restaurantId, userId: await ctx.userId(as), ...extra },
    });
  const stationsOf = async (userId: number) =>
    (
      await ctx.db
        .select({ id: stationUsers.stationId })
        .from(stationUsers)
        .where(eq(stationUsers.userId, userId))
    ).map((row) => row.id);
  const accept = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/invite/acceptInvite', payload: { token } });
  const registration = (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    name: 'Nina',
    surname: 'Novak',
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    phone: '+381 64 123 4567',
    ...overrides,
  });
  const register = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/register-invite', payload });
  const tokenMailedTo = async (email: string) => {
    const [mail] = await mailsTo(ctx.db, email, 'invite');
    return linkIn(mail!.text, 'http://localhost:3000/acceptInvite').searchParams.get('token')!;
  };
  const invitesTo = (email: string) =>
    ctx.db
      .select()
      .from(invites)
      .where(eq(sql`lower(${invites.email})`, email));

  it('mails a link whose token, stored only hashed, shows the venue and registers a verified member once', async () => {
    const email = newAddress();
    const response = await invite(roleEmail('admin'), email);
    expect(response.statusCode).toBe(201);
    const token = await tokenMailedTo(email);
    const [row] = await invitesTo(email);
    expect(row).toMatchObject({ venueId: bistro, status: 'PENDING', tokenHash: hashToken(token) });
    expect(row!.tokenHash).not.toContain(token);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email, existingAccount: false, venue: { name: DEMO.venues.bistro } });

    const created = await register(registration(token));
    expect(created.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, created.json().id));
    expect(user).toMatchObject({
      email,
      name: 'Nina Novak',
      phone: '+381641234567',
      venueId: bistro,
      role: 'ROLE_USER',
      verified: true,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ venue: { id: bistro }, pending_invites: false });

    // Single use: the link is spent for both calls.
    expect((await accept(token)).json()).toMatchObject({ code: 'invalid_or_expired_token' });
    const again = await register(registration(token, { name: 'Other' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_or_expired_token' });
  });

  it('mails an existing account without a venue in its language, and lets it join', async () => {
    const account = await createAccount(ctx.db, { language: 'en' });
    expect((await invite(roleEmail('admin'), account.email)).statusCode).toBe(201);
    const [mail] = await mailsTo(ctx.db, account.email, 'invite');
    expect(mail!.subject).toBe('Invitation to join Bistro Demo on Nabavka');
    const token = await tokenMailedTo(account.email);
    const joined = await register(registration(token));
    expect(joined.json()).toEqual({ id: account.id });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(user).toMatchObject({ venueId: bistro, name: 'Nina Novak', verified: true });
  });

  it('mails an account that reads Cyrillic in Cyrillic, the venue name as it was typed', async () => {
    const account = await createAccount(ctx.db, { language: 'cyr' });
    expect((await invite(roleEmail('admin'), account.email)).statusCode).toBe(201);
    const [mail] = await mailsTo(ctx.db, account.email, 'invite');
    expect(mail!.subject).toBe(`Позив да се придружите објекту ${DEMO.venues.bistro} у Набавци`);
    expect(mail!.text).toContain('Прихвати позив: http://localhost:3000/acceptInvite?token=');
    expect(mail!.html).toContain('<html lang="sr-Cyrl">');
  });

  it('mails a new address in the inviter’s language', async () => {
    const email = newAddress();
    await invite(roleEmail('admin'), email);
    const [mail] = await mailsTo(ctx.db, email, 'invite');
    expect(mail!.subject).toBe('Poziv da se pridružite objektu Bistro Demo u Nabavci');
  });

  it('refuses an address already a member of the venue with 409 user_with_that_email_exists, no mail', async () => {
    const response = await invite(roleEmail('admin'), roleEmail('staff'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'user_with_that_email_exists' });
    expect(await invitesTo(roleEmail('staff'))).toEqual([]);
    expect(await mailsTo(ctx.db, roleEmail('staff'), 'invite')).toEqual([]);
  });

  it("answers 404 to another venue's admin and 403 to staff, nothing sent", async () => {
    const email = newAddress();
    const foreign = await invite(roleEmail('otherAdmin'), email, bistro);
    expect(foreign.statusCode).toBe(404);
    expect((await invite(roleEmail('staff'), email)).statusCode).toBe(403);
    expect(await invitesTo(email)).toEqual([]);
    expect(await mailsTo(ctx.db, email)).toEqual([]);
  });

  it('lets the super admin invite to any venue', async () => {
    const email = newAddress();
    expect((await invite(roleEmail('superAdmin'), email, kafana)).statusCode).toBe(201);
    expect((await accept(await tokenMailedTo(email))).json()).toMatchObject({
      venue: { name: DEMO.venues.kafana },
    });
  });

  it('refuses a bad address with 400 and sends nothing', async () => {
    const response = await invite(roleEmail('admin'), 'not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidEmailInput' });
  });

  it('a second invitation to the same address replaces the first link', async () => {
    const email = newAddress();
    await invite(roleEmail('admin'), email);
    const first = await tokenMailedTo(email);
    await invite(roleEmail('admin'), email);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses an expired link with 400', async () => {
    const email = newAddress();
    await invite(roleEmail('admin'), email);
    const token = await tokenMailedTo(email);
    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      expect((await accept(token)).statusCode).toBe(400);
      expect((await register(registration(token))).statusCode).toBe(400);
    } finally {
      ctx.clock.reset();
    }
    expect((await ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it('refuses an unknown token, mismatched passwords and a bad phone with 400, creating nobody', async () => {
    expect((await accept('no-such-token')).json()).toMatchObject({ code: 'invalid_or_expired_token' });
    const email = newAddress();
    await invite(roleEmail('admin'), email);
    const token = await tokenMailedTo(email);
    const mismatch = await register(registration(token, { passwordRepeat: 'Drugacija123' }));
    expect(mismatch.json()).toMatchObject({ code: 'passwordMissmatch' });
    const phone = await register(registration(token, { phone: 'abc' }));
    expect(phone.json()).toMatchObject({ code: 'invalidPhone' });
    const missing = await register(registration(token, { surname: '' }));
    expect(missing.statusCode).toBe(400);
    expect((await ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
    expect((await accept(token)).statusCode).toBe(200);
  });

  describe('with stations (decision 0034)', () => {
    it('links the invited stations in the registration, so the first login shows them', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const email = newAddress();
      expect(
        (await invite(roleEmail('admin'), email, bistro, { stationIds: [kuhinja, kuhinja] })).statusCode,
      ).toBe(201);
      const [row] = await invitesTo(email);
      expect(row!.stationIds).toEqual([kuhinja]);
      const created = await register(registration(await tokenMailedTo(email)));
      expect(created.statusCode).toBe(201);
      expect(await stationsOf(created.json().id)).toEqual([kuhinja]);
    });

    it('skips a station a plan change deactivated between the invitation and the registration', async () => {
      const sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
      const email = newAddress();
      expect((await invite(roleEmail('admin'), email, bistro, { stationIds: [sank] })).statusCode).toBe(201);
      await ctx.db.update(stations).set({ deactivatedAt: new Date() }).where(eq(stations.id, sank));
      try {
        // Inactive now: a new invitation naming it is refused, the earlier one registers without it.
        expect(
          (await invite(roleEmail('admin'), newAddress(), bistro, { stationIds: [sank] })).statusCode,
        ).toBe(404);
        const created = await register(registration(await tokenMailedTo(email)));
        expect(created.statusCode).toBe(201);
        expect(await stationsOf(created.json().id)).toEqual([]);
      } finally {
        await ctx.db.update(stations).set({ deactivatedAt: null }).where(eq(stations.id, sank));
      }
    });

    it("answers 404 for another venue's station and stores nothing, mails nothing", async () => {
      const foreign = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kafanaKuhinja);
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const email = newAddress();
      const response = await invite(roleEmail('admin'), email, bistro, { stationIds: [kuhinja, foreign] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(await invitesTo(email)).toEqual([]);
      expect(await mailsTo(ctx.db, email)).toEqual([]);
    });

    it.each([[['x']], [[0]], ['1'], [Array.from({ length: 101 }, (_, i) => i + 1)]])(
      'answers 400 invalidInput for the stations %j',
      async (stationIds) => {
        const email = newAddress();
        const response = await invite(roleEmail('admin'), email, bistro, { stationIds });
        expect(response.statusCode).toBe(400);
        expect(await invitesTo(email)).toEqual([]);
      },
    );
  });
});
