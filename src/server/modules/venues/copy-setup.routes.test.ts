/**
 * A member registers another venue, copying the setup of a venue they administer (docs/decisions/0038-copy-venue-
 * setup.md): every part lands with new ids and the same values, the source stays as it was, one transaction, and
 * only from a venue the caller administers.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyPart } from '@/domain/venues/venues.schemas';
import {
  articles,
  stationArticleSettings,
  stationSuppliers,
  stations,
  supplierContacts,
  supplierNotes,
  suppliers,
  users,
  venueMemberships,
  venueSuppliers,
  venues,
} from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { createAccount, createArticle, createStation, createSupplier, createVenue } from '@/test/factories';
import { randomPib } from '@/test/pib';

const ALL: CopyPart[] = ['stations', 'suppliers', 'articles', 'parLevels', 'favorites'];
const FAIL_COMMENT = 'fail-the-copy';

interface Source {
  venueId: number;
  owner: { id: number; email: string };
  catalogueSupplier: number;
  catalogueArticle: number;
  ownSupplier: number;
  ownArticle: number;
}

async function buildSource(ctx: TestContext): Promise<Source> {
  const { db } = ctx;
  const venue = await createVenue(db);
  const owner = await createAccount(db, { venueId: venue.id, role: 'ROLE_ADMIN' });
  const kitchen = await createStation(db, venue.id, { name: 'Topla kuhinja' });
  const bar = await createStation(db, venue.id, { name: 'Točionica', isWarehouse: true });
  await createStation(db, venue.id, { name: 'Poslastičarnica' });
  await createStation(db, venue.id, { name: 'Stari sektor', deletedAt: new Date() });
  const own = await createSupplier(db, venue.id, {
    name: 'Sopstveni dobavljač',
    stationIds: [kitchen.id, bar.id],
    contact: { name: 'Marko Kontakt', phone: '+381641112233', email: 'marko@dobavljac.test' },
    schedule: { timeToOrder: '14:00', timeToDeliver: '08:00', daysInWeek: [0, 3], note: 'Pre podne' },
  });
  const ownArticle = await createArticle(db, venue.id, own.id, {
    name: 'Domaći sir',
    unit: 'KG',
    price: '640.00',
    station: { id: kitchen.id, price: '610.00', isFavorite: true },
  });
  await db
    .update(stationArticleSettings)
    .set({ recommendedQuantity: '4.500', comment: 'Svež' })
    .where(eq(stationArticleSettings.articleId, ownArticle.id));
  const [catalogue] = await db
    .insert(suppliers)
    .values({ name: `Katalog ${randomPib()}`, verified: true })
    .returning({ id: suppliers.id });
  await db.insert(venueSuppliers).values({ venueId: venue.id, supplierId: catalogue!.id });
  await db
    .insert(stationSuppliers)
    .values({ venueId: venue.id, stationId: kitchen.id, supplierId: catalogue!.id });
  const catalogueArticle = await createArticle(db, venue.id, catalogue!.id, { name: 'Kataloški artikal' });
  await db.update(articles).set({ venueId: null }).where(eq(articles.id, catalogueArticle.id));
  await db.insert(stationArticleSettings).values({
    venueId: venue.id,
    stationId: kitchen.id,
    articleId: catalogueArticle.id,
    price: '99.90',
    recommendedQuantity: '2',
  });
  return {
    venueId: venue.id,
    owner,
    catalogueSupplier: catalogue!.id,
    catalogueArticle: catalogueArticle.id,
    ownSupplier: own.id,
    ownArticle: ownArticle.id,
  };
}

/** Everything of a venue's setup, without ids, in a stable order: what a copy must reproduce. */
async function setupOf(ctx: TestContext, venueId: number) {
  const { db } = ctx;
  const stationRows = await db
    .select({
      name: stations.name,
      isWarehouse: stations.isWarehouse,
      off: sql<boolean>`deactivated_at is not null`,
    })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), sql`deleted_at is null`))
    .orderBy(asc(stations.name));
  const linked = await db
    .select({ supplierId: venueSuppliers.supplierId })
    .from(venueSuppliers)
    .where(eq(venueSuppliers.venueId, venueId));
  const supplierRows = await db
    .select({ name: suppliers.name, own: sql<boolean>`venue_id is not null` })
    .from(suppliers)
    .where(
      inArray(
        suppliers.id,
        linked.map((row) => row.supplierId),
      ),
    )
    .orderBy(asc(suppliers.name));
  const contacts = await db
    .select({
      supplier: suppliers.name,
      name: supplierContacts.name,
      phone: supplierContacts.phone,
      email: supplierContacts.email,
    })
    .from(supplierContacts)
    .innerJoin(suppliers, eq(suppliers.id, supplierContacts.supplierId))
    .where(eq(supplierContacts.venueId, venueId));
  const schedules = await db
    .select({
      supplier: suppliers.name,
      timeToOrder: supplierNotes.timeToOrder,
      timeToDeliver: supplierNotes.timeToDeliver,
      daysInWeek: supplierNotes.daysInWeek,
      note: supplierNotes.note,
    })
    .from(supplierNotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierNotes.supplierId))
    .where(eq(supplierNotes.venueId, venueId));
  const stationLinks = await db
    .select({ station: stations.name, supplier: suppliers.name })
    .from(stationSuppliers)
    .innerJoin(stations, eq(stations.id, stationSuppliers.stationId))
    .innerJoin(suppliers, eq(suppliers.id, stationSuppliers.supplierId))
    .where(eq(stationSuppliers.venueId, venueId))
    .orderBy(asc(stations.name), asc(suppliers.name));
  const ownArticles = await db
    .select({
      name: articles.name,
      supplier: suppliers.name,
      unit: articles.unit,
      price: articles.defaultPrice,
    })
    .from(articles)
    .innerJoin(suppliers, eq(suppliers.id, articles.supplierId))
    .where(eq(articles.venueId, venueId));
  const settings = await db
    .select({
      station: stations.name,
      article: articles.name,
      price: stationArticleSettings.price,
      isFavorite: stationArticleSettings.isFavorite,
      recommendedQuantity: stationArticleSettings.recommendedQuantity,
      comment: stationArticleSettings.comment,
    })
    .from(stationArticleSettings)
    .innerJoin(stations, eq(stations.id, stationArticleSettings.stationId))
    .innerJoin(articles, eq(articles.id, stationArticleSettings.articleId))
    .where(eq(stationArticleSettings.venueId, venueId))
    .orderBy(asc(stations.name), asc(articles.name));
  return { stationRows, supplierRows, contacts, schedules, stationLinks, ownArticles, settings };
}

