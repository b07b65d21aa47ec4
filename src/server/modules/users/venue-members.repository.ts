/**
 * Writes of one membership (docs/decisions/0037-venue-memberships.md): joining a venue beside the account's others,
 * and leaving or being removed from one. The account itself is never deleted; its home (the users row's copy of one
 * membership) moves when the home membership goes.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { MemberRole } from '@/domain/groups/groups.schemas';
import type { Executor } from '@/server/db/client';
import { stationUsers, users, venueMemberships } from '@/server/db/schema';

/** The membership of the venue, locked until the transaction ends; undefined when the account has none there. */
export async function lockMembership(
  executor: Executor,
  venueId: number,
  userId: number,
): Promise<{ role: MemberRole } | undefined> {
  const [row] = await executor
    .select({ role: venueMemberships.role })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.venueId, venueId), eq(venueMemberships.userId, userId)))
    .for('update');
  return row;
}

/** How many admins the venue has besides the person. */
export async function countOtherAdmins(executor: Executor, venueId: number, userId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(venueMemberships)
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(venueMemberships.role, 'ROLE_ADMIN'),
        ne(venueMemberships.userId, userId),
      ),
    );
  return row?.total ?? 0;
}

/** A membership of a venue that is not the account's home: only venue_memberships is written (decision 0037). */
export async function insertMembership(
  executor: Executor,
  membership: { venueId: number; userId: number; role: MemberRole },
): Promise<void> {
  await executor.insert(venueMemberships).values(membership).onConflictDoNothing();
}

/** The membership and the person's stations of that venue go; the account and its other venues stay. */
export async function deleteMembership(executor: Executor, venueId: number, userId: number): Promise<void> {
  await executor
    .delete(stationUsers)
    .where(and(eq(stationUsers.venueId, venueId), eq(stationUsers.userId, userId)));
  await executor
    .delete(venueMemberships)
    .where(and(eq(venueMemberships.venueId, venueId), eq(venueMemberships.userId, userId)));
}

/**
 * After the home membership went: the home becomes the oldest remaining membership (all four columns copied from it),
 * or none (a staff account without a venue, which may join or register one again).
 */
export async function moveHomeIfGone(executor: Executor, userId: number, goneVenueId: number, now: Date) {
  const [account] = await executor
    .select({ venueId: users.venueId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (account?.venueId !== goneVenueId) return;
  const [next] = await executor
    .select({
      venueId: venueMemberships.venueId,
      role: venueMemberships.role,
      canSendOrders: venueMemberships.canSendOrders,
      orderLimit: venueMemberships.orderLimit,
    })
    .from(venueMemberships)
    .where(eq(venueMemberships.userId, userId))
    .orderBy(asc(venueMemberships.createdAt), asc(venueMemberships.venueId))
    .limit(1);
  await executor
    .update(users)
    .set({ ...(next ?? { venueId: null, role: 'ROLE_USER', orderLimit: null }), updatedAt: now })
    .where(eq(users.id, userId));
}
