import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '@/domain/auth/profile.schemas';
import { createAccount, createVenue } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { accessRequests, invites, suppliers, users, venues, venueSuppliers } from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('the signed-in user profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const getProfile = async (email: string) =>
    (await ctx.as(email))({ method: 'GET', url: '/api/users/profile' });

  describe('GET /api/users/profile', () => {
    it('answers every profile field (docs/PRODUCT.md#data-user)', async () => {
      const response = await getProfile(roleEmail('viewer'));
      expect(response.statusCode).toBe(200);
      const profile = ProfileSchema.parse(response.json());
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(ProfileSchema.shape).sort());
      expect(profile).toMatchObject({
        name: DEMO.accounts.viewer.name,
        email: roleEmail('viewer'),
        phone: '+381601000003',
        language: 'ser',
        theme: 'light',
        role: 'ROLE_USER',
        verified: true,
        finishedOnboarding: false,
        pending_invites: false,
        venue: { name: DEMO.venues.bistro },
        canSendOrder: false,
        orderLimit: null,
      });
      // The demo cook has a limit of 5.000 (docs/PRODUCT.md#order-limits).
      const cook = ProfileSchema.parse((await getProfile(DEMO.accounts.kuvar.email)).json());
      expect(cook.orderLimit).toBe(DEMO.accounts.kuvar.orderLimit);
    });

    it('lists the venue suppliers that are not deleted, and the venue people, each sorted by name', async () => {
      const venue = await createVenue(ctx.db);
      // Catalogue names are unique: a suffix keeps these apart from the demo catalogue, and keeps the order.
      const tag = String(venue.id);
      const supplierRows = await ctx.db
        .insert(suppliers)
        .values([
          { name: `Zlatna Mesara ${tag}` },
          { name: `alfa Pekara ${tag}` },
          { name: `Mlekara Sever ${tag}` },
          { name: `Obrisani Dobavljač ${tag}`, deletedAt: new Date() },
        ])
        .returning({ id: suppliers.id, name: suppliers.name });
      await ctx.db
        .insert(venueSuppliers)
        .values(supplierRows.map((row) => ({ venueId: venue.id, supplierId: row.id })));
      await ctx.db.insert(suppliers).values({ name: `Nepovezani ${tag}` });
      const zoran = await createAccount(ctx.db, { name: 'Zoran', venueId: venue.id });
      const ana = await createAccount(ctx.db, { name: 'ana', venueId: venue.id });
      const milan = await createAccount(ctx.db, { name: 'Milan', venueId: venue.id });
      const entry = (name: string) => {
        const full = `${name} ${tag}`;
        return { id: supplierRows.find((row) => row.name === full)!.id, name: full };
      };

      const profile = (await getProfile(zoran.email)).json();
      expect(profile.venue).toEqual({
        id: venue.id,
        name: venue.name,
        currency: 'RSD',
        pricesInMessage: false,
      });
      expect(profile.suppliers).toEqual([
        entry('alfa Pekara'),
        entry('Mlekara Sever'),
        entry('Zlatna Mesara'),
      ]);
      expect(profile.venueUsers).toEqual([
        { id: ana.id, name: 'ana' },
        { id: milan.id, name: 'Milan' },
        { id: zoran.id, name: 'Zoran' },
      ]);
    });

    it("carries the venue's currency and whether its supplier message names prices (docs/PRODUCT.md#prices)", async () => {
      const venue = await createVenue(ctx.db);
      await ctx.db
        .update(venues)
        .set({ currency: 'EUR', pricesInMessage: true })
        .where(eq(venues.id, venue.id));
      const account = await createAccount(ctx.db, { venueId: venue.id });
      expect((await getProfile(account.email)).json().venue).toMatchObject({
        id: venue.id,
        currency: 'EUR',
        pricesInMessage: true,
      });
    });

    it('has no venue, suppliers or venue people for a user without venue', async () => {
      const account = await createAccount(ctx.db);
      const profile = (await getProfile(account.email)).json();
      expect(profile).toMatchObject({ venue: null, suppliers: [], venueUsers: [] });
    });

    it('flags pending_invites for an accepted invitation not yet approved', async () => {
      const venue = await createVenue(ctx.db);
      const account = await createAccount(ctx.db);
      const [invite] = await ctx.db
        .insert(invites)
        .values({
          venueId: venue.id,
          email: account.email,
          userId: account.id,
          tokenHash: `hash-${account.id}`,
          status: 'ACCEPTED',
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning({ id: invites.id });
      expect((await getProfile(account.email)).json().pending_invites).toBe(true);

      await ctx.db.update(invites).set({ status: 'APPROVED' }).where(eq(invites.id, invite!.id));
      expect((await getProfile(account.email)).json().pending_invites).toBe(false);
    });

    it('does not flag pending_invites for an invitation not accepted yet', async () => {
      const venue = await createVenue(ctx.db);
      const account = await createAccount(ctx.db);
      await ctx.db.insert(invites).values({
        venueId: venue.id,
        email: account.email,
        userId: account.id,
        tokenHash: `hash-pending-${account.id}`,
        status: 'PENDING',
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await getProfile(account.email)).json().pending_invites).toBe(false);
    });

    it('flags pending_invites for a pending access request, and clears it once decided', async () => {
      const venue = await createVenue(ctx.db);
      const account = await createAccount(ctx.db);
      const [request] = await ctx.db
        .insert(accessRequests)
        .values({ venueId: venue.id, userId: account.id })
        .returning({ id: accessRequests.id });
      expect((await getProfile(account.email)).json().pending_invites).toBe(true);

      await ctx.db
        .update(accessRequests)
        .set({ status: 'REJECTED' })
        .where(eq(accessRequests.id, request!.id));
      expect((await getProfile(account.email)).json().pending_invites).toBe(false);
    });

    it('needs an access token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
    });

    it('answers 404 for the token of an account deleted since', async () => {
      const account = await createAccount(ctx.db);
      const headers = await ctx.authHeader(account.email);
      await ctx.db.delete(users).where(eq(users.id, account.id));
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('POST /api/users/profile/edit', () => {
    const edit = async (email: string, body: object) =>
      (await ctx.as(email))({ method: 'POST', url: '/api/users/profile/edit', payload: body });

    it('changes name, phone, language and theme and answers the updated profile', async () => {
      const account = await createAccount(ctx.db);
      const response = await edit(account.email, {
        name: '  Petar Perić ',
        phone: '+381 63 555 1234',
        language: 'en',
        theme: 'dark',
      });
      expect(response.statusCode).toBe(200);
      expect(ProfileSchema.parse(response.json())).toMatchObject({
        id: account.id,
        name: 'Petar Perić',
        phone: '+381635551234',
        language: 'en',
        theme: 'dark',
      });
      expect((await getProfile(account.email)).json()).toMatchObject({ name: 'Petar Perić', theme: 'dark' });
    });

    it.each([
      [{ name: '' }, 'common.requiredField'],
      [{ phone: '12ab' }, 'invalidPhone'],
      [{ language: 'fr' }, 'invalidLanguage'],
      [{ theme: 'blue' }, 'invalidInput'],
      [{ name: 7 }, 'common.requiredField'],
    ])('refuses %j with 400 %s', async (overrides, code) => {
      const account = await createAccount(ctx.db);
      const response = await edit(account.email, {
        name: 'Ime',
        phone: '+381601234567',
        language: 'ser',
        theme: 'light',
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
    });

    it('needs an access token', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile/edit',
        payload: { name: 'Ime', phone: '+381601234567', language: 'ser', theme: 'light' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/profile/changePassword', () => {
    const change = async (email: string, body: object) =>
      (await ctx.as(email))({ method: 'POST', url: '/api/users/profile/changePassword', payload: body });
    const login = (username: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

    it('changes the password when the old one is right', async () => {
      const account = await createAccount(ctx.db);
      const response = await change(account.email, {
        oldPassword: account.password,
        newPassword: 'Nova_sifra_1',
        confirmPassword: 'Nova_sifra_1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ changed: true });
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'Nova_sifra_1')).statusCode).toBe(200);
    });

    it("ends the account's other sessions and keeps the one that changed it", async () => {
      const account = await createAccount(ctx.db);
      const here = (await login(account.email, account.password)).json();
      const elsewhere = (await login(account.email, account.password)).json();
      const refresh = (token: string) =>
        ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } });

      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile/changePassword',
        headers: { authorization: `Bearer ${here.jwt}` },
        payload: {
          oldPassword: account.password,
          newPassword: 'Nova_sifra_1',
          confirmPassword: 'Nova_sifra_1',
        },
      });
      expect(response.statusCode).toBe(200);

      const refused = await refresh(elsewhere.refresh_token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
      const kept = await refresh(here.refresh_token);
      expect(kept.statusCode).toBe(200);
      // The refreshed access token still names the same login, so a second change would keep it too.
      expect(ctx.app.jwt.decode<{ fam: string }>(kept.json().token)!.fam).toBe(
        ctx.app.jwt.decode<{ fam: string }>(here.jwt)!.fam,
      );
      expect((await refresh(kept.json().refresh_token)).statusCode).toBe(200);
    });

    it('refuses a wrong old password with 400 wrong_password and keeps the old one', async () => {
      const account = await createAccount(ctx.db);
      const response = await change(account.email, {
        oldPassword: 'Not_the_password_1',
        newPassword: 'Nova_sifra_1',
        confirmPassword: 'Nova_sifra_1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'wrong_password' });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it.each([
      [{ newPassword: 'kratka', confirmPassword: 'kratka' }, 'passwordLength'],
      [{ newPassword: 'ima razmak 1', confirmPassword: 'ima razmak 1' }, 'passwordAlphanumeric'],
      [{ confirmPassword: 'Druga_sifra_1' }, 'passwordMissmatch'],
      [{ oldPassword: '' }, 'common.requiredField'],
    ])('refuses %j with 400 %s', async (overrides, code) => {
      const account = await createAccount(ctx.db);
      const response = await change(account.email, {
        oldPassword: account.password,
        newPassword: 'Nova_sifra_1',
        confirmPassword: 'Nova_sifra_1',
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
    });
  });
});
