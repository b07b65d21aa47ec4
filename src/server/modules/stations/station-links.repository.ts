/** Who works at a station and which suppliers it orders from: the link tables, always within one venue. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { stations, stationSuppliers, stationUsers, venueMemberships } from '@/server/db/schema';

/** Which of `ids` are the venue's live stations that take orders (not deleted, not deactivated by a plan change). */
export async function findActiveStationIds(
  executor: Executor,
  venueId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: stations.id })
    .from(stations)
    .where(
      and(
        eq(stations.venueId, venueId),
        inArray(stations.id, [...ids]),
        isNull(stations.deletedAt),
        isNull(stations.deactivatedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** A member of the venue (staff or venue admin: decision 0037), who can be linked to its stations. */
export async function isVenueMember(executor: Executor, venueId: number, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: venueMemberships.userId })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.venueId, venueId), eq(venueMemberships.userId, userId)));
  return row !== undefined;
}

export async function insertStationUser(
  executor: Executor,
  venueId: number,
  stationId: number,
  userId: number,
): Promise<void> {
  await executor.insert(stationUsers).values({ venueId, stationId, userId }).onConflictDoNothing();
}

export async function deleteStationUser(
  executor: Executor,
  venueId: number,
  stationId: number,
  userId: number,
): Promise<void> {
  await executor
    .delete(stationUsers)
    .where(
      and(
        eq(stationUsers.venueId, venueId),
        eq(stationUsers.stationId, stationId),
        eq(stationUsers.userId, userId),
      ),
    );
}

export async function insertStationSupplier(
  executor: Executor,
  venueId: number,
  stationId: number,
  supplierId: number,
  now: Date,
): Promise<void> {
  await executor
    .insert(stationSuppliers)
    .values({ venueId, stationId, supplierId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteStationSupplier(
  executor: Executor,
  venueId: number,
  stationId: number,
  supplierId: number,
): Promise<void> {
  await executor
    .delete(stationSuppliers)
    .where(
      and(
        eq(stationSuppliers.venueId, venueId),
        eq(stationSuppliers.stationId, stationId),
        eq(stationSuppliers.supplierId, supplierId),
      ),
    );
}
