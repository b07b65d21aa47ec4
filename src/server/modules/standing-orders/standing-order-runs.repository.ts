/**
 * The preparation's reads and claims (docs/decisions/0030-standing-orders.md). Every process runs the job; the claim
 * is one INSERT ... ON CONFLICT DO NOTHING on the (standing order, date) primary key inside the preparation's
 * transaction, so a second process either waits for the first one's commit and finds its row, or finds it at once:
 * an occurrence is prepared once.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { DeliverySchedule } from '@/domain/suppliers/ordering-schedule';
import type { Executor } from '@/server/db/client';
import { standingOrderRuns, standingOrders, supplierNotes, suppliers } from '@/server/db/schema';
import type { StandingOrderRow } from './standing-orders.repository';

/** Standing orders not paused with no run on `date` yet (standing_orders_active_idx; the runs' primary key). */
export function findUnpreparedStandingOrders(executor: Executor, date: string): Promise<StandingOrderRow[]> {
  return executor
    .select()
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.paused, false),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(standingOrderRuns)
            .where(
              and(eq(standingOrderRuns.standingOrderId, standingOrders.id), eq(standingOrderRuns.date, date)),
            ),
        ),
      ),
    );
}

/** Claims the occurrence; false when another run (this process's or another's) already has it. */
export async function claimOccurrence(
  executor: Executor,
  run: { standingOrderId: number; date: string; now: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(standingOrderRuns)
    .values({ standingOrderId: run.standingOrderId, date: run.date, preparedAt: run.now })
    .onConflictDoNothing()
    .returning({ id: standingOrderRuns.standingOrderId });
  return rows.length > 0;
}

export async function recordRunOrder(
  executor: Executor,
  run: { standingOrderId: number; date: string; orderId: number },
): Promise<void> {
  await executor
    .update(standingOrderRuns)
    .set({ orderId: run.orderId })
    .where(
      and(eq(standingOrderRuns.standingOrderId, run.standingOrderId), eq(standingOrderRuns.date, run.date)),
    );
}

/** The supplier's ordering schedule at the venue, or null without one. */
export async function findDeliverySchedule(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<DeliverySchedule | null> {
  const [row] = await executor
    .select({ daysInWeek: supplierNotes.daysInWeek, timeToOrder: supplierNotes.timeToOrder })
    .from(supplierNotes)
    .where(and(eq(supplierNotes.venueId, venueId), eq(supplierNotes.supplierId, supplierId)))
    .limit(1);
  return row ?? null;
}

export async function supplierNameOf(executor: Executor, supplierId: number): Promise<string> {
  const [row] = await executor
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row?.name ?? '';
}
