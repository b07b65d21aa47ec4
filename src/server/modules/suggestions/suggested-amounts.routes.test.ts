/**
 * Suggested amounts (docs/decisions/0032-suggested-amounts.md) through the HTTP layer, on a venue of the test's own:
 * nothing without history, par minus a count of today (not one of three days ago), the same-weekday average of sent
 * orders (not drafts, not other weekdays), another venue's station or supplier 404, bad input 400.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { addDays, venueToday } from '@/domain/shared/dates';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import type { Suggestions } from '@/domain/suggestions/suggestions.schemas';
import { orders, stationArticleSettings } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { operationUrl } from '@/test/call';
import { createArticle, createOrder, createOrderingVenue, type OrderingVenue } from '@/test/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('suggested amounts', () => {
  let ctx: TestContext;
  let venue: OrderingVenue;
  let other: OrderingVenue;
  let deliveryDate: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    venue = await createOrderingVenue(ctx.db, { articleCount: 3 });
    other = await createOrderingVenue(ctx.db, { articleCount: 1 });
    deliveryDate = addDays(venueToday(ctx.clock.now()), 1);
  });
  afterAll(() => ctx.close());

  async function suggest(
    query: Record<string, string>,
    as = venue.admin,
    params = { stationId: venue.stationId, supplierId: venue.supplierId },
  ) {
    const inject = await ctx.as(as);
    return inject({
      method: 'GET',
      url: operationUrl(suggestionOperations.suggestedAmounts, { params, query }),
    });
  }

  async function count(lines: { articleId: number; amount: string }[]) {
    const inject = await ctx.as(venue.admin);
    const saved = await inject({
      method: 'POST',
      url: operationUrl(suggestionOperations.saveStockCount, {
        params: { stationId: venue.stationId, supplierId: venue.supplierId },
      }),
      payload: { lines },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }

  /** An order of the articles, sent when asked, then moved to a past delivery date (routes take no past date). */
  async function ordered(deadline: string, articleIds: number[], amounts: string[], send = true) {
    const id = await createOrder(ctx, {
      as: venue.admin,
      stationId: venue.stationId,
      supplierId: venue.supplierId,
      articleIds,
      amounts,
    });
    if (send) {
      const inject = await ctx.as(venue.admin);
      const sent = await inject({
        method: 'POST',
        url: operationUrl(regularOrderOperations.send, { query: { orderId: id } }),
        payload: { supplierContactId: venue.contactId, channel: 'sms' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await ctx.db.update(orders).set({ deadline }).where(eq(orders.id, id));
  }

  async function setPar(articleId: number, par: string) {
    await ctx.db
      .update(stationArticleSettings)
      .set({ recommendedQuantity: par })
      .where(
        and(
          eq(stationArticleSettings.stationId, venue.stationId),
          eq(stationArticleSettings.articleId, articleId),
        ),
      );
  }

  it('suggests nothing without a count or history', async () => {
    const none = await suggest({ deadline: deliveryDate });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ suggestions: [] });
  });

  it('ignores a count of three days ago and fills up to par from a count of today', async () => {
    const [first, second] = venue.articleIds as [number, number];
    await setPar(first, '10');
    ctx.clock.set(new Date(Date.now() - 3 * DAY_MS));
    await count([{ articleId: first, amount: '1' }]);
    ctx.clock.reset();
    expect((await suggest({ deadline: deliveryDate })).json()).toEqual({ suggestions: [] });

    // The second article is counted but has no par: a count alone says nothing about what is needed.
    await count([
      { articleId: first, amount: '4' },
      { articleId: second, amount: '2' },
    ]);
    const fresh = (await suggest({ deadline: deliveryDate })).json<Suggestions>();
    expect(fresh.suggestions).toEqual([
      {
        article: expect.objectContaining({ id: first, unit: 'KOM', recommendedQuantity: '10' }),
        amount: '6',
        source: 'count',
        par: '10',
        counted: '4',
      },
    ]);
  });

  it('averages the sent orders of the same weekday, leaving out drafts and other weekdays', async () => {
    const third = venue.articleIds[2]!;
    await ordered(addDays(deliveryDate, -7), [third], ['3']);
    await ordered(addDays(deliveryDate, -14), [third], ['4']);
    await ordered(addDays(deliveryDate, -21), [third], ['6']);
    await ordered(addDays(deliveryDate, -28), [third], ['50'], false);
    await ordered(addDays(deliveryDate, -8), [third], ['50']);
    const weekly = (await suggest({ deadline: deliveryDate })).json<Suggestions>();
    expect(weekly.suggestions.find((suggestion) => suggestion.article.id === third)).toEqual({
      article: expect.objectContaining({ id: third, name: expect.any(String) }),
      amount: '4',
      source: 'history',
      weeks: 3,
    });
    // Warehouse orders have their own history.
    const custom = (await suggest({ deadline: deliveryDate, custom: 'true' })).json<Suggestions>();
    expect(custom.suggestions.some((suggestion) => suggestion.article.id === third)).toBe(false);
  });

  it('answers 404 for another venue’s station or supplier', async () => {
    expect((await suggest({ deadline: deliveryDate }, other.admin)).statusCode).toBe(404);
    const foreignSupplier = await suggest({ deadline: deliveryDate }, venue.admin, {
      stationId: venue.stationId,
      supplierId: other.supplierId,
    });
    expect(foreignSupplier.statusCode).toBe(404);
    const foreignStation = await suggest({ deadline: deliveryDate }, venue.admin, {
      stationId: other.stationId,
      supplierId: venue.supplierId,
    });
    expect(foreignStation.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a code', async () => {
    for (const [query, code] of [
      [{}, 'invalidDate'],
      [{ deadline: '2026-02-30' }, 'invalidDate'],
      [{ deadline: 'tomorrow' }, 'invalidDate'],
      [{ deadline: deliveryDate, custom: 'yes' }, 'invalidInput'],
    ] as [Record<string, string>, string][]) {
      const refused = await suggest(query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.json()).toMatchObject({ code });
    }
  });

  it('leaves out an article the station switched off', async () => {
    const off = await createArticle(ctx.db, venue.venueId, venue.supplierId, {
      station: { id: venue.stationId },
    });
    await ordered(addDays(deliveryDate, -7), [off.id], ['2']);
    await ctx.db
      .update(stationArticleSettings)
      .set({ enabled: false })
      .where(eq(stationArticleSettings.articleId, off.id));
    const answer = (await suggest({ deadline: deliveryDate })).json<Suggestions>();
    expect(answer.suggestions.some((suggestion) => suggestion.article.id === off.id)).toBe(false);
  });
});
