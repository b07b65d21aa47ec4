/**
 * The group dashboard's reads of invoices, one venue at a time (docs/decisions/0037-venue-memberships.md), counted
 * as the venue's own invoice list counts them; its order counts are the orders module's (countVenueOrders).
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { invoices } from '@/server/db/schema';

/** SEF invoices of the venue that were read and wait for an accept or a reject. */
export async function countInvoicesWaiting(executor: Executor, venueId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.venueId, venueId),
        eq(invoices.source, 'SEF'),
        isNull(invoices.decision),
        isNull(invoices.parseError),
      ),
    );
  return row?.total ?? 0;
}
