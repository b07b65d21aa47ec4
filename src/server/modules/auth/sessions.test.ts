import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createVenue } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { revokeSessionsOfUser, revokeSessionsOfVenueUsers } from './refresh-tokens.repository';

/** What the disable-user and disable-venue use cases call inside their transaction. */
describe('ending sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function signIn(email: string, password: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json().refresh_token;
  }
  const refreshStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } }))
      .statusCode;

  it("of a user refuses every one of that user's refresh tokens and no one else's", async () => {
    const user = await createAccount(ctx.db);
    const other = await createAccount(ctx.db);
    const phone = await signIn(user.email, user.password);
    const laptop = await signIn(user.email, user.password);
    const colleague = await signIn(other.email, other.password);

    await ctx.db.transaction((tx) => revokeSessionsOfUser(tx, user.id, new Date()));

    expect(await refreshStatus(phone)).toBe(401);
    expect(await refreshStatus(laptop)).toBe(401);
    expect(await refreshStatus(colleague)).toBe(200);
  });

  it("of a venue's users refuses all of them and leaves other venues signed in", async () => {
    const venue = await createVenue(ctx.db);
    const otherVenue = await createVenue(ctx.db);
    const admin = await createAccount(ctx.db, { venueId: venue.id, role: 'ROLE_ADMIN' });
    const staff = await createAccount(ctx.db, { venueId: venue.id });
    const outsider = await createAccount(ctx.db, { venueId: otherVenue.id });
    const sessions = {
      admin: await signIn(admin.email, admin.password),
      staff: await signIn(staff.email, staff.password),
      outsider: await signIn(outsider.email, outsider.password),
    };

    await ctx.db.transaction((tx) => revokeSessionsOfVenueUsers(tx, venue.id, new Date()));

    expect(await refreshStatus(sessions.admin)).toBe(401);
    expect(await refreshStatus(sessions.staff)).toBe(401);
    expect(await refreshStatus(sessions.outsider)).toBe(200);
  });

  it('take effect only when the surrounding transaction commits', async () => {
    const venue = await createVenue(ctx.db);
    const staff = await createAccount(ctx.db, { venueId: venue.id });
    const session = await signIn(staff.email, staff.password);

    const rolledBack = ctx.db.transaction(async (tx) => {
      await revokeSessionsOfVenueUsers(tx, venue.id, new Date());
      throw new Error('the disable use case failed later on');
    });
    await expect(rolledBack).rejects.toThrow('failed later on');

    expect(await refreshStatus(session)).toBe(200);
  });
});