describe('POST /api/venue/add by a member, copying a setup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const registration = (pib: string, copyFrom?: { venueId: number; parts: CopyPart[] }) => ({
    bussiness_name: 'Druga Grana DOO',
    pib,
    name: 'Druga Grana',
    address: 'Bulevar 2, Novi Sad',
    phoneNumber: '+381 64 765 4321',
    email: 'grana@nabavka.test',
    venueCategories: [1],
    ...(copyFrom ? { copyFrom } : {}),
  });
  const add = async (email: string, payload: object) =>
    (await ctx.as(email))({ method: 'POST', url: '/api/venue/add', payload });
  const venueByPib = async (pib: string) =>
    ctx.db.select({ id: venues.id }).from(venues).where(eq(venues.pib, pib));

  it('copies every part with new ids and the same values; the home venue and the source stay as they were', async () => {
    const source = await buildSource(ctx);
    const before = await setupOf(ctx, source.venueId);
    const response = await add(
      source.owner.email,
      registration(randomPib(), { venueId: source.venueId, parts: ALL }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const [owner] = await ctx.db.select().from(users).where(eq(users.id, source.owner.id));
    expect(owner).toMatchObject({ venueId: source.venueId, role: 'ROLE_ADMIN' });
    const memberships = await ctx.db
      .select({ venueId: venueMemberships.venueId, role: venueMemberships.role })
      .from(venueMemberships)
      .where(eq(venueMemberships.userId, source.owner.id))
      .orderBy(asc(venueMemberships.venueId));
    expect(memberships).toEqual([
      { venueId: source.venueId, role: 'ROLE_ADMIN' },
      { venueId: id, role: 'ROLE_ADMIN' },
    ]);

    const copy = await setupOf(ctx, id);
    // FREE allows two stations: the third comes deactivated, the deleted one not at all.
    expect(copy.stationRows).toEqual(
      before.stationRows.map((row) => ({ ...row, off: row.name === 'Poslastičarnica' })),
    );
    expect({ ...copy, stationRows: [] }).toEqual({ ...before, stationRows: [] });
    expect(copy.settings).toHaveLength(2);

    const [ownCopy] = await ctx.db.select().from(suppliers).where(eq(suppliers.venueId, id));
    expect(ownCopy!.id).not.toBe(source.ownSupplier);
    const links = await ctx.db.select().from(venueSuppliers).where(eq(venueSuppliers.venueId, id));
    expect(links.map((link) => link.supplierId).sort()).toEqual(
      [source.catalogueSupplier, ownCopy!.id].sort(),
    );
    const [articleCopy] = await ctx.db.select().from(articles).where(eq(articles.venueId, id));
    expect(articleCopy!.id).not.toBe(source.ownArticle);
    expect(articleCopy!.supplierId).toBe(ownCopy!.id);
    const sourceStations = await ctx.db
      .select({ id: stations.id })
      .from(stations)
      .where(eq(stations.venueId, source.venueId));
    const copiedSettings = await ctx.db
      .select()
      .from(stationArticleSettings)
      .where(eq(stationArticleSettings.venueId, id));
    for (const setting of copiedSettings) {
      expect(sourceStations.map((row) => row.id)).not.toContain(setting.stationId);
      expect(setting.articleId === source.catalogueArticle || setting.articleId === articleCopy!.id).toBe(
        true,
      );
    }

    // Independent: changing the copy leaves the source as it was.
    await ctx.db
      .update(articles)
      .set({ name: 'Promenjen sir', defaultPrice: '1.00' })
      .where(eq(articles.id, articleCopy!.id));
    await ctx.db
      .update(stationArticleSettings)
      .set({ price: '1.00' })
      .where(eq(stationArticleSettings.venueId, id));
    expect(await setupOf(ctx, source.venueId)).toEqual(before);
  });

  it('copies only the chosen parts, without favorites and par levels unless asked', async () => {
    const source = await buildSource(ctx);
    const stationsOnly = await add(
      source.owner.email,
      registration(randomPib(), { venueId: source.venueId, parts: ['stations'] }),
    );
    expect(stationsOnly.statusCode).toBe(201);
    const first = await setupOf(ctx, stationsOnly.json().id);
    expect(first.stationRows).toHaveLength(3);
    expect([first.supplierRows, first.ownArticles, first.settings, first.stationLinks]).toEqual([
      [],
      [],
      [],
      [],
    ]);

    const noMarks = await add(
      source.owner.email,
      registration(randomPib(), { venueId: source.venueId, parts: ['stations', 'suppliers', 'articles'] }),
    );
    const second = await setupOf(ctx, noMarks.json().id);
    expect(second.settings.map((row) => [row.isFavorite, row.recommendedQuantity, row.price])).toEqual([
      [false, null, '610.00'],
      [false, null, '99.90'],
    ]);
  });

  it('answers 400 invalidInput for a part without the parts it needs, with nothing created', async () => {
    const source = await buildSource(ctx);
    const pib = randomPib();
    for (const parts of [['articles'], ['stations', 'favorites'], ['suppliers', 'articles', 'parLevels']]) {
      const response = await add(
        source.owner.email,
        registration(pib, { venueId: source.venueId, parts: parts as CopyPart[] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidInput' });
    }
    expect(await venueByPib(pib)).toEqual([]);
  });

  it('refuses 403 a source the caller does not administer (staff there, not a member), with nothing created', async () => {
    const source = await buildSource(ctx);
    const home = await createVenue(ctx.db);
    const staff = await createAccount(ctx.db, { venueId: home.id, role: 'ROLE_ADMIN' });
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: source.venueId, userId: staff.id, role: 'ROLE_USER' });
    const stranger = await createAccount(ctx.db, { venueId: home.id, role: 'ROLE_USER' });
    const venueless = await createAccount(ctx.db);
    const pib = randomPib();
    for (const who of [staff, stranger, venueless]) {
      const response = await add(who.email, registration(pib, { venueId: source.venueId, parts: ALL }));
      expect(response.statusCode).toBe(403);
    }
    expect(await venueByPib(pib)).toEqual([]);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, venueless.id));
    expect(account).toMatchObject({ venueId: null, role: 'ROLE_USER' });
  });

  it('leaves no venue, station, supplier or membership behind when the copy fails midway', async () => {
    const source = await buildSource(ctx);
    await ctx.db
      .update(stationArticleSettings)
      .set({ comment: FAIL_COMMENT })
      .where(eq(stationArticleSettings.articleId, source.ownArticle));
    // The copy's last statement fails after the venue, its stations, suppliers and articles were written.
    await ctx.db.execute(
      sql.raw(`create function copy_fails() returns trigger language plpgsql as $$
        begin raise exception 'copy fails on purpose'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger copy_fails_trg before insert on station_article_settings for each row
        when (new.comment = '${FAIL_COMMENT}') execute function copy_fails()`),
    );
    const [before] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(stations);
    const [suppliersBefore] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
    const pib = randomPib();
    try {
      const response = await add(
        source.owner.email,
        registration(pib, { venueId: source.venueId, parts: ALL }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger copy_fails_trg on station_article_settings'));
      await ctx.db.execute(sql.raw('drop function copy_fails()'));
    }
    expect(await venueByPib(pib)).toEqual([]);
    const [after] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(stations);
    const [suppliersAfter] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
    expect([after!.n, suppliersAfter!.n]).toEqual([before!.n, suppliersBefore!.n]);
    const memberships = await ctx.db
      .select()
      .from(venueMemberships)
      .where(eq(venueMemberships.userId, source.owner.id));
    expect(memberships.map((row) => row.venueId)).toEqual([source.venueId]);
  });

  it('gives a venueless account its first venue as home, with onboarding ahead, as before', async () => {
    const account = await createAccount(ctx.db);
    const response = await add(account.email, registration(randomPib()));
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(user).toMatchObject({
      venueId: response.json().id,
      role: 'ROLE_ADMIN',
      finishedOnboarding: false,
    });
  });

  it('lets a staff member open a venue of their own, keeping their home and its onboarding state', async () => {
    const home = await createVenue(ctx.db);
    const staff = await createAccount(ctx.db, {
      venueId: home.id,
      role: 'ROLE_USER',
      finishedOnboarding: true,
    });
    const response = await add(staff.email, registration(randomPib()));
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect(user).toMatchObject({ venueId: home.id, role: 'ROLE_USER', finishedOnboarding: true });
    const [membership] = await ctx.db
      .select({ role: venueMemberships.role })
      .from(venueMemberships)
      .where(and(eq(venueMemberships.userId, staff.id), eq(venueMemberships.venueId, response.json().id)));
    expect(membership).toEqual({ role: 'ROLE_ADMIN' });
  });
});
