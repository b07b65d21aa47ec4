/**
 * Copying a venue's setup into a venue being registered (docs/decisions/0038-copy-venue-setup.md): only from a venue
 * the caller administers, inside the registration's transaction, and independent afterwards (new rows, new ids;
 * catalogue suppliers and articles are shared, so they are linked rather than copied). Orders, people, invoices and
 * stock counts are never copied.
 */
import { AppError } from '@/domain/errors';
import type { CopyFrom } from '@/domain/venues/venues.schemas';
import type { Executor } from '@/server/db/client';
import { findMembership } from '@/server/modules/groups/groups.public';
import {
  copyArticles,
  copyContacts,
  copySchedules,
  copyStationArticles,
  copyStations,
  copyStationSuppliers,
  copySuppliers,
  type CopyScope,
} from './copy-setup.repository';

/**
 * The source must be a venue the caller administers; any other (staff there, not a member, no such venue) is 403,
 * so the answer says nothing about whether the venue exists.
 */
export async function requireCopySource(tx: Executor, userId: number, venueId: number): Promise<void> {
  const membership = await findMembership(tx, userId, venueId);
  if (membership?.role !== 'ROLE_ADMIN') throw new AppError('forbidden', 'Not an admin of that venue');
}

export interface CopyRequest extends CopyScope {
  userId: number;
  parts: CopyFrom['parts'];
  /** How many stations the new venue's plan allows; the rest are copied deactivated. */
  stationLimit: number;
}

/** The chosen parts, in dependency order (the schema has refused a part without the parts it needs). */
export async function copySetup(tx: Executor, request: CopyRequest): Promise<void> {
  const parts = new Set(request.parts);
  if (parts.has('stations')) await copyStations(tx, request, request.stationLimit);
  if (parts.has('suppliers')) {
    await copySuppliers(tx, request);
    await copyContacts(tx, request);
    await copySchedules(tx, request, request.userId);
    if (parts.has('stations')) await copyStationSuppliers(tx, request);
  }
  if (parts.has('articles')) {
    await copyArticles(tx, request, request.userId);
    if (parts.has('stations')) {
      await copyStationArticles(tx, request, {
        favorites: parts.has('favorites'),
        parLevels: parts.has('parLevels'),
      });
    }
  }
}
