/** Venue queries: existence, registration, lookup by tax id. */
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import { users, venues } from '../../db/schema';

export async function venueExists(executor: Executor, venueId: number): Promise<boolean> {
  const [row] = await executor.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  return row !== undefined;
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

export interface MailRecipient {
  id: number;
  name: string;
  email: string;
  language: Language;
}

const recipientColumns = { id: users.id, name: users.name, email: users.email, language: users.language };

/** Every active super admin: they handle station inquiries (SPEC §2); users_superadmin_idx serves it. */
export function findSuperAdminRecipients(executor: Executor): Promise<MailRecipient[]> {
  return executor
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.role, 'ROLE_SUPERADMIN'), eq(users.disabled, false)));
}

/**
 * Every active admin of the venue, whatever their notification setting: an access request waits for one of them
 * to act, so it must reach them (users_venue_idx serves it).
 */
export function findVenueAdminRecipients(executor: Executor, venueId: number): Promise<MailRecipient[]> {
  return executor
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.venueId, venueId), eq(users.role, 'ROLE_ADMIN'), eq(users.disabled, false)));
}

/** The venue's name and tax id, as notices about it show them. */
export async function findVenueLabel(
  executor: Executor,
  venueId: number,
): Promise<{ id: number; name: string; pib: string; disabled: boolean } | undefined> {
  const [row] = await executor
    .select({ id: venues.id, name: venues.name, pib: venues.pib, disabled: venues.disabled })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row;
}
