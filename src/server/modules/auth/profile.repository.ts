/**
 * The user profile (docs/PRODUCT.md#data-user) (answered by login and GET /users/profile): the account, its venue,
 * whether it waits for approval, and the venue's suppliers and people.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@/domain/auth/profile.schemas';
import { DEFAULT_CURRENCY } from '@/domain/prices/money';
import type { Executor } from '@/server/db/client';
import { accessRequests, invites, suppliers, users, venues, venueSuppliers } from '@/server/db/schema';

export async function loadProfile(executor: Executor, userId: number): Promise<Profile | undefined> {
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
    .leftJoin(venues, eq(venues.id, users.venueId))
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
    role: row.role,
    verified: row.verified,
    suppliers: venueSupplierList,
    venueUsers: venueUserList,
    canSendOrder: row.canSendOrder,
    orderLimit: row.orderLimit,
  };
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

function listVenueUsers(executor: Executor, venueId: number): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.venueId, venueId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
