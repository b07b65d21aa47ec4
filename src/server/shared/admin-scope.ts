/**
 * Which venue, and which station of it, an administration use case may touch: a venue admin only their own venue's,
 * the super admin any. Another venue's rows answer 404 to a venue admin, exactly like rows that do not exist, and
 * nothing changes. Admin, reports, stations, subscriptions, users and venues all administer venues, so the scope is
 * no module's own (docs/ARCHITECTURE.md, "Server modules"); so is the venue's row lock that makes their changes of one
 * venue take turns.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/domain/errors';
import type { Executor } from '@/server/db/client';
import { stations, venues } from '@/server/db/schema';
import type { Principal } from '@/server/plugins/auth';

/** The venue filter of the caller's administration: their venue, or null for the super admin (every venue). */
export function adminVenueFilter(caller: Principal): number | null {
  if (caller.role === 'ROLE_SUPERADMIN') return null;
  if (caller.role !== 'ROLE_ADMIN' || caller.venueId === null) throw new AppError('forbidden');
  return caller.venueId;
}

async function venueExists(executor: Executor, venueId: number): Promise<boolean> {
  const [row] = await executor.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  return row !== undefined;
}

/** 404 unless the caller administers the venue and it exists. */
export async function requireAdminVenue(
  executor: Executor,
  caller: Principal,
  venueId: number,
): Promise<void> {
  const filter = adminVenueFilter(caller);
  if (filter !== null && filter !== venueId) throw new AppError('not_found', 'No such venue');
  if (!(await venueExists(executor, venueId))) throw new AppError('not_found', 'No such venue');
}

export interface AdminStation {
  id: number;
  venueId: number;
  name: string;
}

/** A live station as its administration sees it: any venue's when `venueFilter` is null (the super admin). */
export async function findAdminStation(
  executor: Executor,
  venueFilter: number | null,
  stationId: number,
): Promise<AdminStation | undefined> {
  const [row] = await executor
    .select({ id: stations.id, venueId: stations.venueId, name: stations.name })
    .from(stations)
    .where(
      and(
        eq(stations.id, stationId),
        isNull(stations.deletedAt),
        venueFilter === null ? undefined : eq(stations.venueId, venueFilter),
      ),
    );
  return row;
}

/** The live station the caller administers, or 404. */
export async function requireAdminStation(
  executor: Executor,
  caller: Principal,
  stationId: number,
): Promise<AdminStation> {
  const station = await findAdminStation(executor, adminVenueFilter(caller), stationId);
  if (!station) throw new AppError('not_found', 'No such station');
  return station;
}

/** Takes the venue's row lock until the transaction ends: one station count and insert at a time per venue. */
export async function lockVenue(executor: Executor, venueId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.id, venueId))
    .for('update');
  return row !== undefined;
}
