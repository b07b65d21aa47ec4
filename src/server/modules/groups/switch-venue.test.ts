/**
 * One account in two venues (docs/decisions/0037-venue-memberships.md): the switch signs a token with the role of the
 * membership, refuses venues the account is not in (404) or that are disabled (403), a login opens an open venue
 * when the home one is disabled, a revoked membership ends that venue at the next refresh, and a token keeps naming
 * the venue it was signed for.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users, venueMemberships, venues } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import {
  createAccount,
  createOrder,
  createOrderingVenue,
  createVenue,
  type OrderingVenue,
} from '@/test/factories';

interface Session {
  jwt: string;
  refreshToken: string;
}

function claimsOf(jwt: string): { role: string; vid: number | null; fam?: string } {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('switching venues', () => {
  let ctx: TestContext;
  let first: OrderingVenue;
  let second: OrderingVenue;
  let owner: { id: number; email: string; password: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    first = await createOrderingVenue(ctx.db);
    second = await createOrderingVenue(ctx.db);
    // The first venue's admin is also staff of the second one.
    owner = { id: await ctx.userId(first.admin), email: first.admin, password: 'Test_pass_1' };
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: second.venueId, userId: owner.id, role: 'ROLE_USER' });
  });
  afterAll(() => ctx.close());

  async function login(email: string, password = 'Test_pass_1'): Promise<Session & { status: number }> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password },
    });
    const body = response.json();
    return { status: response.statusCode, jwt: body.jwt, refreshToken: body.refresh_token };
  }

  const withToken = (jwt: string) => (options: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    ctx.app.inject({ ...options, headers: { authorization: `Bearer ${jwt}` } });

  const switchTo = (jwt: string, venueId: number) =>
    withToken(jwt)({ method: 'POST', url: '/api/me/venue', payload: { venueId } });

  async function refresh(refreshToken: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      payload: { refresh_token: refreshToken },
    });
    return {
      status: response.statusCode,
      jwt: response.json().token,
      refreshToken: response.json().refresh_token,
    };
  }

  // An admin-only read (the venue's invoices).
  const adminRead = (jwt: string) => withToken(jwt)({ method: 'GET', url: '/api/invoices?page=1&size=20' });

  it('lists both venues with the role in each, the current one and its counts', async () => {
    await createOrder(ctx, {
      as: first.admin,
      stationId: first.stationId,
      supplierId: first.supplierId,
      articleIds: first.articleIds,
    });
    const session = await login(owner.email);
    const listed = await withToken(session.jwt)({ method: 'GET', url: '/api/me/venues' });
    expect(listed.statusCode).toBe(200);
    const byVenue = new Map(listed.json().map((venue: { venueId: number }) => [venue.venueId, venue]));
    expect(byVenue.get(first.venueId)).toMatchObject({
      role: 'ROLE_ADMIN',
      current: true,
      disabled: false,
      open: 1,
    });
    // Staff of the second venue are linked to none of its stations: nothing counted there.
    expect(byVenue.get(second.venueId)).toMatchObject({
      role: 'ROLE_USER',
      current: false,
      open: 0,
      expected: 0,
    });
  });

  it('signs a staff token in the venue where the caller is staff and an admin token back home', async () => {
    const session = await login(owner.email);
    expect(claimsOf(session.jwt)).toMatchObject({ role: 'ROLE_ADMIN', vid: first.venueId });
    expect((await adminRead(session.jwt)).statusCode).toBe(200);

    const toSecond = await switchTo(session.jwt, second.venueId);
    expect(toSecond.statusCode).toBe(200);
    const staffJwt = toSecond.json().jwt as string;
    expect(claimsOf(staffJwt)).toMatchObject({ role: 'ROLE_USER', vid: second.venueId });
    expect(toSecond.json().user).toMatchObject({ role: 'ROLE_USER', venue: { id: second.venueId } });
    expect((await adminRead(staffJwt)).statusCode).toBe(403);
    const profile = await withToken(staffJwt)({ method: 'GET', url: '/api/users/profile' });
    expect(profile.json()).toMatchObject({ role: 'ROLE_USER', venue: { id: second.venueId } });

    // The login moved: its next refresh stays in the second venue; a new login opens the home, which stays.
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.jwt)).toMatchObject({ role: 'ROLE_USER', vid: second.venueId });
    expect(claimsOf((await login(owner.email)).jwt)).toMatchObject({
      role: 'ROLE_ADMIN',
      vid: first.venueId,
    });

    const back = await switchTo(refreshed.jwt, first.venueId);
    expect(back.statusCode).toBe(200);
    expect(claimsOf(back.json().jwt)).toMatchObject({ role: 'ROLE_ADMIN', vid: first.venueId });
    expect((await adminRead(back.json().jwt)).statusCode).toBe(200);
    const [home] = await ctx.db
      .select({ venueId: users.venueId, role: users.role })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(home).toEqual({ venueId: first.venueId, role: 'ROLE_ADMIN' });
  });

  it('refuses a venue the caller is not a member of (404) and a disabled one (403)', async () => {
    const session = await login(owner.email);
    const stranger = await createOrderingVenue(ctx.db);
    expect((await switchTo(session.jwt, stranger.venueId)).statusCode).toBe(404);
    expect((await switchTo(session.jwt, 999_999_999)).statusCode).toBe(404);

    const closed = await createVenue(ctx.db, { disabled: true });
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: closed.id, userId: owner.id, role: 'ROLE_ADMIN' });
    const refused = await switchTo(session.jwt, closed.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('user_disabled_contact_administrator');
    const listed = await withToken(session.jwt)({ method: 'GET', url: '/api/me/venues' });
    expect(listed.json()).toContainEqual(expect.objectContaining({ venueId: closed.id, disabled: true }));
    await ctx.db.delete(venueMemberships).where(eq(venueMemberships.venueId, closed.id));
  });

  it('opens another venue at login when the home venue is disabled, and refuses when all are', async () => {
    const home = await createVenue(ctx.db);
    const other = await createVenue(ctx.db);
    const account = await createAccount(ctx.db, { venueId: home.id, role: 'ROLE_ADMIN' });
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: other.id, userId: account.id, role: 'ROLE_USER' });
    await ctx.db.update(venues).set({ disabled: true }).where(eq(venues.id, home.id));

    const session = await login(account.email);
    expect(session.status).toBe(200);
    expect(claimsOf(session.jwt)).toMatchObject({ role: 'ROLE_USER', vid: other.id });
    const profile = await withToken(session.jwt)({ method: 'GET', url: '/api/users/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ role: 'ROLE_USER', venue: { id: other.id } });
    const [family] = await ctx.db
      .select({ venueId: refreshTokens.venueId })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claimsOf(session.jwt).fam!));
    expect(family?.venueId).toBe(other.id);

    await ctx.db.update(venues).set({ disabled: true }).where(eq(venues.id, other.id));
    const refused = await login(account.email);
    expect(refused.status).toBe(403);
    expect((await refresh(session.refreshToken)).status).toBe(403);
  });

  it('ends a revoked membership: the switch answers 404 and the next refresh falls back home', async () => {
    const home = await createVenue(ctx.db);
    const other = await createVenue(ctx.db);
    const account = await createAccount(ctx.db, { venueId: home.id, role: 'ROLE_USER' });
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: other.id, userId: account.id, role: 'ROLE_ADMIN' });
    const session = await login(account.email);
    const switched = await switchTo(session.jwt, other.id);
    expect(switched.statusCode).toBe(200);
    await ctx.db
      .delete(venueMemberships)
      .where(and(eq(venueMemberships.venueId, other.id), eq(venueMemberships.userId, account.id)));

    expect((await switchTo(session.jwt, other.id)).statusCode).toBe(404);
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.jwt)).toMatchObject({ role: 'ROLE_USER', vid: home.id });
    // The family moved with it: the rotated token also opens the home venue.
    expect(claimsOf((await refresh(refreshed.refreshToken)).jwt)).toMatchObject({ vid: home.id });
  });

  it('keeps a token of the first venue in the first venue after the login switched', async () => {
    const firstOrder = await createOrder(ctx, {
      as: first.admin,
      stationId: first.stationId,
      supplierId: first.supplierId,
      articleIds: first.articleIds,
    });
    const secondOrder = await createOrder(ctx, {
      as: second.admin,
      stationId: second.stationId,
      supplierId: second.supplierId,
      articleIds: second.articleIds,
    });
    const session = await login(owner.email);
    expect(claimsOf(session.jwt).vid).toBe(first.venueId);
    expect((await switchTo(session.jwt, second.venueId)).statusCode).toBe(200);

    const asFirst = withToken(session.jwt);
    const list = await asFirst({ method: 'GET', url: `/api/orders/all/${first.stationId}?status=OPEN` });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(`"id":${firstOrder}`);
    expect((await asFirst({ method: 'GET', url: `/api/orders/order/${firstOrder}` })).statusCode).toBe(200);
    expect((await asFirst({ method: 'GET', url: `/api/orders/order/${secondOrder}` })).statusCode).toBe(404);
    expect(
      (await asFirst({ method: 'GET', url: `/api/orders/all/${second.stationId}?status=OPEN` })).statusCode,
    ).toBe(404);
    await switchTo(session.jwt, first.venueId);
  });
});
