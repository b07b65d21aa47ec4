/** venue_memberships (docs/decisions/0037-venue-memberships.md): who is in which venue, with what rights. */
import { and, asc, eq } from 'drizzle-orm';
import type { MemberRole } from '@/domain/groups/groups.schemas';
import type { Executor } from '@/server/db/client';
import { venueMemberships, venues } from '@/server/db/schema';

export interface MembershipRow {
  venueId: number;
  name: string;
  role: MemberRole;
  canSendOrders: boolean;
  orderLimit: string | null;
  venueDisabled: boolean;
}

const membershipColumns = {
  venueId: venueMemberships.venueId,
  name: venues.name,
  role: venueMemberships.role,
  canSendOrders: venueMemberships.canSendOrders,
  orderLimit: venueMemberships.orderLimit,
  venueDisabled: venues.disabled,
};

/** The account's memberships, by venue name. */
export async function listMembershipsOf(executor: Executor, userId: number): Promise<MembershipRow[]> {
  return executor
    .select(membershipColumns)
    .from(venueMemberships)
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(eq(venueMemberships.userId, userId))
    .orderBy(asc(venues.name), asc(venues.id));
}

/** The account's membership of one venue, or undefined when it has none there. */
export async function findMembership(
  executor: Executor,
  userId: number,
  venueId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await executor
    .select(membershipColumns)
    .from(venueMemberships)
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.venueId, venueId)));
  return row;
}

/** The venues the account administers (group views and copying a setup never reach past these). */
export async function listAdministeredVenueIds(executor: Executor, userId: number): Promise<number[]> {
  const rows = await executor
    .select({ venueId: venueMemberships.venueId })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.role, 'ROLE_ADMIN')))
    .orderBy(asc(venueMemberships.venueId));
  return rows.map((row) => row.venueId);
}
