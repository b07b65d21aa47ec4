/**
 * The stations a plan change keeps or deactivates (docs/decisions, plan changes): a deactivated station keeps its
 * history but takes no new orders (the create statement refuses it).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { stations } from '@/server/db/schema';

/** The venue's live stations, active or deactivated, oldest first: what a plan change keeps or deactivates. */
export function listPlanStations(
  executor: Executor,
  venueId: number,
): Promise<{ id: number; name: string; deactivated: boolean }[]> {
  return executor
    .select({
      id: stations.id,
      name: stations.name,
      deactivated: sql<boolean>`${stations.deactivatedAt} is not null`,
    })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt)))
    .orderBy(asc(stations.id));
}

/** Deactivates (a date) or reactivates (null) the venue's stations. */
export async function setStationsDeactivated(
  executor: Executor,
  venueId: number,
  stationIds: readonly number[],
  deactivatedAt: Date | null,
  now: Date,
): Promise<void> {
  if (stationIds.length === 0) return;
  await executor
    .update(stations)
    .set({ deactivatedAt, updatedAt: now })
    .where(and(eq(stations.venueId, venueId), inArray(stations.id, [...stationIds])));
}
