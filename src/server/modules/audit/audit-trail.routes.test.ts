/**
 * The audit trail (docs/PRODUCT.md#audit) through the HTTP layer: each admin change writes one row in its own
 * transaction with who, which venue (or catalogue supplier), what, before and after; a refused change writes none.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { articleSheetBase64 } from '@/test/article-sheet';
import { venueId } from '@/test/demo-lookup';
import { accessRequests, auditEvents, type users } from '@/server/db/schema';
import { catalogueOperations } from '@/domain/catalogue/catalogue.contract';
import { stationOperations } from '@/domain/stations/stations.contract';
import { teamOperations } from '@/domain/users/team.contract';
import { DEMO } from '@/test/demo-context';

describe('audit rows of admin changes (docs/PRODUCT.md#audit)', () => {
  let ctx: TestContext;
  let bistro: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
  });
  afterAll(() => ctx.close());

  const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    createAccount(ctx.db, { venueId: bistro, role: 'ROLE_USER', ...overrides });
  /** The newest row of an action in the venue's history. */
  const latest = async (action: string, venue: number | null = bistro) => {
    const [row] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), venue === null ? undefined : eq(auditEvents.venueId, venue)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  };
  const countOf = async (action: string) =>
    (await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action))).length;

  it.each([
    ['disable', 'user.disable', { disabled: false }, { disabled: true }],
    [
      'disableNotifications',
      'user.notifications',
      { emailNotificationsOn: true },
      { emailNotificationsOn: false },
    ],
    ['toggleCanSendOrder', 'user.canSendOrders', { canSendOrders: true }, { canSendOrders: false }],
    ['verify', 'user.verify', { verified: false }, { verified: true }],
  ] as const)(
    'the %s toggle records who, the venue, what, before and after',
    async (toggle, action, before, after) => {
      const person = await member({ verified: false });
      expect(
        (await ctx.call('admin', teamOperations[toggle], { params: { id: person.id } })).statusCode,
      ).toBe(200);
      const row = await latest(action);
      expect(row).toMatchObject({
        venueId: bistro,
        actorId: await ctx.userId('admin'),
        before: { userId: person.id, email: person.email, ...before },
        after: { userId: person.id, email: person.email, ...after },
      });
    },
  );

  it('records making a member admin and removing the role, by the super admin too', async () => {
    const person = await member();
    expect(
      (await ctx.call('superAdmin', teamOperations.makeAdmin, { params: { userId: person.id } })).statusCode,
    ).toBe(200);
    expect(await latest('user.makeAdmin')).toMatchObject({
      actorId: await ctx.userId('superAdmin'),
      before: { userId: person.id, role: 'ROLE_USER' },
      after: { userId: person.id, role: 'ROLE_ADMIN' },
    });
    expect(
      (await ctx.call('admin', teamOperations.removeAdmin, { params: { id: person.id } })).statusCode,
    ).toBe(200);
    expect(await latest('user.removeAdmin')).toMatchObject({
      actorId: await ctx.userId('admin'),
      before: { userId: person.id, role: 'ROLE_ADMIN' },
      after: { userId: person.id, role: 'ROLE_USER' },
    });
  });

  it('records approving an access request in the venue that takes the person in', async () => {
    const person = await createAccount(ctx.db);
    await ctx.db.insert(accessRequests).values({ venueId: bistro, userId: person.id });
    expect(
      (await ctx.call('admin', teamOperations.approve, { params: { userId: person.id } })).statusCode,
    ).toBe(200);
    expect(await latest('user.approve')).toMatchObject({
      venueId: bistro,
      actorId: await ctx.userId('admin'),
      before: { userId: person.id, venueId: null },
      after: { userId: person.id, venueId: bistro, role: 'ROLE_USER' },
    });
  });

  it('writes nothing for a refused change (staff 403, oneself 403)', async () => {
    const person = await member();
    const before = await countOf('user.disable');
    expect((await ctx.call('staff', teamOperations.disable, { params: { id: person.id } })).statusCode).toBe(
      403,
    );
    const adminId = await ctx.userId('admin');
    expect((await ctx.call('admin', teamOperations.disable, { params: { id: adminId } })).statusCode).toBe(
      403,
    );
    expect(await countOf('user.disable')).toBe(before);
  });

  it('records creating and deleting a station', async () => {
    const created = await ctx.call('superAdmin', stationOperations.add, {
      params: { venueId: bistro },
      body: {
        name: 'Revizija',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await latest('station.create')).toMatchObject({
      actorId: await ctx.userId('superAdmin'),
      before: null,
      after: { id, name: 'Revizija' },
    });
    expect((await ctx.call('admin', stationOperations.remove, { params: { id } })).statusCode).toBe(200);
    expect(await latest('station.delete')).toMatchObject({
      actorId: await ctx.userId('admin'),
      before: { id, name: 'Revizija' },
      after: null,
    });
  });

  it("records a catalogue supplier's data upload against the supplier, not a venue", async () => {
    const made = await ctx.call('superAdmin', catalogueOperations.createSupplier, {
      body: { name: 'Revizija Dobavljac' },
    });
    const supplier = made.json() as { id: number };
    const upload = await ctx.call('superAdmin', catalogueOperations.uploadSupplierData, {
      params: { id: supplier.id },
      body: {
        fileName: 'revizija.xlsx',
        content: await articleSheetBase64([
          ['Jaja', '', 'Mlecni', 'KOM', '20', ''],
          ['Sir', '', 'Mlecni', 'KG', '900', ''],
        ]),
      },
    });
    expect(upload.statusCode).toBe(201);
    expect(await latest('supplier.upload', null)).toMatchObject({
      venueId: null,
      supplierId: supplier.id,
      actorId: await ctx.userId('superAdmin'),
      before: { hasData: false },
      after: { hasData: true, fileName: 'revizija.xlsx', imported: 2 },
    });
  });
});
