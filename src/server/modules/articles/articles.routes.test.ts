import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { articleCategories, articles, stationArticleSettings } from '@/server/db/schema';
import { ArticlePageSchema } from '@/domain/articles/articles.schemas';
import { expectExactShape } from '@/test/contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface ArticleBody {
  id: number;
  name: string;
  isFavorite: boolean;
  recommendedQuantity: string | null;
  comment: string;
}

/**
 * The suite shares one database: tests that change settings or articles use articles no other test asserts on,
 * or restore what they change.
 */
describe('article routes', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let kuhinja: number;
  let sank: number;
  let magacin: number;
  let kafanaKuhinja: number;
  let mesara: number;
  let mlekara: number;
  let pekara: number;
  let pica: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
    magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
    kafanaKuhinja = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
    mlekara = await supplierId(ctx.db, DEMO.suppliers.mlekara);
    pekara = await supplierId(ctx.db, DEMO.suppliers.pekara);
    pica = await supplierId(ctx.db, DEMO.suppliers.pica);
  });
  afterAll(() => ctx.close());

  async function articleId(supplier: number, name: string): Promise<number> {
    const [row] = await ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.supplierId, supplier), eq(articles.name, name), isNull(articles.deletedAt)));
    if (!row) throw new Error(`No article ${name}`);
    return row.id;
  }

  async function categoryId(name: string): Promise<number> {
    const [row] = await ctx.db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.name, name));
    if (!row) throw new Error(`No category ${name}`);
    return row.id;
  }

  /** Names of a supplier's articles a venue may order, in the database's own name order. */
  async function orderedNames(supplier: number, venue: number): Promise<string[]> {
    const rows = await ctx.db
      .select({ name: articles.name })
      .from(articles)
      .where(
        and(
          eq(articles.supplierId, supplier),
          or(isNull(articles.venueId), eq(articles.venueId, venue)),
          isNull(articles.deletedAt),
          eq(articles.enabled, true),
        ),
      )
      .orderBy(asc(sql`lower(${articles.name})`), asc(articles.id));
    return rows.map((row) => row.name);
  }

  async function setting(station: number, article: number) {
    const [row] = await ctx.db
      .select()
      .from(stationArticleSettings)
      .where(
        and(eq(stationArticleSettings.stationId, station), eq(stationArticleSettings.articleId, article)),
      );
    return row;
  }

  async function count(
    table: typeof articles | typeof articleCategories | typeof stationArticleSettings,
  ): Promise<number> {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  }

  const products = (supplier: number, station: number, query = '') =>
    `/api/articles/products/${supplier}/${station}${query ? `?${query}` : ''}`;

  describe('GET /api/articles/products/:supplierId/:departmentId', () => {
    it("answers an article with the station's settings in the exact shape", async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'GET',
        url: products(mesara, kuhinja, 'searchQuery=pileći%20file'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        articles: [
          {
            id: await articleId(mesara, DEMO.articles.pileciFile),
            name: DEMO.articles.pileciFile,
            storeName: 'PILECI FILE',
            note: '',
            category: { id: await categoryId('Meso'), category: 'Meso' },
            unit: 'KG',
            defaultPrice: '690.00',
            isFavorite: true,
            recommendedQuantity: '10',
            comment: 'Uvek sveže, nikako smrznuto',
            supplier: { id: mesara },
            verified: true,
          },
        ],
        count: 1,
      });
    });

    it('answers exactly the article-page contract for a whole supplier', async () => {
      const staff = await ctx.as('staff');
      for (const query of [
        'pageSize=100',
        'pageSize=5&page=2',
        'onlyFavorite=true',
        'searchQuery=zzz-nothing',
      ]) {
        expectExactShape(
          ArticlePageSchema,
          (await staff({ method: 'GET', url: products(mesara, kuhinja, query) })).json(),
        );
      }
    });

    it('answers defaults for an article the station has no settings for, and normalised quantities', async () => {
      const staff = await ctx.as('staff');
      const plain = await staff({ method: 'GET', url: products(mesara, kuhinja, 'searchQuery=biftek') });
      expect(plain.json().articles).toEqual([
        expect.objectContaining({
          name: DEMO.articles.juneciBiftek,
          note: 'Poručiti 48 h unapred',
          isFavorite: false,
          recommendedQuantity: null,
          comment: '',
        }),
      ]);
      const slanina = await staff({ method: 'GET', url: products(mesara, kuhinja, 'searchQuery=slanina') });
      expect(slanina.json().articles[0]).toMatchObject({ isFavorite: false, recommendedQuantity: '1.5' });
    });

    it('pages 10 at a time by name, with the count of all matches', async () => {
      const staff = await ctx.as('staff');
      const expected = await orderedNames(mesara, bistro);
      expect(expected).toHaveLength(16);

      const first = await staff({ method: 'GET', url: products(mesara, kuhinja) });
      expect(first.statusCode).toBe(200);
      expect(first.json().count).toBe(16);
      const second = await staff({ method: 'GET', url: products(mesara, kuhinja, 'page=2') });
      expect(second.json().count).toBe(16);
      const names = [...first.json().articles, ...second.json().articles].map((a: ArticleBody) => a.name);
      expect(names).toEqual(expected);
      expect(first.json().articles).toHaveLength(10);

      const beyond = await staff({ method: 'GET', url: products(mesara, kuhinja, 'page=3') });
      expect(beyond.json()).toEqual({ articles: [], count: 16 });

      const small = await staff({ method: 'GET', url: products(mesara, kuhinja, 'page=4&pageSize=5') });
      expect(small.json().articles.map((a: ArticleBody) => a.name)).toEqual(expected.slice(15));
      const empty = await staff({
        method: 'GET',
        url: products(mesara, kuhinja, 'page=&pageSize=&category=&searchQuery=&onlyFavorite='),
      });
      expect(empty.json().articles.map((a: ArticleBody) => a.name)).toEqual(expected.slice(0, 10));
    });

    it('searches names case-insensitively and takes % and _ literally', async () => {
      const staff = await ctx.as('staff');
      const search = async (text: string) => {
        const response = await staff({
          method: 'GET',
          url: products(mesara, kuhinja, `searchQuery=${encodeURIComponent(text)}`),
        });
        expect(response.statusCode).toBe(200);
        return {
          names: response
            .json()
            .articles.map((a: ArticleBody) => a.name)
            .sort(),
          count: response.json().count,
        };
      };
      expect(await search('PILEĆI')).toEqual({
        names: [DEMO.articles.pileciBatak, DEMO.articles.pileciFile],
        count: 2,
      });
      expect(await search('  1kg ')).toEqual({
        names: [DEMO.articles.svinjskaMast, DEMO.articles.cevapi],
        count: 2,
      });
      expect(await search('%')).toEqual({ names: [], count: 0 });
      expect(await search('_')).toEqual({ names: [], count: 0 });
      expect(await search('p%a')).toEqual({ names: [], count: 0 });
    });

    it('filters by category and by favorites, alone and combined with search', async () => {
      const staff = await ctx.as('staff');
      const jaja = await categoryId('Jaja');
      const byCategory = await staff({ method: 'GET', url: products(mlekara, kuhinja, `category=${jaja}`) });
      expect(byCategory.json()).toMatchObject({
        count: 1,
        articles: [{ name: DEMO.articles.jajaL, isFavorite: true }],
      });

      const favorites = await staff({ method: 'GET', url: products(mesara, kuhinja, 'onlyFavorite=true') });
      expect(favorites.json().count).toBe(5);
      expect(
        favorites
          .json()
          .articles.map((a: ArticleBody) => a.name)
          .sort(),
      ).toEqual(
        [
          DEMO.articles.juneciBut,
          DEMO.articles.mlevenoMeso,
          DEMO.articles.pileciFile,
          DEMO.articles.svinjskiVratBezKosti,
          DEMO.articles.cevapi,
        ].sort(),
      );
      expect(favorites.json().articles.every((a: ArticleBody) => a.isFavorite)).toBe(true);

      const combined = await staff({
        method: 'GET',
        url: products(mesara, kuhinja, 'onlyFavorite=true&searchQuery=svinj'),
      });
      expect(combined.json()).toMatchObject({
        count: 1,
        articles: [{ name: DEMO.articles.svinjskiVratBezKosti }],
      });
      const notFavorites = await staff({
        method: 'GET',
        url: products(mesara, kuhinja, 'onlyFavorite=false'),
      });
      expect(notFavorites.json().count).toBe(16);
    });

    it("answers each station's own settings for the same article", async () => {
      const staff = await ctx.as('staff');
      const mleko = (response: { json(): { articles: ArticleBody[] } }) =>
        response.json().articles.find((a) => a.name === DEMO.articles.mleko);
      const query = 'searchQuery=mleko%202.8';
      expect(mleko(await staff({ method: 'GET', url: products(mlekara, kuhinja, query) }))).toMatchObject({
        isFavorite: true,
        recommendedQuantity: '6',
      });
      expect(mleko(await staff({ method: 'GET', url: products(mlekara, sank, query) }))).toMatchObject({
        isFavorite: true,
        recommendedQuantity: '12',
      });
      const admin2 = await ctx.as('otherAdmin');
      expect(
        mleko(await admin2({ method: 'GET', url: products(mlekara, kafanaKuhinja, query) })),
      ).toMatchObject({
        isFavorite: true,
        recommendedQuantity: '4',
      });
    });

    it("shows the venue's own articles as unverified and never another venue's", async () => {
      const [foreign] = await ctx.db
        .insert(articles)
        .values({
          supplierId: mlekara,
          venueId: kafana,
          categoryId: await categoryId('Voda'),
          name: 'Kafanska surutka',
        })
        .returning({ id: articles.id });
      const staff = await ctx.as('staff');
      const bistroView = await staff({
        method: 'GET',
        url: products(mlekara, kuhinja, 'searchQuery=surutka'),
      });
      expect(bistroView.json()).toEqual({ articles: [], count: 0 });
      const admin2 = await ctx.as('otherAdmin');
      const kafanaView = await admin2({
        method: 'GET',
        url: products(mlekara, kafanaKuhinja, 'searchQuery=surutka'),
      });
      expect(kafanaView.json()).toMatchObject({ count: 1, articles: [{ id: foreign!.id, verified: false }] });

      const own = await staff({ method: 'GET', url: products(pekara, kuhinja, 'searchQuery=lepinja') });
      expect(own.json()).toMatchObject({
        count: 1,
        articles: [{ name: DEMO.articles.lepinja, verified: false, supplier: { id: pekara } }],
      });
    });

    it("uses the station's own price over the article's, for that station only", async () => {
      const gauda = await articleId(mlekara, DEMO.articles.gauda);
      await ctx.db
        .insert(stationArticleSettings)
        .values({ venueId: bistro, stationId: sank, articleId: gauda, price: '1200.50' });
      const staff = await ctx.as('staff');
      const price = async (station: number) =>
        (await staff({ method: 'GET', url: products(mlekara, station, 'searchQuery=gauda') })).json()
          .articles[0].defaultPrice;
      expect(await price(sank)).toBe('1200.50');
      expect(await price(kuhinja)).toBe('1150.00');
    });

    it('hides deleted, disabled and station-disabled articles', async () => {
      const admin = await ctx.as('admin');
      const teleca = await articleId(mesara, DEMO.articles.telecaRebra);
      await ctx.db
        .insert(stationArticleSettings)
        .values({ venueId: bistro, stationId: kuhinja, articleId: teleca, enabled: false });
      expect(
        (await admin({ method: 'GET', url: products(mesara, kuhinja, 'searchQuery=teleća') })).json(),
      ).toEqual({
        articles: [],
        count: 0,
      });
      expect((await admin({ method: 'GET', url: products(mesara, kuhinja) })).json().count).toBe(15);

      const jagnjetina = await articleId(mesara, DEMO.articles.jagnjetina);
      await ctx.db.update(articles).set({ enabled: false }).where(eq(articles.id, jagnjetina));
      const kulen = await articleId(mesara, DEMO.articles.sremskiKulen);
      await ctx.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, kulen));
      const remaining = await admin({ method: 'GET', url: products(mesara, kuhinja) });
      expect(remaining.json().count).toBe(13);
      expect(remaining.json().articles.map((a: ArticleBody) => a.name)).not.toContain(
        DEMO.articles.jagnjetina,
      );

      await ctx.db
        .update(articles)
        .set({ enabled: true, deletedAt: null })
        .where(or(eq(articles.id, jagnjetina), eq(articles.id, kulen)));
      await ctx.db
        .delete(stationArticleSettings)
        .where(
          and(eq(stationArticleSettings.articleId, teleca), eq(stationArticleSettings.stationId, kuhinja)),
        );
      expect((await admin({ method: 'GET', url: products(mesara, kuhinja) })).json().count).toBe(16);
    });

    it("answers 404 when the supplier is not the station's, the station is not the caller's or another venue's", async () => {
      const staff = await ctx.as('staff');
      const notStations = await staff({ method: 'GET', url: products(pica, kuhinja) });
      expect(notStations.statusCode).toBe(404);
      expect(notStations.json()).toMatchObject({ code: 'not_found' });
      const viewer = await ctx.as('viewer');
      expect(
        (
          await viewer({
            method: 'GET',
            url: products(await supplierId(ctx.db, DEMO.suppliers.pijaca), magacin),
          })
        ).statusCode,
      ).toBe(404);
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'GET', url: products(mlekara, kuhinja) })).statusCode).toBe(404);
      expect((await admin2({ method: 'GET', url: products(pekara, kafanaKuhinja) })).statusCode).toBe(404);
      expect((await admin2({ method: 'GET', url: products(999999, kafanaKuhinja) })).statusCode).toBe(404);
    });

    it('answers 400 for bad parameters and 403 to a super admin', async () => {
      const staff = await ctx.as('staff');
      for (const query of [
        'pageSize=abc',
        'pageSize=0',
        'pageSize=101',
        'page=0',
        'page=-1',
        'page=1.5',
        'onlyFavorite=yes',
        'category=meso',
        `searchQuery=${'a'.repeat(101)}`,
      ]) {
        const response = await staff({ method: 'GET', url: products(mesara, kuhinja, query) });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalidInput' });
      }
      expect((await staff({ method: 'GET', url: `/api/articles/products/abc/${kuhinja}` })).statusCode).toBe(
        400,
      );
      const superadmin = await ctx.as('superAdmin');
      expect((await superadmin({ method: 'GET', url: products(mesara, kuhinja) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: products(mesara, kuhinja) })).statusCode).toBe(401);
    });
  });

  describe('GET /api/articles/categories/:supplierId', () => {
    it("answers the categories of the supplier's articles by name", async () => {
      const staff = await ctx.as('staff');
      const response = await staff({ method: 'GET', url: `/api/articles/categories/${mesara}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: await categoryId('Meso'), category: 'Meso' },
        { id: await categoryId('Namirnice'), category: 'Namirnice' },
        { id: await categoryId('Suhomesnato'), category: 'Suhomesnato' },
      ]);
      const own = await staff({ method: 'GET', url: `/api/articles/categories/${pekara}` });
      expect(own.json().map((c: { category: string }) => c.category)).toEqual([
        'Namirnice',
        'Pekarski proizvodi',
      ]);
    });

    it("counts only the caller's venue's articles of a shared supplier", async () => {
      await ctx.db.insert(articles).values({
        supplierId: mlekara,
        venueId: kafana,
        categoryId: await categoryId('Kafa i čaj'),
        name: 'Kafanski čaj sa mlekom',
      });
      const staff = await ctx.as('staff');
      const bistroView = await staff({ method: 'GET', url: `/api/articles/categories/${mlekara}` });
      expect(bistroView.json().map((c: { category: string }) => c.category)).toEqual([
        'Jaja',
        'Mlečni proizvodi',
      ]);
      const admin2 = await ctx.as('otherAdmin');
      const kafanaView = await admin2({ method: 'GET', url: `/api/articles/categories/${mlekara}` });
      expect(kafanaView.json().map((c: { category: string }) => c.category)).toContain('Kafa i čaj');
    });

    it('answers 404 for a supplier the venue does not work with, 400 for a bad id', async () => {
      const admin2 = await ctx.as('otherAdmin');
      const foreign = await admin2({ method: 'GET', url: `/api/articles/categories/${pekara}` });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'not_found' });
      expect((await admin2({ method: 'GET', url: `/api/articles/categories/${mesara}` })).statusCode).toBe(
        404,
      );
      expect((await admin2({ method: 'GET', url: '/api/articles/categories/abc' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/articles/toggleFavorite', () => {
    it('creates the setting as a favorite, then flips it, on both paths', async () => {
      const staff = await ctx.as('staff');
      const batak = await articleId(mesara, DEMO.articles.pileciBatak);
      expect(await setting(kuhinja, batak)).toBeUndefined();
      const on = await staff({
        method: 'POST',
        url: '/api/articles/toggleFavorite',
        payload: { departmentId: kuhinja, articleId: batak },
      });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ articleId: batak, isFavorite: true });
      expect(await setting(kuhinja, batak)).toMatchObject({
        venueId: bistro,
        isFavorite: true,
        enabled: true,
      });

      const off = await staff({
        method: 'POST',
        url: '/api/articles/custom/toggleFavorite',
        payload: { departmentId: kuhinja, articleId: batak },
      });
      expect(off.json()).toEqual({ articleId: batak, isFavorite: false });
      expect(await setting(kuhinja, batak)).toMatchObject({ isFavorite: false });
      expect(await setting(sank, batak)).toBeUndefined();
    });

    it('keeps the recommended quantity and comment when flipping', async () => {
      const staff = await ctx.as('staff');
      const vrat = await articleId(mesara, DEMO.articles.svinjskiVratBezKosti);
      const off = await staff({
        method: 'POST',
        url: '/api/articles/toggleFavorite',
        payload: { departmentId: kuhinja, articleId: vrat },
      });
      expect(off.json()).toEqual({ articleId: vrat, isFavorite: false });
      expect(await setting(kuhinja, vrat)).toMatchObject({ isFavorite: false, recommendedQuantity: '4.000' });
      const on = await staff({
        method: 'POST',
        url: '/api/articles/toggleFavorite',
        payload: { departmentId: kuhinja, articleId: vrat },
      });
      expect(on.json()).toEqual({ articleId: vrat, isFavorite: true });
    });

    it("answers 404 for an article outside the station's suppliers or the venue, and changes nothing", async () => {
      const before = await count(stationArticleSettings);
      const staff = await ctx.as('staff');
      const kola = await articleId(pica, DEMO.articles.kola);
      const notStations = await staff({
        method: 'POST',
        url: '/api/articles/toggleFavorite',
        payload: { departmentId: kuhinja, articleId: kola },
      });
      expect(notStations.statusCode).toBe(404);
      expect(notStations.json()).toMatchObject({ code: 'not_found' });

      const viewer = await ctx.as('viewer');
      const domacaJaja = await articleId(
        await supplierId(ctx.db, DEMO.suppliers.pijaca),
        DEMO.articles.domacaJaja,
      );
      expect(
        (
          await viewer({
            method: 'POST',
            url: '/api/articles/toggleFavorite',
            payload: { departmentId: magacin, articleId: domacaJaja },
          })
        ).statusCode,
      ).toBe(404);

      const admin2 = await ctx.as('otherAdmin');
      const mleko = await articleId(mlekara, DEMO.articles.mleko);
      expect(
        (
          await admin2({
            method: 'POST',
            url: '/api/articles/toggleFavorite',
            payload: { departmentId: kuhinja, articleId: mleko },
          })
        ).statusCode,
      ).toBe(404);
      const lepinja = await articleId(pekara, DEMO.articles.lepinja);
      expect(
        (
          await admin2({
            method: 'POST',
            url: '/api/articles/toggleFavorite',
            payload: { departmentId: kafanaKuhinja, articleId: lepinja },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await admin2({
            method: 'POST',
            url: '/api/articles/toggleFavorite',
            payload: { departmentId: kafanaKuhinja, articleId: 999999 },
          })
        ).statusCode,
      ).toBe(404);
      expect(await count(stationArticleSettings)).toBe(before);
      expect(await setting(kuhinja, mleko)).toMatchObject({ isFavorite: true });
    });

    it('answers 400 for ids that are not numbers', async () => {
      const staff = await ctx.as('staff');
      const cases: object[] = [
        { departmentId: kuhinja, articleId: '12' },
        { departmentId: String(kuhinja), articleId: 12 },
        { departmentId: kuhinja },
        { departmentId: kuhinja, articleId: -3 },
        { departmentId: kuhinja, articleId: 1.5 },
      ];
      for (const payload of cases) {
        const response = await staff({ method: 'POST', url: '/api/articles/toggleFavorite', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalidInput' });
      }
    });
  });

  describe('POST /api/articles/favorites', () => {
    it('marks every article favorite in one call, idempotently', async () => {
      const staff = await ctx.as('staff');
      const ids = [
        await articleId(mesara, DEMO.articles.pljeskavica),
        await articleId(mesara, DEMO.articles.pileciFile),
        await articleId(mesara, DEMO.articles.domacaKobasica),
      ];
      const sorted = [...ids].sort((a, b) => a - b);
      const first = await staff({
        method: 'POST',
        url: '/api/articles/favorites',
        payload: { departmentId: kuhinja, articleIds: [...ids, ids[0]] },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ articleIds: sorted });
      for (const id of ids)
        expect(await setting(kuhinja, id)).toMatchObject({ isFavorite: true, venueId: bistro });
      expect(await setting(kuhinja, ids[1]!)).toMatchObject({ recommendedQuantity: '10.000' });

      const again = await staff({
        method: 'POST',
        url: '/api/articles/favorites',
        payload: { departmentId: kuhinja, articleIds: ids },
      });
      expect(again.json()).toEqual({ articleIds: sorted });
      for (const id of ids) expect(await setting(kuhinja, id)).toMatchObject({ isFavorite: true });
    });

    it('answers an empty list for no articles', async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'POST',
        url: '/api/articles/favorites',
        payload: { departmentId: kuhinja, articleIds: [] },
      });
      expect(response.json()).toEqual({ articleIds: [] });
    });

    it("marks none when one article is not the station's (404)", async () => {
      const staff = await ctx.as('staff');
      const rebra = await articleId(mesara, DEMO.articles.telecaRebra);
      const kola = await articleId(pica, DEMO.articles.kola);
      const before = await setting(kuhinja, rebra);
      const response = await staff({
        method: 'POST',
        url: '/api/articles/favorites',
        payload: { departmentId: kuhinja, articleIds: [rebra, kola] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(await setting(kuhinja, rebra)).toEqual(before);
      expect(await setting(kuhinja, kola)).toBeUndefined();
    });

    it("answers 404 for another venue's station and 400 for bad ids", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const mleko = await articleId(mlekara, DEMO.articles.mleko);
      expect(
        (
          await admin2({
            method: 'POST',
            url: '/api/articles/favorites',
            payload: { departmentId: kuhinja, articleIds: [mleko] },
          })
        ).statusCode,
      ).toBe(404);
      for (const payload of [
        { departmentId: kafanaKuhinja, articleIds: [String(mleko)] },
        { departmentId: kafanaKuhinja },
        { departmentId: kafanaKuhinja, articleIds: mleko },
      ]) {
        const response = await admin2({ method: 'POST', url: '/api/articles/favorites', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalidInput' });
      }
    });
  });

  describe('POST /api/articles/articleSetting', () => {
    let kobasica: number;
    beforeEach(async () => {
      kobasica = await articleId(mesara, DEMO.articles.domacaKobasica);
    });

    it('sets the recommended quantity and comment for the station, normalised', async () => {
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: '/api/articles/articleSetting',
        payload: {
          departmentId: sank,
          articleId: await articleId(mlekara, DEMO.articles.mladiSir),
          recommendedQuantity: '2.50',
          comment: '  Za doručak ',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        articleId: await articleId(mlekara, DEMO.articles.mladiSir),
        recommendedQuantity: '2.5',
        comment: 'Za doručak',
      });
      const staff = await ctx.as('staff');
      const listed = await staff({ method: 'GET', url: products(mlekara, sank, 'searchQuery=mladi') });
      expect(listed.json().articles[0]).toMatchObject({
        recommendedQuantity: '2.5',
        comment: 'Za doručak',
        isFavorite: false,
      });
    });

    it('changes only the fields given, clears with "" or "0", and keeps the favorite flag (custom path too)', async () => {
      const favoriteBefore = (await setting(kuhinja, kobasica))?.isFavorite ?? false;
      const admin = await ctx.as('admin');
      const post = (payload: object, url = '/api/articles/articleSetting') =>
        admin({ method: 'POST', url, payload: { departmentId: kuhinja, articleId: kobasica, ...payload } });
      expect((await post({ recommendedQuantity: '3' })).json()).toEqual({
        articleId: kobasica,
        recommendedQuantity: '3',
        comment: '',
      });
      expect((await post({ comment: 'Dimljena' })).json()).toEqual({
        articleId: kobasica,
        recommendedQuantity: '3',
        comment: 'Dimljena',
      });
      expect((await post({ recommendedQuantity: '' }, '/api/articles/custom/articleSetting')).json()).toEqual(
        {
          articleId: kobasica,
          recommendedQuantity: null,
          comment: 'Dimljena',
        },
      );
      expect((await post({ recommendedQuantity: '7.125' })).json()).toMatchObject({
        recommendedQuantity: '7.125',
      });
      expect((await post({ recommendedQuantity: '0' })).json()).toMatchObject({ recommendedQuantity: null });
      expect(await setting(kuhinja, kobasica)).toMatchObject({
        isFavorite: favoriteBefore,
        comment: 'Dimljena',
        recommendedQuantity: null,
      });
    });

    it('refuses staff with 403 and changes nothing', async () => {
      const before = await setting(kuhinja, kobasica);
      for (const email of [roleEmail('staff'), roleEmail('viewer')]) {
        const caller = await ctx.as(email);
        const response = await caller({
          method: 'POST',
          url: '/api/articles/articleSetting',
          payload: { departmentId: kuhinja, articleId: kobasica, recommendedQuantity: '99' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect(await setting(kuhinja, kobasica)).toEqual(before);
    });

    it("answers 404 for another venue's station or article and 400 for a bad quantity", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const before = await setting(kuhinja, kobasica);
      const foreign = await admin2({
        method: 'POST',
        url: '/api/articles/articleSetting',
        payload: { departmentId: kuhinja, articleId: kobasica, recommendedQuantity: '5' },
      });
      expect(foreign.statusCode).toBe(404);
      const lepinja = await articleId(pekara, DEMO.articles.lepinja);
      const foreignArticle = await admin2({
        method: 'POST',
        url: '/api/articles/articleSetting',
        payload: { departmentId: kafanaKuhinja, articleId: lepinja, recommendedQuantity: '5' },
      });
      expect(foreignArticle.statusCode).toBe(404);
      expect(await setting(kuhinja, kobasica)).toEqual(before);
      expect(await setting(kafanaKuhinja, lepinja)).toBeUndefined();

      const admin = await ctx.as('admin');
      for (const [payload, code] of [
        [{ recommendedQuantity: 'abc' }, 'invalidAmount'],
        [{ recommendedQuantity: '1.2.3' }, 'invalidAmount'],
        [{ recommendedQuantity: '1,5,' }, 'invalidAmount'],
        [{ recommendedQuantity: 5 }, 'invalidAmount'],
        [{ comment: 'x'.repeat(501) }, 'invalidInput'],
        [{ articleId: 'abc' }, 'invalidInput'],
      ] as const) {
        const response = await admin({
          method: 'POST',
          url: '/api/articles/articleSetting',
          payload: { departmentId: kuhinja, articleId: kobasica, ...payload },
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code });
      }
    });
  });

  describe('POST /api/articles/:departmentId/manualAdd', () => {
    const url = (station: number) => `/api/articles/${station}/manualAdd`;

    it("creates the venue's own unverified article in an existing category, found case-insensitively", async () => {
      const staff = await ctx.as('staff');
      const categoriesBefore = await count(articleCategories);
      const response = await staff({
        method: 'POST',
        url: url(kuhinja),
        payload: {
          supplierId: mesara,
          articleName: ' Juneća džigerica ',
          categoryName: 'MESO',
          price: '890.5',
          note: 'Sveža',
        },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Juneća džigerica',
        storeName: '',
        note: 'Sveža',
        category: { id: await categoryId('Meso'), category: 'Meso' },
        unit: 'KOM',
        defaultPrice: '890.50',
        isFavorite: false,
        recommendedQuantity: null,
        comment: '',
        supplier: { id: mesara },
        verified: false,
      });
      expect(await count(articleCategories)).toBe(categoriesBefore);
      const [row] = await ctx.db.select().from(articles).where(eq(articles.id, body.id));
      expect(row).toMatchObject({
        venueId: bistro,
        verified: false,
        enabled: true,
        createdById: await ctx.userId('staff'),
      });

      const listed = await staff({ method: 'GET', url: products(mesara, kuhinja, 'searchQuery=džigerica') });
      expect(listed.json()).toEqual({ articles: [body], count: 1 });
    });

    it('creates a missing category once and reuses it, also for concurrent requests', async () => {
      const admin = await ctx.as('admin');
      const [a, b] = await Promise.all([
        admin({
          method: 'POST',
          url: url(sank),
          payload: {
            supplierId: pica,
            articleName: 'Sok od višnje 1L',
            categoryName: 'Sezonsko',
            unit: 'Litar',
            price: 310,
          },
        }),
        admin({
          method: 'POST',
          url: url(sank),
          payload: { supplierId: pica, articleName: 'Sok od kajsije 1L', categoryName: 'sezonsko' },
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().category).toEqual(b.json().category);
      expect(a.json()).toMatchObject({ unit: 'Litar', defaultPrice: '310.00' });
      expect(b.json()).toMatchObject({ unit: 'KOM', defaultPrice: null });
      const rows = await ctx.db
        .select()
        .from(articleCategories)
        .where(eq(sql`lower(${articleCategories.name})`, 'sezonsko'));
      expect(rows).toHaveLength(1);
    });

    it("answers sameArticle for a name of the supplier's catalogue or of the venue's own articles", async () => {
      const staff = await ctx.as('staff');
      const before = await count(articles);
      const categoriesBefore = await count(articleCategories);
      for (const articleName of ['pileći FILE', 'JUNEĆA DŽIGERICA']) {
        const response = await staff({
          method: 'POST',
          url: url(kuhinja),
          payload: { supplierId: mesara, articleName, categoryName: 'Potpuno nova kategorija' },
        });
        expect(response.statusCode, articleName).toBe(409);
        expect(response.json()).toMatchObject({ code: 'sameArticle' });
      }
      const ownSupplier = await staff({
        method: 'POST',
        url: url(kuhinja),
        payload: { supplierId: pekara, articleName: 'somun', categoryName: 'Hleb' },
      });
      expect(ownSupplier.statusCode).toBe(409);
      expect(await count(articles)).toBe(before);
      expect(await count(articleCategories)).toBe(categoriesBefore);
    });

    it("allows a name that only another venue's own article of a shared supplier has", async () => {
      await ctx.db.insert(articles).values({
        supplierId: mlekara,
        venueId: kafana,
        categoryId: await categoryId('Mlečni proizvodi'),
        name: 'Sir iz kafane',
      });
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: url(kuhinja),
        payload: { supplierId: mlekara, articleName: 'Sir iz kafane', categoryName: 'Mlečni proizvodi' },
      });
      expect(response.statusCode).toBe(201);
    });

    it("answers 404 for a supplier not of the station, a station not the caller's or another venue's", async () => {
      const before = await count(articles);
      const payload = { supplierId: pica, articleName: 'Nešto novo', categoryName: 'Sokovi' };
      const staff = await ctx.as('staff');
      const notStations = await staff({ method: 'POST', url: url(kuhinja), payload });
      expect(notStations.statusCode).toBe(404);
      expect(notStations.json()).toMatchObject({ code: 'not_found' });
      const viewer = await ctx.as('viewer');
      const pijaca = await supplierId(ctx.db, DEMO.suppliers.pijaca);
      expect(
        (await viewer({ method: 'POST', url: url(magacin), payload: { ...payload, supplierId: pijaca } }))
          .statusCode,
      ).toBe(404);
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'POST', url: url(sank), payload })).statusCode).toBe(404);
      expect(
        (
          await admin2({
            method: 'POST',
            url: url(kafanaKuhinja),
            payload: { ...payload, supplierId: pekara },
          })
        ).statusCode,
      ).toBe(404);
      expect(await count(articles)).toBe(before);
    });

    it('validates the body and creates nothing', async () => {
      const staff = await ctx.as('staff');
      const before = await count(articles);
      const valid = { supplierId: mesara, articleName: 'Validno ime', categoryName: 'Meso' };
      const cases: [object, string][] = [
        [{ ...valid, articleName: '' }, 'common.requiredField'],
        [{ ...valid, articleName: '   ' }, 'common.requiredField'],
        [{ supplierId: mesara, articleName: 'Bez kategorije' }, 'common.requiredField'],
        [{ ...valid, categoryName: '' }, 'common.requiredField'],
        [{ ...valid, supplierId: String(mesara) }, 'invalidInput'],
        [{ ...valid, price: 'abc' }, 'invalidInput'],
        [{ ...valid, price: '1.234' }, 'invalidInput'],
        [{ ...valid, price: -5 }, 'invalidInput'],
        [{ ...valid, unit: 'kg' }, 'invalidInput'],
        [{ ...valid, articleName: 'x'.repeat(121) }, 'invalidInput'],
      ];
      for (const [payload, code] of cases) {
        const response = await staff({ method: 'POST', url: url(kuhinja), payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code });
      }
      expect(
        (await staff({ method: 'POST', url: '/api/articles/abc/manualAdd', payload: valid })).statusCode,
      ).toBe(400);
      const superadmin = await ctx.as('superAdmin');
      expect((await superadmin({ method: 'POST', url: url(kuhinja), payload: valid })).statusCode).toBe(403);
      expect(await count(articles)).toBe(before);
    });
  });

  it('documents the routes in the OpenAPI description', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/articles/products/{supplierId}/{departmentId}',
        '/api/articles/categories/{supplierId}',
        '/api/articles/toggleFavorite',
        '/api/articles/custom/toggleFavorite',
        '/api/articles/favorites',
        '/api/articles/articleSetting',
        '/api/articles/custom/articleSetting',
        '/api/articles/{departmentId}/manualAdd',
      ]),
    );
  });
});
