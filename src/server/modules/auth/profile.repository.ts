/**
 * The user profile (docs/PRODUCT.md#data-user) (answered by login, GET /users/profile and the venue switch): the
 * account, the venue of the session with the account's membership there (role, sending right, order limit: decision
 * 0037), whether it waits for approval, and that venue's suppliers and people.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@/domain/auth/profile.schemas';
import { DEFAULT_CURRENCY } from '@/domain/prices/money';
import type { Executor } from '@/server/db/client';
import {
  accessRequests,
  invites,
  suppliers,
  users,
  venueMemberships,
  venues,
  venueSuppliers,
} from '@/server/db/schema';

/**
 * The profile in `venueId` (the access token's venue) when the account is a member there; otherwise (no venue named,
 * an account-level role, a membership revoked since the token was signed) in the home venue.
 */
export async function loadProfile(
  executor: Executor,
  userId: number,
  sessionVenueId?: number | null,
): Promise<Profile | undefined> {
  const membership =
    sessionVenueId == null ? undefined : await findMembershipOf(executor, userId, sessionVenueId);
  const [row] = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      theme: users.theme,
      finishedOnboarding: users.finishedOnboarding,
      role: users.role,
      verified: users.verified,
      canSendOrder: users.canSendOrders,
      orderLimit: users.orderLimit,
      venueId: venues.id,
      venueName: venues.name,
      currency: venues.currency,
      pricesInMessage: venues.pricesInMessage,
      // An accepted invitation not yet approved, or an access request still pending, blocks the app
      // (docs/PRODUCT.md#request-access, #pending-access).
      pendingInvites: sql<boolean>`(
        exists (select 1 from ${invites} where ${invites.userId} = ${users.id} and ${invites.status} = 'ACCEPTED')
        or exists (
          select 1 from ${accessRequests}
          where ${accessRequests.userId} = ${users.id} and ${accessRequests.status} = 'PENDING'
        )
      )`,
    })
    .from(users)
    .leftJoin(venues, eq(venues.id, membership ? membership.venueId : users.venueId))
    .where(eq(users.id, userId));
  if (!row) return undefined;

  const venueId = row.venueId;
  const [venueSupplierList, venueUserList] =
    venueId === null
      ? [[], []]
      : await Promise.all([listVenueSuppliers(executor, venueId), listVenueUsers(executor, venueId)]);

  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    theme: row.theme,
    finishedOnboarding: row.finishedOnboarding,
    pending_invites: row.pendingInvites,
    venue:
      venueId === null
        ? null
        : {
            id: venueId,
            name: row.venueName ?? '',
            currency: row.currency ?? DEFAULT_CURRENCY,
            pricesInMessage: row.pricesInMessage ?? false,
          },
    role: membership?.role ?? row.role,
    verified: row.verified,
    suppliers: venueSupplierList,
    venueUsers: venueUserList,
    canSendOrder: membership?.canSendOrders ?? row.canSendOrder,
    orderLimit: membership ? membership.orderLimit : row.orderLimit,
  };
}

async function findMembershipOf(executor: Executor, userId: number, venueId: number) {
  const [row] = await executor
    .select({
      venueId: venueMemberships.venueId,
      role: venueMemberships.role,
      canSendOrders: venueMemberships.canSendOrders,
      orderLimit: venueMemberships.orderLimit,
    })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.venueId, venueId)));
  return row;
}

// Sorted by lower(name) so both engines (whatever their collation) answer the same order.
function listVenueSuppliers(executor: Executor, venueId: number): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(venueSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, venueSuppliers.supplierId))
    .where(and(eq(venueSuppliers.venueId, venueId), isNull(suppliers.deletedAt)))
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/** The venue's people: its members (decision 0037), not the accounts whose home it is. */
function listVenueUsers(executor: Executor, venueId: number): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: users.id, name: users.name })
    .from(venueMemberships)
    .innerJoin(users, eq(users.id, venueMemberships.userId))
    .where(eq(venueMemberships.venueId, venueId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
