import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { users } from '@/server/db/schema';
import { createOrPromoteSuperadmin } from './superadmin.service';

describe('createOrPromoteSuperadmin (npm run create-superadmin)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('creates a verified super admin who finished onboarding and can log in', async () => {
    const email = uniqueEmail('root');
    const result = await createOrPromoteSuperadmin(ctx.app.deps, {
      email,
      password: 'Root_pass_123',
    });
    expect(result.created).toBe(true);
    const response = await login(email, 'Root_pass_123');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 'ROLE_SUPERADMIN',
      verified: true,
      finishedOnboarding: true,
      venue: null,
    });
  });

  it('promotes an existing account, whatever the e-mail case, and gives it the new password', async () => {
    const account = await createAccount(ctx.db, { verified: false, disabled: true });
    const result = await createOrPromoteSuperadmin(ctx.app.deps, {
      email: account.email.toUpperCase(),
      password: 'Root_pass_123',
    });
    expect(result).toEqual({ id: account.id, created: false });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({
      role: 'ROLE_SUPERADMIN',
      verified: true,
      disabled: false,
      finishedOnboarding: true,
    });
    expect((await login(account.email, 'Root_pass_123')).statusCode).toBe(200);
  });
});
