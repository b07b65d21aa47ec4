import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { articleSheetBase64 } from '@/test/article-sheet';
import { supplierId } from '@/test/demo-lookup';
import { articles, stationArticleSettings, stations, suppliers } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { catalogueOperations } from '@/domain/catalogue/catalogue.contract';
import { DEMO } from '@/test/demo-context';

describe('the shared supplier catalogue API (docs/PRODUCT.md#shared-catalogue)', () => {
  let ctx: TestContext;
  let mesara: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
  });
  afterAll(() => ctx.close());

  const create = async (name: string, pib?: string) => {
    const response = await ctx.call('superAdmin', catalogueOperations.createSupplier, {
      body: { name, pib, address: 'Glavna 1' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number };
  };
  const catalogueArticleNames = async (supplier: number) =>
    (
      await ctx.db
        .select({ name: articles.name })
        .from(articles)
        .where(and(eq(articles.supplierId, supplier), isNull(articles.venueId), isNull(articles.deletedAt)))
    ).map((row) => row.name);

  it('lists catalogue suppliers with data and venue counts, never a venue own supplier', async () => {
    const response = await ctx.call('superAdmin', catalogueOperations.suppliers);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; venues: number; hasData: boolean }[];
    const row = list.find((supplier) => supplier.id === mesara);
    expect(row).toMatchObject({ name: DEMO.suppliers.mesara });
    expect(row!.venues).toBeGreaterThan(0);
    const own = await ctx.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.isMarket, false));
    const ownIds = new Set(
      (await ctx.db.select({ id: suppliers.id, venueId: suppliers.venueId }).from(suppliers))
        .filter((s) => s.venueId !== null)
        .map((s) => s.id),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(list.some((supplier) => ownIds.has(supplier.id))).toBe(false);
  });

  it('adds and edits a catalogue supplier; names and PIBs stay unique; bad input is 400', async () => {
    const made = await create('Vinarija Katalog', '123456788');
    const edited = await ctx.call('superAdmin', catalogueOperations.updateSupplier, {
      params: { id: made.id },
      body: {
        name: 'Vinarija Katalog 2',
        pib: '123456788',
        city: 'Novi Sad',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Vinarija Katalog 2',
      city: 'Novi Sad',
      hasData: false,
      venues: 0,
    });
    const [stored] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, made.id));
    expect(stored).toMatchObject({ venueId: null, verified: true });

    const sameName = await ctx.call('superAdmin', catalogueOperations.createSupplier, {
      body: { name: 'mesara ZLATIBOR' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('sameSupplier');
    const samePib = await ctx.call('superAdmin', catalogueOperations.createSupplier, {
      body: { name: 'Druga', pib: '123456788' },
    });
    expect(samePib.json().code).toBe('sameSupplierPib');
    expect(
      (await ctx.call('superAdmin', catalogueOperations.createSupplier, { body: { name: '' } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.call('superAdmin', catalogueOperations.createSupplier, { body: { name: 'X', pib: '12' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.call('superAdmin', catalogueOperations.updateSupplier, {
          params: { id: 999999 },
          body: { name: 'Nema' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a supplier venues use (409, nothing changed) and deletes an unused one', async () => {
    const refused = await ctx.call('superAdmin', catalogueOperations.deleteSupplier, {
      params: { id: mesara },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conflict');
    const [still] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, mesara));
    expect(still!.deletedAt).toBeNull();

    const unused = await create('Pekara Za Brisanje');
    expect(
      (await ctx.call('superAdmin', catalogueOperations.deleteSupplier, { params: { id: unused.id } }))
        .statusCode,
    ).toBe(200);
    const list = (await ctx.call('superAdmin', catalogueOperations.suppliers)).json() as { id: number }[];
    expect(list.some((supplier) => supplier.id === unused.id)).toBe(false);
  });

  it('uploads an .xlsx all-or-nothing: one bad row refuses the file with per-row codes', async () => {
    const supplier = await create('Mlin Upload');
    const upload = async (rows: (string | number)[][]) =>
      ctx.call('superAdmin', catalogueOperations.uploadSupplierData, {
        params: { id: supplier.id },
        body: {
          fileName: 'artikli.xlsx',
          content: await articleSheetBase64(rows),
        },
      });

    const bad = await upload([
      ['Brasno T-400', '', 'Brasno', 'KG', '80', ''],
      ['', '', 'Brasno', 'KG', '80', ''],
      ['Griz', '', 'Brasno', 'LITAR', 'x', ''],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('importArticleError');
    expect(bad.json().fields).toEqual({ '3.name': 'common.requiredField', '4.price': 'invalidInput' });
    expect(await catalogueArticleNames(supplier.id)).toEqual([]);

    const good = await upload([
      ['Brasno T-400', '', 'Brasno', 'KG', '80', ''],
      ['Griz', 'Griz 1kg', 'Brasno', 'KG', '95.5', 'u kesi'],
    ]);
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({ imported: 2 });
    expect((await catalogueArticleNames(supplier.id)).sort()).toEqual(['Brasno T-400', 'Griz']);
    const list = (await ctx.call('superAdmin', catalogueOperations.suppliers)).json() as {
      id: number;
      hasData: boolean;
    }[];
    expect(list.find((row) => row.id === supplier.id)!.hasData).toBe(true);

    // The same names again: the whole file is refused as sameArticle.
    const again = await upload([['griz', '', 'Brasno', 'KG', '1', '']]);
    expect(again.json().fields).toEqual({ '2.name': 'sameArticle' });
    const notXlsx = await ctx.call('superAdmin', catalogueOperations.uploadSupplierData, {
      params: { id: supplier.id },
      body: {
        fileName: 'artikli.xlsx',
        content: Buffer.from('not a workbook').toString('base64'),
      },
    });
    expect(notXlsx.json().code).toBe('importArticleError');
    expect(
      (
        await ctx.call('superAdmin', catalogueOperations.uploadSupplierData, {
          params: { id: 999999 },
          body: {
            fileName: 'a.xlsx',
            content: await articleSheetBase64([['A', '', 'B', 'KG', '1', '']]),
          },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('adds, edits, pages, filters and deletes catalogue articles', async () => {
    const supplier = await create('Ribarnica Artikli');
    const save = (body: object) =>
      ctx.call('superAdmin', catalogueOperations.saveArticle, {
        params: { supplierId: supplier.id },
        body,
      });
    const added = await save({ articleName: 'Saran', categoryName: 'Riba', unit: 'KG', price: '900' });
    expect(added.statusCode).toBe(200);
    const saran = added.json() as { id: number; category: { id: number } };
    expect((await save({ articleName: 'Pastrva', categoryName: 'Riba' })).statusCode).toBe(200);
    expect((await save({ articleName: 'Lignje', categoryName: 'Plodovi mora' })).statusCode).toBe(200);
    expect((await save({ articleName: 'SARAN', categoryName: 'Riba' })).json().code).toBe('sameArticle');
    expect((await save({ articleName: '', categoryName: 'Riba' })).statusCode).toBe(400);

    const edited = await save({
      id: saran.id,
      articleName: 'Saran svezi',
      categoryName: 'Riba',
      price: '950',
    });
    expect(edited.json()).toMatchObject({ id: saran.id, name: 'Saran svezi', defaultPrice: '950' });

    const page = await ctx.call('superAdmin', catalogueOperations.articles, {
      params: { supplierId: supplier.id },
      query: { page: 1, pageSize: 2 },
    });
    expect(page.json().count).toBe(3);
    expect(page.json().articles.map((a: { name: string }) => a.name)).toEqual(['Lignje', 'Pastrva']);
    const byCategory = await ctx.call('superAdmin', catalogueOperations.articles, {
      params: { supplierId: supplier.id },
      query: { category: saran.category.id },
    });
    expect(byCategory.json().count).toBe(2);
    const searched = await ctx.call('superAdmin', catalogueOperations.articles, {
      params: { supplierId: supplier.id },
      query: { searchQuery: 'SVE' },
    });
    expect(searched.json().articles.map((a: { name: string }) => a.name)).toEqual(['Saran svezi']);
    expect(
      (
        await ctx.call('superAdmin', catalogueOperations.articles, {
          params: { supplierId: supplier.id },
          query: { page: 0 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.call('superAdmin', catalogueOperations.articles, { params: { supplierId: 999999 } }))
        .statusCode,
    ).toBe(404);

    expect(
      (await ctx.call('superAdmin', catalogueOperations.deleteArticle, { params: { id: saran.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.call('superAdmin', catalogueOperations.deleteArticle, { params: { id: saran.id } }))
        .statusCode,
    ).toBe(404);
    expect(await catalogueArticleNames(supplier.id)).not.toContain('Saran svezi');

    const categories = (await ctx.call('superAdmin', catalogueOperations.categories)).json() as {
      category: string;
    }[];
    expect(categories.map((c) => c.category)).toEqual(expect.arrayContaining(['Riba', 'Plodovi mora']));
  });

  it('counts the stations that keep each catalogue article as a favorite', async () => {
    const supplier = await create('Pekara Omiljeno');
    const added = await ctx.call('superAdmin', catalogueOperations.saveArticle, {
      params: { supplierId: supplier.id },
      body: {
        articleName: 'Kifla',
        categoryName: 'Pecivo',
      },
    });
    const kifla = added.json() as { id: number };
    const listed = async () =>
      (
        (
          await ctx.call('superAdmin', catalogueOperations.articles, { params: { supplierId: supplier.id } })
        ).json() as {
          articles: { id: number; favorites: number }[];
        }
      ).articles.find((article) => article.id === kifla.id)?.favorites;
    expect(await listed()).toBe(0);
    const [station] = await ctx.db
      .select({ id: stations.id, venueId: stations.venueId })
      .from(stations)
      .limit(2);
    await ctx.db.insert(stationArticleSettings).values({
      venueId: station!.venueId,
      stationId: station!.id,
      articleId: kifla.id,
      isFavorite: true,
    });
    expect(await listed()).toBe(1);
  });

  it('refuses deleting a catalogue article an order holds', async () => {
    // Any ordered catalogue article of the demo seed.
    const [ordered] = await queryRows<{ article_id: number }>(
      ctx.db,
      sql`select oi.article_id from order_items oi
        join articles a on a.id = oi.article_id where a.venue_id is null limit 1`,
    );
    const response = await ctx.call('superAdmin', catalogueOperations.deleteArticle, {
      params: { id: ordered!.article_id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('article_is_part_of_order');
  });

  it("adds and previews a catalogue supplier's contacts; bad input 400, unknown supplier 404", async () => {
    const supplier = await create('Kontakt Katalog');
    const contacts = async () =>
      (
        await ctx.call('superAdmin', catalogueOperations.supplierContacts, { params: { id: supplier.id } })
      ).json();
    expect(await contacts()).toEqual([]);
    const added = await ctx.call('superAdmin', catalogueOperations.addSupplierContact, {
      params: { id: supplier.id },
      body: {
        name: 'Milan Prodaja',
        phone: '+381 64 123-45-67',
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Milan Prodaja', supplierId: supplier.id });
    await ctx.call('superAdmin', catalogueOperations.addSupplierContact, {
      params: { id: supplier.id },
      body: {
        name: 'Jelena Nabavka',
        email: 'jelena@katalog.test',
      },
    });
    expect((await contacts()).map((c: { name: string }) => c.name)).toEqual([
      'Milan Prodaja',
      'Jelena Nabavka',
    ]);
    const noWay = await ctx.call('superAdmin', catalogueOperations.addSupplierContact, {
      params: { id: supplier.id },
      body: { name: 'Bez' },
    });
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json().code).toBe('common.requiredField');
    expect(
      (await ctx.call('superAdmin', catalogueOperations.supplierContacts, { params: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
    const refused = await ctx.call('admin', catalogueOperations.addSupplierContact, {
      params: { id: supplier.id },
      body: {
        name: 'Admin Kontakt',
        phone: '+381641112233',
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(await contacts()).toHaveLength(2);
  });

  it('refuses a venue admin (403) and changes nothing', async () => {
    expect((await ctx.call('admin', catalogueOperations.suppliers)).statusCode).toBe(403);
    const refused = await ctx.call('admin', catalogueOperations.createSupplier, {
      body: { name: 'Admin Pokusaj' },
    });
    expect(refused.statusCode).toBe(403);
    const rows = await ctx.db.select().from(suppliers).where(eq(suppliers.name, 'Admin Pokusaj'));
    expect(rows).toEqual([]);
  });
});
