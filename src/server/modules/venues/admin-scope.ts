/**
 * Which venue an administration use case may touch (SPEC §6): a venue admin only their own, the super admin any.
 * Another venue's rows answer 404 to a venue admin, exactly like rows that do not exist, and nothing changes.
 */
import { AppError } from '@/domain/errors';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import { venueExists } from './venues.repository';

/** The venue filter of the caller's administration: their venue, or null for the super admin (every venue). */
export function adminVenueFilter(caller: Principal): number | null {
  if (caller.role === 'ROLE_SUPERADMIN') return null;
  if (caller.role !== 'ROLE_ADMIN' || caller.venueId === null) throw new AppError('forbidden');
  return caller.venueId;
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
