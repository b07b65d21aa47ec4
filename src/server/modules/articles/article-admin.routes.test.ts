import ExcelJS from 'exceljs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { articleSheetBase64 } from '@/test/article-sheet';
import { articleIds, stationId, supplierId } from '@/test/demo-lookup';
import { mailsTo } from '@/test/outbox';
import { articleRequests, articles, stationArticleSettings } from '@/server/db/schema';
import { articleOperations } from '@/domain/articles/articles.contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('article administration routes', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let mlekara: number;
  let catalogueArticle: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
    mlekara = await supplierId(ctx.db, DEMO.suppliers.mlekara);
    catalogueArticle = (await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.mesara, 1))[0]!;
  });
  afterAll(() => ctx.close());

  async function createArticle(name: string): Promise<number> {
    const admin = await ctx.as('admin');
    const response = await admin({
      method: 'POST',
      url: `/api/articles/${kuhinja}/manualAdd`,
      payload: { supplierId: mesara, articleName: name, categoryName: 'Meso', unit: 'KG', price: '100' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function articleRow(id: number) {
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    return row!;
  }

  async function mesaraCount(): Promise<number> {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.supplierId, mesara), isNull(articles.deletedAt)));
    return row!.n;
  }

  describe('POST /api/articles/edit/:id', () => {
    it('edits every field of an own article', async () => {
      const id = await createArticle('Artikal za izmenu');
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: `/api/articles/edit/${id}`,
        payload: {
          articleName: 'Izmenjen artikal',
          storeName: 'U radnji',
          note: 'Napomena',
          categoryName: 'Nova kategorija izmene',
          price: '250.5',
          unit: 'g',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        name: 'Izmenjen artikal',
        storeName: 'U radnji',
        unit: 'g',
        defaultPrice: '250.5',
        category: { category: 'Nova kategorija izmene' },
        supplier: { id: mesara },
      });
      expect(await articleRow(id)).toMatchObject({
        name: 'Izmenjen artikal',
        unit: 'g',
        defaultPrice: '250.50',
      });
    });

    it('refuses a duplicate name per supplier, an empty name or category, a bad unit or price', async () => {
      const id = await createArticle('Artikal pravila');
      const admin = await ctx.as('admin');
      const edit = (payload: Record<string, unknown>) =>
        admin({
          method: 'POST',
          url: `/api/articles/edit/${id}`,
          payload: { articleName: 'Artikal pravila', categoryName: 'Meso', ...payload },
        });
      const [catalogueName] = await ctx.db
        .select({ name: articles.name })
        .from(articles)
        .where(eq(articles.id, catalogueArticle));
      const duplicate = await edit({ articleName: catalogueName!.name.toUpperCase() });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'sameArticle' });
      for (const payload of [
        { articleName: '' },
        { categoryName: '' },
        { unit: 'kutija' },
        { price: '1.234' },
      ]) {
        expect((await edit(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await edit({ articleName: 'artikal PRAVILA' })).statusCode).toBe(200);
    });

    it('refuses staff, another venue and a catalogue article; nothing changes', async () => {
      const id = await createArticle('Zaštićen artikal');
      const payload = { articleName: 'Preotet', categoryName: 'Meso' };
      const staff = await ctx.as('staff');
      expect((await staff({ method: 'POST', url: `/api/articles/edit/${id}`, payload })).statusCode).toBe(
        403,
      );
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'POST', url: `/api/articles/edit/${id}`, payload })).statusCode).toBe(
        404,
      );
      const admin = await ctx.as('admin');
      const catalogue = await admin({
        method: 'POST',
        url: `/api/articles/edit/${catalogueArticle}`,
        payload,
      });
      expect(catalogue.statusCode).toBe(403);
      expect((await articleRow(id)).name).toBe('Zaštićen artikal');
      expect((await articleRow(catalogueArticle)).name).not.toBe('Preotet');
    });
  });

  describe('DELETE /api/articles/delete/:id', () => {
    it('deletes an article no order holds; refuses one an order holds with article_is_part_of_order', async () => {
      const free = await createArticle('Slobodan artikal');
      const ordered = await createArticle('Naručen artikal');
      const admin = await ctx.as('admin');
      const order = await admin({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        payload: { deadline: '2099-01-01', products: [{ id: ordered, amount: '1' }] },
      });
      expect(order.statusCode, order.body).toBe(201);
      expect((await admin({ method: 'DELETE', url: `/api/articles/delete/${free}` })).statusCode).toBe(200);
      expect((await articleRow(free)).deletedAt).not.toBeNull();
      const refused = await admin({ method: 'DELETE', url: `/api/articles/delete/${ordered}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'article_is_part_of_order' });
      expect((await articleRow(ordered)).deletedAt).toBeNull();
      // Disabling it for the station instead (product/edit: docs/PRODUCT.md#api-articles).
      const disabled = await admin({
        method: 'POST',
        url: `/api/articles/${kuhinja}/product/edit`,
        payload: { productId: ordered, enabled: false },
      });
      expect(disabled.json()).toEqual({ articleId: ordered, enabled: false, price: null });
    });

    it('refuses staff, another venue and catalogue articles', async () => {
      const id = await createArticle('Nebrisan artikal');
      const staff = await ctx.as('staff');
      expect((await staff({ method: 'DELETE', url: `/api/articles/delete/${id}` })).statusCode).toBe(403);
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'DELETE', url: `/api/articles/delete/${id}` })).statusCode).toBe(404);
      const admin = await ctx.as('admin');
      expect(
        (await admin({ method: 'DELETE', url: `/api/articles/delete/${catalogueArticle}` })).statusCode,
      ).toBe(403);
      expect((await articleRow(id)).deletedAt).toBeNull();
    });
  });

  describe('POST /api/articles/:departmentId/product/edit', () => {
    it("sets the station's price (shown on the article page) and clears it", async () => {
      const id = await createArticle('Artikal sa cenom stanice');
      const admin = await ctx.as('admin');
      const edit = (payload: Record<string, unknown>) =>
        admin({
          method: 'POST',
          url: `/api/articles/${kuhinja}/product/edit`,
          payload: { productId: id, ...payload },
        });
      expect((await edit({ defaultPrice: '120.5' })).json()).toEqual({
        articleId: id,
        enabled: true,
        price: '120.50',
      });
      const page = await admin({
        method: 'GET',
        url: `/api/articles/products/${mesara}/${kuhinja}?searchQuery=${encodeURIComponent('cenom stanice')}`,
      });
      expect(page.json().articles[0]).toMatchObject({ id, defaultPrice: '120.50' });
      expect((await edit({ defaultPrice: null })).json()).toMatchObject({ price: null });
      expect((await edit({ defaultPrice: 'abc' })).statusCode).toBe(400);
      expect((await edit({ enabled: 'no' })).statusCode).toBe(400);
    });

    it("refuses staff and another venue's admin", async () => {
      const staff = await ctx.as('staff');
      const payload = { productId: catalogueArticle, enabled: false };
      expect(
        (await staff({ method: 'POST', url: `/api/articles/${kuhinja}/product/edit`, payload })).statusCode,
      ).toBe(403);
      const admin2 = await ctx.as('otherAdmin');
      expect(
        (await admin2({ method: 'POST', url: `/api/articles/${kuhinja}/product/edit`, payload })).statusCode,
      ).toBe(404);
      const settings = await ctx.db
        .select()
        .from(stationArticleSettings)
        .where(
          and(
            eq(stationArticleSettings.articleId, catalogueArticle),
            eq(stationArticleSettings.enabled, false),
          ),
        );
      expect(settings).toEqual([]);
    });
  });

  describe('POST /api/articles/requestNewArticle', () => {
    it('stores the request and mails the super admins', async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'POST',
        url: '/api/articles/requestNewArticle',
        payload: { supplierId: mesara, name: 'Dimljeni vrat', note: 'Po 1 kg' },
      });
      expect(response.statusCode).toBe(201);
      const rows = await ctx.db
        .select()
        .from(articleRequests)
        .where(eq(articleRequests.name, 'Dimljeni vrat'));
      expect(rows).toHaveLength(1);
      const [mail] = await mailsTo(ctx.db, roleEmail('superAdmin'), 'request-article');
      expect(mail!.text).toContain('Dimljeni vrat');
      expect(mail!.text).toContain(DEMO.suppliers.mesara);
    });

    it("answers 404 for another venue's supplier and 400 without a name", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const foreign = await admin2({
        method: 'POST',
        url: '/api/articles/requestNewArticle',
        payload: { supplierId: mesara, name: 'Tuđi zahtev' },
      });
      expect(foreign.statusCode).toBe(404);
      const staff = await ctx.as('staff');
      const bad = await staff({
        method: 'POST',
        url: '/api/articles/requestNewArticle',
        payload: { supplierId: mesara },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('spreadsheet import', () => {
    it('serves the template with headers in the asked language and one example row', async () => {
      const admin = await ctx.as('admin');
      for (const [language, header] of [
        ['en', 'Name'],
        ['ser', 'Naziv'],
      ] as const) {
        const response = await admin({
          method: 'GET',
          url: `/api/articles/importTemplate?language=${language}`,
        });
        expect(response.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.from(response.json().content, 'base64') as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        expect(sheet.getRow(1).getCell(1).text).toBe(header);
        expect(sheet.rowCount).toBe(2);
      }
      expect(
        (await admin({ method: 'GET', url: '/api/articles/importTemplate?language=de' })).statusCode,
      ).toBe(400);
    });

    it('imports every row of a good file in one step', async () => {
      const before = await mesaraCount();
      const admin = await ctx.as('admin');
      const content = await articleSheetBase64([
        ['Uvoz jedan', 'Jedan', 'Uvozna kategorija', 'kg', 100.5, 'Prvi'],
        ['Uvoz dva', '', 'Meso', '', '', ''],
        [],
        ['Uvoz tri', '', 'Meso', 'KOM', '12,30', ''],
      ]);
      const response = await admin({
        method: 'POST',
        url: `/api/articles/import/${mesara}`,
        payload: { fileName: 'Artikli.XLSX', content },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ imported: 3 });
      expect(await mesaraCount()).toBe(before + 3);
      const [one] = await ctx.db.select().from(articles).where(eq(articles.name, 'Uvoz jedan'));
      expect(one).toMatchObject({ unit: 'KG', defaultPrice: '100.50', storeName: 'Jedan', verified: false });
    });

    it('imports nothing when one row is wrong, and names the row and column of every problem', async () => {
      const before = await mesaraCount();
      const admin = await ctx.as('admin');
      const content = await articleSheetBase64([
        ['Dobar red', '', 'Meso', 'KG', '10', ''],
        ['', '', 'Meso', 'KG', '10', ''],
        ['Loša jedinica', '', 'Meso', 'kutija', '10', ''],
        ['Dobar red', '', 'Meso', 'KG', '10', ''],
        ['Uvoz jedan', '', 'Meso', 'KG', '10', ''],
        ['Loša cena', '', 'Meso', 'KG', 'deset', ''],
      ]);
      const response = await admin({
        method: 'POST',
        url: `/api/articles/import/${mesara}`,
        payload: { fileName: 'artikli.xlsx', content },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'importArticleError',
        fields: {
          '3.name': 'common.requiredField',
          '4.unit': 'invalidInput',
          '5.name': 'duplicateArticle',
          '6.name': 'sameArticle',
          '7.price': 'invalidInput',
        },
      });
      expect(await mesaraCount()).toBe(before);
    });

    it('refuses a file that is not .xlsx, too large, or empty', async () => {
      const send = (body: Record<string, unknown>) =>
        ctx.call('admin', articleOperations.import, { params: { supplierId: mesara }, body });
      const notXlsx = await send({
        fileName: 'artikli.xlsx',
        content: Buffer.from('name;price').toString('base64'),
      });
      expect(notXlsx.statusCode).toBe(400);
      expect(notXlsx.json()).toMatchObject({ code: 'importArticleError' });
      const csvName = await send({
        fileName: 'artikli.csv',
        content: await articleSheetBase64([['A', '', 'B']]),
      });
      expect(csvName.statusCode).toBe(400);
      const huge = await send({ fileName: 'a.xlsx', content: 'A'.repeat(3 * 1024 * 1024) });
      expect(huge.statusCode).toBe(400);
      const empty = await send({ fileName: 'a.xlsx', content: await articleSheetBase64([]) });
      expect(empty.json()).toMatchObject({ code: 'importArticleError' });
    });

    it("refuses staff (403) and another venue's supplier (404)", async () => {
      const content = await articleSheetBase64([['Tuđi uvoz', '', 'Meso', 'KG', '1', '']]);
      const payload = { fileName: 'a.xlsx', content };
      const staff = await ctx.as('staff');
      expect(
        (await staff({ method: 'POST', url: `/api/articles/import/${mesara}`, payload })).statusCode,
      ).toBe(403);
      const admin2 = await ctx.as('otherAdmin');
      expect(
        (await admin2({ method: 'POST', url: `/api/articles/import/${mesara}`, payload })).statusCode,
      ).toBe(404);
      const rows = await ctx.db.select().from(articles).where(eq(articles.name, 'Tuđi uvoz'));
      expect(rows).toEqual([]);
    });

    it('imports 5 000 rows in seconds', async () => {
      const rows = Array.from({ length: 5000 }, (_, index) => [
        `Masovni artikal ${index}`,
        '',
        'Masovno',
        'KOM',
        '1',
        '',
      ]);
      const content = await articleSheetBase64(rows);
      const admin = await ctx.as('admin');
      const started = Date.now();
      const response = await admin({
        method: 'POST',
        url: `/api/articles/import/${mlekara}`,
        payload: { fileName: 'masovno.xlsx', content },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      expect(response.json()).toEqual({ imported: 5000 });
      expect(Date.now() - started).toBeLessThan(15_000);
    }, 60_000);
  });
});
