/**
 * The order preview's guards (docs/decisions/0025-order-guards.md): unusual amounts against each article's last order
 * and the supplier's minimum order value against the lines' current prices. Computed here rather than in the browser
 * so the history and prices never travel in bulk; the rules are the domain's (src/domain/suggestions/order-guards.ts).
 * A read: no transaction beyond its statements. Another venue's station or supplier answers 404.
 */
import { normalizeAmount } from '@/domain/orders/amount';
import { orderTotal } from '@/domain/prices/money';
import { minimumShortfall, outlierLines } from '@/domain/suggestions/order-guards';
import type { OrderCheck, OrderCheckData } from '@/domain/suggestions/suggestions.schemas';
import { findSupplierNote } from '@/server/modules/suppliers/suppliers.public';
import { requireStationSupplier } from '@/server/shared/station-visibility';
import type { ServiceContext } from '@/server/types';
import { findCurrentPrices, findLastAmounts, findVenueCurrency } from './order-checks.repository';

export async function checkOrder(
  ctx: ServiceContext<'db'>,
  stationId: number,
  input: OrderCheckData,
): Promise<OrderCheck> {
  const { caller, db } = ctx;
  const venueId = caller.venueId;
  await requireStationSupplier(db, caller, stationId, input.supplierId);
  const articleIds = input.lines.map((line) => line.articleId);
  const lastAmounts = await findLastAmounts(db, {
    venueId,
    stationId,
    supplierId: input.supplierId,
    custom: input.custom,
    excludeOrderId: input.orderId,
    articleIds,
  });
  const usual = new Map([...lastAmounts].map(([articleId, amount]) => [articleId, normalizeAmount(amount)]));
  const outliers = outlierLines(input.lines, usual);

  const note = await findSupplierNote(db, venueId, input.supplierId);
  if (!note?.minimumOrderValue) return { outliers, minimum: null };
  const prices = await findCurrentPrices(db, {
    venueId,
    stationId,
    supplierId: input.supplierId,
    articleIds,
  });
  const { total } = orderTotal(
    input.lines.map((line) => ({ amount: line.amount, unitPrice: prices.get(line.articleId) ?? null })),
  );
  const shortfall = minimumShortfall(total, note.minimumOrderValue);
  if (!shortfall) return { outliers, minimum: null };
  return { outliers, minimum: { ...shortfall, currency: await findVenueCurrency(db, venueId) } };
}
