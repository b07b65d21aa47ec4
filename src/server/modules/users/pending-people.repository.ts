/**
 * People waiting to be let into a venue (/admin/users: docs/PRODUCT.md#team, #access-requests, #invitations):
 * invitations not accepted yet and access requests, of the administered venue or, for the super admin's null, of
 * every venue.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AccessRequest, PendingInvite } from '@/domain/users/team.schemas';
import type { Executor } from '@/server/db/client';
import { accessRequests, invites, users, venues } from '@/server/db/schema';

const venueRef = { id: venues.id, name: venues.name, pib: venues.pib };

/** Invitations sent and neither accepted, revoked nor expired. */
export async function listPendingInvites(
  executor: Executor,
  venue: number | null,
  now: Date,
): Promise<PendingInvite[]> {
  const rows = await executor
    .select({
      id: invites.id,
      email: invites.email,
      venue: venueRef,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
    })
    .from(invites)
    .innerJoin(venues, eq(venues.id, invites.venueId))
    .where(
      and(
        venue === null ? undefined : eq(invites.venueId, venue),
        eq(invites.status, 'PENDING'),
        gt(invites.expiresAt, now),
      ),
    )
    .orderBy(asc(invites.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function listPendingAccessRequests(
  executor: Executor,
  venue: number | null,
): Promise<AccessRequest[]> {
  const rows = await executor
    .select({
      id: accessRequests.id,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      venue: venueRef,
      createdAt: accessRequests.createdAt,
    })
    .from(accessRequests)
    .innerJoin(users, eq(users.id, accessRequests.userId))
    .innerJoin(venues, eq(venues.id, accessRequests.venueId))
    .where(
      and(
        venue === null ? undefined : eq(accessRequests.venueId, venue),
        eq(accessRequests.status, 'PENDING'),
      ),
    )
    .orderBy(asc(accessRequests.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The person's pending request to the administered venue (any venue for the super admin), locked. */
export async function lockPendingAccessRequest(
  executor: Executor,
  venue: number | null,
  userId: number,
): Promise<{ id: number; venueId: number } | undefined> {
  const [row] = await executor
    .select({ id: accessRequests.id, venueId: accessRequests.venueId })
    .from(accessRequests)
    .where(
      and(
        venue === null ? undefined : eq(accessRequests.venueId, venue),
        eq(accessRequests.userId, userId),
        eq(accessRequests.status, 'PENDING'),
      ),
    )
    .orderBy(asc(accessRequests.id))
    .limit(1)
    .for('update');
  return row;
}

/** Decides every pending request of the person: approved for the venue they join, the others rejected. */
export async function decideAccessRequests(
  executor: Executor,
  userId: number,
  approvedVenueId: number,
  deciderId: number | null,
  now: Date,
): Promise<void> {
  await executor
    .update(accessRequests)
    .set({ status: 'APPROVED', decidedById: deciderId, decidedAt: now })
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.venueId, approvedVenueId),
        eq(accessRequests.status, 'PENDING'),
      ),
    );
  await executor
    .update(accessRequests)
    .set({ status: 'REJECTED', decidedById: deciderId, decidedAt: now })
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.status, 'PENDING')));
}
