/**
 * The quick stock count (docs/decisions/0025-order-guards.md) through the HTTP layer: the sheet lists the supplier's
 * articles favorites first, a save records who and when in one transaction (zero is a count; an unknown article
 * writes nothing), the next sheet shows the latest count; another venue's ids 404, bad input 400.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOperations } from '@/domain/articles/articles.contract';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import type { StockCountInput, StockCountSheet } from '@/domain/suggestions/stock-count.schemas';
import { stockCountLines, stockCounts } from '@/server/db/schema';
import { createOrderScene, type OrderScene } from '@/test/app';

describe('stock counts', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(2);
  });
  afterAll(() => scene.ctx.close());

  const params = () => ({ stationId: scene.kuhinja, supplierId: scene.mesara });
  const sheet = async (who: 'staff' | 'otherAdmin' = 'staff') =>
    scene.ctx.call(who, suggestionOperations.stockCountSheet, { params: params() });
  const save = (body: StockCountInput, who: 'staff' | 'otherAdmin' = 'staff') =>
    scene.ctx.call(who, suggestionOperations.saveStockCount, { params: params(), body });

  async function countsOfScene(): Promise<number> {
    const rows = await scene.ctx.db
      .select({ id: stockCounts.id })
      .from(stockCounts)
      .where(and(eq(stockCounts.stationId, scene.kuhinja), eq(stockCounts.supplierId, scene.mesara)));
    return rows.length;
  }

  it('lists the favorites first and records a count with who and when, shown on the next sheet', async () => {
    const [first, second] = scene.meat as [number, number];
    const initial = (await sheet()).json<StockCountSheet>().articles;
    if (!initial.find((article) => article.id === second)?.isFavorite) {
      const favorite = await scene.ctx.call('staff', articleOperations.toggleFavorite, {
        body: { departmentId: scene.kuhinja, articleId: second },
      });
      expect(favorite.statusCode, favorite.body).toBe(200);
    }

    const before = await sheet();
    expect(before.statusCode, before.body).toBe(200);
    const listed = before.json<StockCountSheet>().articles;
    const favorites = listed.filter((article) => article.isFavorite);
    expect(favorites.map((article) => article.id)).toContain(second);
    expect(listed.slice(0, favorites.length).every((article) => article.isFavorite)).toBe(true);
    expect(before.json<StockCountSheet>().lastCountedAt).toBeNull();

    const saved = await save({
      lines: [
        { articleId: first, amount: '4,5' },
        { articleId: second, amount: '0' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ lines: 2 });
    const [row] = await scene.ctx.db.select().from(stockCounts).where(eq(stockCounts.id, saved.json().id));
    expect(row).toMatchObject({ stationId: scene.kuhinja, supplierId: scene.mesara });
    expect(row!.countedById).not.toBeNull();

    const after = (await sheet()).json<StockCountSheet>();
    expect(after.lastCountedAt).toBe(saved.json().countedAt);
    const amounts = new Map(after.articles.map((article) => [article.id, article.lastCounted]));
    expect([amounts.get(first), amounts.get(second)]).toEqual(['4.5', '0']);
  });

  it('writes nothing when an article is not the supplier’s, and 404s for another venue', async () => {
    const before = await countsOfScene();
    const unknown = await save({
      lines: [
        { articleId: scene.meat[0]!, amount: '1' },
        { articleId: 999_999, amount: '1' },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countsOfScene()).toBe(before);
    expect((await sheet('otherAdmin')).statusCode).toBe(404);
    expect(
      (await save({ lines: [{ articleId: scene.meat[0]!, amount: '1' }] }, 'otherAdmin')).statusCode,
    ).toBe(404);
    expect(await countsOfScene()).toBe(before);
  });

  it('refuses bad input with 400 and a code, writing nothing', async () => {
    const before = await countsOfScene();
    const lines = await scene.ctx.db.select().from(stockCountLines);
    for (const [body, code] of [
      [{ lines: [] }, 'invalidInput'],
      [{ lines: [{ articleId: scene.meat[0]!, amount: '-1' }] }, 'invalidAmount'],
      [{ lines: [{ articleId: scene.meat[0]!, amount: '100001' }] }, 'amountTooLarge'],
      [
        {
          lines: [
            { articleId: scene.meat[0]!, amount: '1' },
            { articleId: scene.meat[0]!, amount: '2' },
          ],
        },
        'duplicateArticle',
      ],
    ] as [StockCountInput, string][]) {
      const refused = await save(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code });
    }
    expect(await countsOfScene()).toBe(before);
    expect(await scene.ctx.db.select().from(stockCountLines)).toHaveLength(lines.length);
  });
});
