/**
 * Queries of the team screen (/admin/users: docs/PRODUCT.md#team): people, their stations, pending invitations and
 * access requests. `venue` is the administered venue, or null for the super admin (every venue); a venue admin's
 * filter also keeps super admins out, who never belong to a venue.
 */
import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '@/domain/shared/enums';
import type { AccessRequest, PendingInvite, TeamMember } from '@/domain/users/team.schemas';
import type { Executor } from '@/server/db/client';
import { DEFAULT_CURRENCY } from '@/domain/prices/money';
import { accessRequests, invites, stations, stationUsers, users, venues } from '@/server/db/schema';

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  verified: users.verified,
  disabled: users.disabled,
  emailNotificationsOn: users.emailNotificationsOn,
  canSendOrder: users.canSendOrders,
  orderLimit: users.orderLimit,
  venueId: venues.id,
  venueName: venues.name,
  venueCurrency: venues.currency,
};

const inVenue = (venue: number | null): SQL | undefined =>
  venue === null ? undefined : eq(users.venueId, venue);

async function withStations(
  executor: Executor,
  rows: ({ venueId: number | null; venueName: string | null; venueCurrency: string | null } & Omit<
    TeamMember,
    'venue' | 'departments'
  >)[],
): Promise<TeamMember[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await executor
          .select({ userId: stationUsers.userId, id: stations.id, name: stations.name })
          .from(stationUsers)
          .innerJoin(
            stations,
            and(eq(stations.venueId, stationUsers.venueId), eq(stations.id, stationUsers.stationId)),
          )
          .where(and(inArray(stationUsers.userId, ids), isNull(stations.deletedAt)))
          .orderBy(asc(stations.id));
  return rows.map(({ venueId, venueName, venueCurrency, ...member }) => ({
    ...member,
    venue:
      venueId === null
        ? null
        : { id: venueId, name: venueName ?? '', currency: venueCurrency ?? DEFAULT_CURRENCY },
    departments: links
      .filter((link) => link.userId === member.id)
      .map((link) => ({ id: link.id, name: link.name })),
  }));
}

export async function listTeamMembers(executor: Executor, venue: number | null): Promise<TeamMember[]> {
  const rows = await executor
    .select(memberColumns)
    .from(users)
    .leftJoin(venues, eq(venues.id, users.venueId))
    .where(inVenue(venue))
    .orderBy(asc(users.id));
  return withStations(executor, rows);
}

export async function findTeamMember(
  executor: Executor,
  venue: number | null,
  userId: number,
): Promise<TeamMember | undefined> {
  const rows = await executor
    .select(memberColumns)
    .from(users)
    .leftJoin(venues, eq(venues.id, users.venueId))
    .where(and(inVenue(venue), eq(users.id, userId)));
  const [member] = await withStations(executor, rows);
  return member;
}

/** Locks the person's row (a toggle reads and writes it) when the caller administers them. */
export async function lockTeamMember(
  executor: Executor,
  venue: number | null,
  userId: number,
): Promise<
  | {
      id: number;
      email: string;
      role: Role;
      venueId: number | null;
      verified: boolean;
      disabled: boolean;
      emailNotificationsOn: boolean;
      canSendOrders: boolean;
      orderLimit: string | null;
    }
  | undefined
> {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      verified: users.verified,
      venueId: users.venueId,
      disabled: users.disabled,
      emailNotificationsOn: users.emailNotificationsOn,
      canSendOrders: users.canSendOrders,
      orderLimit: users.orderLimit,
    })
    .from(users)
    .where(and(inVenue(venue), eq(users.id, userId)))
    .for('update');
  return row;
}

export interface MemberChanges {
  disabled?: boolean;
  emailNotificationsOn?: boolean;
  canSendOrders?: boolean;
  orderLimit?: string | null;
  verified?: boolean;
  role?: Role;
  venueId?: number;
}

export async function updateMember(
  executor: Executor,
  venue: number | null,
  userId: number,
  changes: MemberChanges,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(inVenue(venue), eq(users.id, userId)));
}

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
