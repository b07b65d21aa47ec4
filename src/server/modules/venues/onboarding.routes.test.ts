import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, stationSuppliers, subscriptions, suppliers } from '@/server/db/schema';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { randomPib } from '@/test/pib';
import { DEMO } from '@/test/demo-context';

const BASE = '/api/venue/unverified/supplier';

describe('onboarding: unverified suppliers, links and articles', () => {
  let ctx: TestContext;
  let as: Awaited<ReturnType<TestContext['as']>>;
  let venueId: number;
  let categoryId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const account = await createAccount(ctx.db);
    const added = await (
      await ctx.as(account.email)
    )({
      method: 'POST',
      url: '/api/venue/add',
      payload: {
        bussiness_name: 'Onboarding DOO',
        pib: randomPib(),
        name: 'Onboarding Bistro',
        address: 'Ulica 2',
        phoneNumber: '+381641112233',
        email: 'onboarding@nabavka.test',
        venueCategories: [1],
      },
    });
    venueId = added.json().id;
    // The FREE plan allows 2 stations; these tests make more (the limit itself is the stations tests' subject).
    await ctx.db.update(subscriptions).set({ departmentLimit: 10 }).where(eq(subscriptions.venueId, venueId));
    // A fresh token carries the new role and venue (the web refreshes its token the same way).
    as = await ctx.as(account.email);
    const categories = await as({ method: 'GET', url: `${BASE}/categories` });
    expect(categories.statusCode).toBe(200);
    categoryId = categories.json().find((c: { category: string }) => c.category === 'Meso').id;
  });
  afterAll(() => ctx.close());

  const post = (path: string, payload: object) => as({ method: 'POST', url: `${BASE}/${path}`, payload });
  const station = async (name: string) =>
    (await as({ method: 'POST', url: `/api/admin/venue/${venueId}/addStation`, payload: { name } })).json()
      .id;

  it('walks the wizard: suppliers, links, articles, and the order wizard sees them at once', async () => {
    const kitchen = await station('Glavna kuhinja');
    const bar = await station('Terasa');
    const meat = (await post('add', { name: 'Mesara Kod Žike', pib: '123456788' })).json().id;
    const drinks = (await post('add', { name: 'Pića Plus' })).json().id;
    expect((await post('link', { supplierId: meat, departmentId: kitchen })).statusCode).toBe(200);
    expect((await post('link', { supplierId: drinks, departmentId: bar })).statusCode).toBe(200);
    expect((await post('link', { supplierId: drinks, departmentId: kitchen })).statusCode).toBe(200);
    expect((await post('unlink', { supplierId: drinks, departmentId: kitchen })).statusCode).toBe(200);
    const created = await post('article/create', {
      supplierId: meat,
      articleName: 'Juneći but',
      articleCategory: categoryId,
      unit: 'KG',
    });
    expect(created.statusCode).toBe(201);

    const departments = (await as({ method: 'GET', url: `${BASE}/departments` })).json();
    expect(departments).toEqual([
      { id: kitchen, name: 'Glavna kuhinja', supplierIds: [meat] },
      { id: bar, name: 'Terasa', supplierIds: [drinks] },
    ]);
    const list = (await as({ method: 'GET', url: `${BASE}/list` })).json();
    expect(list).toMatchObject([
      { id: meat, name: 'Mesara Kod Žike', pib: '123456788', articles: [{ name: 'Juneći but', unit: 'KG' }] },
      { id: drinks, name: 'Pića Plus', pib: null, articles: [] },
    ]);

    const stationSuppliersAnswer = await as({
      method: 'GET',
      url: `/api/venue/department/getSuppliers/${kitchen}`,
    });
    expect(stationSuppliersAnswer.json().map((s: { id: number }) => s.id)).toEqual([meat]);
    const products = await as({
      method: 'GET',
      url: `/api/articles/products/${meat}/${kitchen}?onlyFavorite=false`,
    });
    expect(products.statusCode).toBe(200);
    expect(JSON.stringify(products.json())).toContain('Juneći but');
  });

  it('refuses duplicate names case-insensitively with 409 and keeps one row', async () => {
    await post('add', { name: 'Pekara Jedan' });
    const again = await post('add', { name: 'PEKARA jedan' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'sameSupplier' });
    const supplier = (await as({ method: 'GET', url: `${BASE}/list` }))
      .json()
      .find((s: { name: string }) => s.name === 'Pekara Jedan');
    await post('article/create', {
      supplierId: supplier.id,
      articleName: 'Kifla',
      articleCategory: categoryId,
    });
    const sameArticle = await post('article/create', {
      supplierId: supplier.id,
      articleName: 'kifla',
      articleCategory: categoryId,
    });
    expect(sameArticle.statusCode).toBe(409);
    expect(sameArticle.json()).toMatchObject({ code: 'sameArticle' });
  });

  it('edits and deletes suppliers and articles; deleted ones leave the lists and stations', async () => {
    const kitchen = await station('Topla kuhinja');
    const id = (await post('add', { name: 'Ribarnica' })).json().id;
    await post('link', { supplierId: id, departmentId: kitchen });
    const article = (
      await post('article/create', { supplierId: id, articleName: 'Som', articleCategory: categoryId })
    ).json().id;
    expect(
      (
        await post('article/update', {
          supplierId: id,
          articleId: article,
          name: 'Šaran',
          category: categoryId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('update', { id, name: 'Ribarnica Dunav', pib: '', address: 'Kej 5' })).statusCode,
    ).toBe(200);
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row).toMatchObject({ name: 'Ribarnica Dunav', address: 'Kej 5', pib: null });
    const [renamed] = await ctx.db.select().from(articles).where(eq(articles.id, article));
    expect(renamed?.name).toBe('Šaran');
    // Without a unit the article is KOM, as before the wizard asked for one.
    expect(renamed?.unit).toBe('KOM');

    expect((await post('article/delete', { supplierId: id, articleId: article })).statusCode).toBe(200);
    const [gone] = await ctx.db
      .select()
      .from(articles)
      .where(and(eq(articles.id, article), isNull(articles.deletedAt)));
    expect(gone).toBeUndefined();
    expect((await post('delete', { id })).statusCode).toBe(200);
    const list = (await as({ method: 'GET', url: `${BASE}/list` })).json();
    expect(list.find((s: { id: number }) => s.id === id)).toBeUndefined();
    expect(
      await ctx.db.select().from(stationSuppliers).where(eq(stationSuppliers.supplierId, id)),
    ).toHaveLength(0);
    expect((await post('delete', { id })).statusCode).toBe(404);
  });

  it("answers 404 for another venue's supplier, station or article, with nothing changed", async () => {
    const other = await (
      await ctx.as('admin')
    )({
      method: 'POST',
      url: `${BASE}/add`,
      payload: { name: 'Tuđi dobavljač' },
    });
    const foreign = other.json().id;
    const ownStation = await station('Moj sektor');
    expect((await post('link', { supplierId: foreign, departmentId: ownStation })).statusCode).toBe(404);
    expect((await post('update', { id: foreign, name: 'Oteto', pib: '' })).statusCode).toBe(404);
    expect((await post('delete', { id: foreign })).statusCode).toBe(404);
    expect(
      (await post('article/create', { supplierId: foreign, articleName: 'X', articleCategory: categoryId }))
        .statusCode,
    ).toBe(404);
    const mine = (await post('add', { name: 'Moj dobavljač' })).json().id;
    const [bistroStation] = await ctx.db
      .select({ id: stationSuppliers.stationId })
      .from(stationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, stationSuppliers.supplierId))
      .where(eq(suppliers.name, DEMO.suppliers.mesara))
      .limit(1);
    expect((await post('link', { supplierId: mine, departmentId: bistroStation!.id })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, foreign));
    expect(row).toMatchObject({ name: 'Tuđi dobavljač', deletedAt: null });
  });

  it('answers 400 for bad input and 403 for staff', async () => {
    const empty = await post('add', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'common.requiredField' });
    expect((await post('add', { name: 'Kratak PIB', pib: '123' })).json()).toMatchObject({
      code: 'common.pibConstraint',
    });
    expect((await post('link', { supplierId: 'x', departmentId: 1 })).statusCode).toBe(400);
    const staff = await (await ctx.as('staff'))({ method: 'GET', url: `${BASE}/list` });
    expect(staff.statusCode).toBe(403);
  });
});
