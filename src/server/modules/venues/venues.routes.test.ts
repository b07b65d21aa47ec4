import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@/domain/venues/venues.schemas';
import { accessRequests, subscriptions, users, venueCategoryLinks, venues } from '@/server/db/schema';
import { ACCESS_REQUEST_MAIL_KIND } from '@/server/mail/venue-notices';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { mailsTo } from '@/test/outbox';
import { roleEmail } from '@/test/call';
import { randomPib } from '@/test/pib';
import { DEMO } from '@/test/demo-context';

const DAY = 24 * 60 * 60 * 1000;
const newPib = randomPib;

describe('venue registration and access requests', () => {
  let ctx: TestContext;
  let bistro: { id: number; pib: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    const [row] = await ctx.db
      .select({ id: venues.id, pib: venues.pib })
      .from(venues)
      .where(eq(venues.name, DEMO.venues.bistro));
    bistro = row!;
  });
  afterAll(() => ctx.close());

  const registration = (pib: string, categories: number[] = [1, 2]) => ({
    bussiness_name: 'Novi Ugao DOO',
    pib,
    name: 'Novi Ugao',
    address: 'Knez Mihailova 1, Beograd',
    phoneNumber: '+381 64 123 4567',
    email: 'Kontakt@NoviUgao.rs',
    venueCategories: categories,
    supplersWorkingWith: DEMO.suppliers.mesara,
  });

  describe('GET /api/venue/categories', () => {
    it("names the 11 categories in the caller's language", async () => {
      const english = await createAccount(ctx.db, { language: 'en' });
      const serbian = await createAccount(ctx.db, { language: 'ser' });
      const en = (
        await (
          await ctx.as(english.email)
        )({ method: 'GET', url: '/api/venue/categories' })
      ).json();
      const ser = (
        await (
          await ctx.as(serbian.email)
        )({ method: 'GET', url: '/api/venue/categories' })
      ).json();
      expect(en).toHaveLength(11);
      expect(en.find((c: { code: string }) => c.code === 'barbecue').name).toBe('Barbecue');
      expect(ser.find((c: { code: string }) => c.code === 'barbecue').name).toBe('Roštilj');
    });
    it('answers 401 without a token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/venue/categories' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/venue/exists/:pib', () => {
    it('shows the venue behind a taken tax id with its categories', async () => {
      const account = await createAccount(ctx.db);
      const response = await (
        await ctx.as(account.email)
      )({ method: 'GET', url: `/api/venue/exists/${bistro.pib}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        exists: true,
        id: bistro.id,
        name: DEMO.venues.bistro,
        pib: bistro.pib,
      });
      expect(response.json().venueCategories.length).toBeGreaterThan(0);
    });
    it('answers exists false for a free tax id', async () => {
      const account = await createAccount(ctx.db);
      const response = await (
        await ctx.as(account.email)
      )({ method: 'GET', url: `/api/venue/exists/${newPib()}` });
      expect(response.json()).toEqual({ exists: false });
    });
    it('answers 400 common.pibConstraint for a tax id that is too short or not digits', async () => {
      const account = await createAccount(ctx.db);
      for (const pib of ['12345', '12345678a']) {
        const response = await (
          await ctx.as(account.email)
        )({ method: 'GET', url: `/api/venue/exists/${pib}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'common.pibConstraint' });
      }
    });
  });

  describe('POST /api/venue/add', () => {
    it('makes the caller the admin of a new FREE venue with a trial, onboarding ahead, in one go', async () => {
      ctx.clock.set(new Date('2026-03-01T10:00:00Z'));
      const account = await createAccount(ctx.db);
      const pib = newPib();
      const response = await (
        await ctx.as(account.email)
      )({
        method: 'POST',
        url: '/api/venue/add',
        payload: registration(pib),
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const [venue] = await ctx.db.select().from(venues).where(eq(venues.id, id));
      expect(venue).toMatchObject({
        pib,
        name: 'Novi Ugao',
        businessName: 'Novi Ugao DOO',
        email: 'kontakt@noviugao.rs',
        phoneNumber: '+381641234567',
        suppliersWorkingWith: DEMO.suppliers.mesara,
      });
      const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
      expect(user).toMatchObject({ venueId: id, role: 'ROLE_ADMIN', finishedOnboarding: false });
      const [subscription] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.venueId, id));
      expect(subscription).toMatchObject({ plan: 'FREE', departmentLimit: 2 });
      expect(subscription!.trialEndsAt).toEqual(
        new Date(Date.parse('2026-03-01T10:00:00Z') + TRIAL_DAYS * DAY),
      );
      ctx.clock.reset();
      const links = await ctx.db.select().from(venueCategoryLinks).where(eq(venueCategoryLinks.venueId, id));
      expect(links.map((link) => link.categoryId).sort()).toEqual([1, 2]);

      const profile = await (await ctx.as(account.email))({ method: 'GET', url: '/api/users/profile' });
      expect(profile.json()).toMatchObject({
        venue: { id, name: 'Novi Ugao' },
        role: 'ROLE_ADMIN',
        finishedOnboarding: false,
      });
    });

    it('refuses a taken tax id with 409 and changes nothing', async () => {
      const account = await createAccount(ctx.db);
      const response = await (
        await ctx.as(account.email)
      )({
        method: 'POST',
        url: '/api/venue/add',
        payload: registration(bistro.pib),
      });
      expect(response.statusCode).toBe(409);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
      expect(user).toMatchObject({ venueId: null, role: 'ROLE_USER' });
    });

    it('lets a member open another venue (their home stays), and refuses the super admin with 403', async () => {
      const pib = newPib();
      const staff = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: '/api/venue/add',
        payload: registration(pib),
      });
      expect(staff.statusCode).toBe(201);
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, roleEmail('staff')));
      expect(user).toMatchObject({ venueId: bistro.id, role: 'ROLE_USER' });
      const otherPib = newPib();
      const superAdmin = await (
        await ctx.as('superAdmin')
      )({
        method: 'POST',
        url: '/api/venue/add',
        payload: registration(otherPib),
      });
      expect(superAdmin.statusCode).toBe(403);
      expect(await ctx.db.select().from(venues).where(eq(venues.pib, otherPib))).toHaveLength(0);
    });

    it('answers 400 for missing categories, an unknown category or a bad phone, with nothing created', async () => {
      const account = await createAccount(ctx.db);
      const send = (payload: object) =>
        ctx.as(account.email).then((as) => as({ method: 'POST', url: '/api/venue/add', payload }));
      const pib = newPib();
      const none = await send(registration(pib, []));
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'common.requiredField' });
      expect((await send(registration(pib, [99_999]))).statusCode).toBe(400);
      expect((await send({ ...registration(pib), phoneNumber: 'abc' })).statusCode).toBe(400);
      expect(await ctx.db.select().from(venues).where(eq(venues.pib, pib))).toHaveLength(0);
    });
  });

  describe('POST /api/venue/requestAccess/:venueId', () => {
    it("records a pending request, mails the venue's admins and blocks the caller's profile", async () => {
      const account = await createAccount(ctx.db, { name: 'Nova Konobarica' });
      const as = await ctx.as(account.email);
      const response = await as({ method: 'POST', url: `/api/venue/requestAccess/${bistro.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ requested: true });
      const rows = await ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, account.id));
      expect(rows).toMatchObject([{ venueId: bistro.id, status: 'PENDING' }]);
      const [mail] = await mailsTo(ctx.db, roleEmail('admin'), ACCESS_REQUEST_MAIL_KIND);
      expect(mail?.text).toContain('Nova Konobarica');
      expect((await as({ method: 'GET', url: '/api/users/profile' })).json()).toMatchObject({
        pending_invites: true,
        venue: null,
      });

      const again = await as({ method: 'POST', url: `/api/venue/requestAccess/${bistro.id}` });
      expect(again.statusCode).toBe(409);
      const register = await as({ method: 'POST', url: '/api/venue/add', payload: registration(newPib()) });
      expect(register.statusCode).toBe(409);
    });

    it('answers 404 for a venue that does not exist, with nothing stored', async () => {
      const account = await createAccount(ctx.db);
      const response = await (
        await ctx.as(account.email)
      )({ method: 'POST', url: '/api/venue/requestAccess/999999' });
      expect(response.statusCode).toBe(404);
      expect(
        await ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, account.id)),
      ).toHaveLength(0);
    });

    it('refuses a member of a venue with 409', async () => {
      const response = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: `/api/venue/requestAccess/${bistro.id}`,
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('POST /api/users/finishOnboarding', () => {
    it("ends the admin's onboarding; staff get 403", async () => {
      const account = await createAccount(ctx.db);
      await (
        await ctx.as(account.email)
      )({ method: 'POST', url: '/api/venue/add', payload: registration(newPib()) });
      const response = await (
        await ctx.as(account.email)
      )({ method: 'POST', url: '/api/users/finishOnboarding' });
      expect(response.statusCode).toBe(200);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
      expect(user?.finishedOnboarding).toBe(true);
      const staff = await (await ctx.as('staff'))({ method: 'POST', url: '/api/users/finishOnboarding' });
      expect(staff.statusCode).toBe(403);
    });
  });
});
