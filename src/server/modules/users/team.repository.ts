/**
 * Queries of the team screen (/admin/users: docs/PRODUCT.md#team): people and their stations (the people waiting:
 * pending-people.repository.ts). `venue` is the administered venue, or null for the super admin (every venue). A venue's people are
 * its memberships, with the role, sending right and limit they have there (decision 0037); the super admin's list
 * shows each account with its home membership. Super admins have no memberships, so no venue lists them.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Role } from '@/domain/shared/enums';
import type { TeamMember } from '@/domain/users/team.schemas';
import type { Executor } from '@/server/db/client';
import { DEFAULT_CURRENCY } from '@/domain/prices/money';
import { stations, stationUsers, users, venueMemberships, venues } from '@/server/db/schema';

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  verified: users.verified,
  disabled: users.disabled,
  emailNotificationsOn: users.emailNotificationsOn,
  venueId: venues.id,
  venueName: venues.name,
  venueCurrency: venues.currency,
};

/** The account's home membership (the super admin's view of everybody). */
const homeColumns = {
  ...accountColumns,
  role: users.role,
  canSendOrder: users.canSendOrders,
  orderLimit: users.orderLimit,
};

/** The membership of the venue listed (a venue admin's view, and the venue page's). */
const membershipColumns = {
  ...accountColumns,
  role: venueMemberships.role,
  canSendOrder: venueMemberships.canSendOrders,
  orderLimit: venueMemberships.orderLimit,
};

/** The people of `venue` (its memberships), or every account when null; `userId` narrows to one person. */
function selectMembers(executor: Executor, venue: number | null, userId?: number) {
  const person = userId === undefined ? undefined : eq(users.id, userId);
  if (venue === null) {
    return executor
      .select(homeColumns)
      .from(users)
      .leftJoin(venues, eq(venues.id, users.venueId))
      .where(person)
      .orderBy(asc(users.id));
  }
  return executor
    .select(membershipColumns)
    .from(venueMemberships)
    .innerJoin(users, eq(users.id, venueMemberships.userId))
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(and(eq(venueMemberships.venueId, venue), person))
    .orderBy(asc(users.id));
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** The rows with their stations (of the venue listed) and every venue each person belongs to. */
async function withStations(
  executor: Executor,
  venue: number | null,
  rows: MemberRow[],
): Promise<TeamMember[]> {
  const ids = rows.map((row) => row.id);
  const [links, memberships] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          executor
            .select({ userId: stationUsers.userId, id: stations.id, name: stations.name })
            .from(stationUsers)
            .innerJoin(
              stations,
              and(eq(stations.venueId, stationUsers.venueId), eq(stations.id, stationUsers.stationId)),
            )
            .where(
              and(
                inArray(stationUsers.userId, ids),
                isNull(stations.deletedAt),
                venue === null ? undefined : eq(stationUsers.venueId, venue),
              ),
            )
            .orderBy(asc(stations.id)),
          executor
            .select({
              userId: venueMemberships.userId,
              id: venues.id,
              name: venues.name,
              role: venueMemberships.role,
            })
            .from(venueMemberships)
            .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
            .where(inArray(venueMemberships.userId, ids))
            .orderBy(asc(venues.name), asc(venues.id)),
        ]);
  return rows.map(({ venueId, venueName, venueCurrency, ...member }) => ({
    ...member,
    venue:
      venueId === null
        ? null
        : { id: venueId, name: venueName ?? '', currency: venueCurrency ?? DEFAULT_CURRENCY },
    departments: links
      .filter((link) => link.userId === member.id)
      .map((link) => ({ id: link.id, name: link.name })),
    ...membershipsSeenBy(
      venue,
      memberships.filter((membership) => membership.userId === member.id),
    ),
  }));
}

/** Another venue's name is not a venue admin's to see: their list names only their venue (decision 0037). */
function membershipsSeenBy(
  venue: number | null,
  own: { id: number; name: string; role: Role }[],
): Pick<TeamMember, 'memberships' | 'worksElsewhere'> {
  const all = own.map(({ id, name, role }) => ({ id, name, role }));
  return {
    memberships: venue === null ? all : all.filter((membership) => membership.id === venue),
    worksElsewhere: all.some((membership) => membership.id !== venue),
  };
}

export async function listTeamMembers(executor: Executor, venue: number | null): Promise<TeamMember[]> {
  return withStations(executor, venue, await selectMembers(executor, venue));
}

export async function findTeamMember(
  executor: Executor,
  venue: number | null,
  userId: number,
): Promise<TeamMember | undefined> {
  const [member] = await withStations(executor, venue, await selectMembers(executor, venue, userId));
  return member;
}

/** The person is a member of `venue` (always true for the super admin's null: any account). */
const inVenue = (venue: number | null): SQL | undefined =>
  venue === null
    ? undefined
    : sql`exists (select 1 from ${venueMemberships} where ${venueMemberships.venueId} = ${venue}
        and ${venueMemberships.userId} = ${users.id})`;

export interface LockedMember {
  id: number;
  email: string;
  /** The role, sending right and limit in `venue` (the home membership's for the super admin's null). */
  role: Role;
  /** The venue the change is made in: `venue`, or the home venue for the super admin's null. */
  venueId: number | null;
  verified: boolean;
  disabled: boolean;
  emailNotificationsOn: boolean;
  canSendOrders: boolean;
  orderLimit: string | null;
}

/** Locks the person's row (a toggle reads and writes it) when the caller administers them. */
export async function lockTeamMember(
  executor: Executor,
  venue: number | null,
  userId: number,
): Promise<LockedMember | undefined> {
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
  if (!row || venue === null) return row;
  const [membership] = await executor
    .select({
      role: venueMemberships.role,
      canSendOrders: venueMemberships.canSendOrders,
      orderLimit: venueMemberships.orderLimit,
    })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.venueId, venue), eq(venueMemberships.userId, userId)))
    .for('update');
  return membership ? { ...row, ...membership, venueId: venue } : undefined;
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

/**
 * Writes a change to a person. The account's flags are the account's; the role, sending right and limit are the
 * membership's of `venue` (decision 0037): outside the home venue only that membership is written, in the home venue
 * (and for the super admin's null) the users row, whose trigger writes the home membership the same.
 */
export async function updateMember(
  executor: Executor,
  venue: number | null,
  userId: number,
  changes: MemberChanges,
  now: Date,
): Promise<void> {
  const { role, canSendOrders, orderLimit, ...account } = changes;
  const rights = Object.fromEntries(
    Object.entries({ role, canSendOrders, orderLimit }).filter(([, value]) => value !== undefined),
  ) as Pick<MemberChanges, 'role' | 'canSendOrders' | 'orderLimit'>;
  let userChanges: MemberChanges = changes;
  if (venue !== null && Object.keys(rights).length > 0) {
    const [home] = await executor.select({ venueId: users.venueId }).from(users).where(eq(users.id, userId));
    if (home?.venueId !== venue) {
      await executor
        .update(venueMemberships)
        .set(
          rights as {
            role?: 'ROLE_ADMIN' | 'ROLE_USER';
            canSendOrders?: boolean;
            orderLimit?: string | null;
          },
        )
        .where(and(eq(venueMemberships.venueId, venue), eq(venueMemberships.userId, userId)));
      userChanges = account;
    }
  }
  await executor
    .update(users)
    .set({ ...userChanges, updatedAt: now })
    .where(and(inVenue(venue), eq(users.id, userId)));
}

/** How many venues the account belongs to. */
export async function countMembershipsOf(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(venueMemberships)
    .where(eq(venueMemberships.userId, userId));
  return row?.count ?? 0;
}
