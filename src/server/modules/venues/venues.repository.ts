/** Venue queries: existence, registration, lookup by tax id. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, Plan, VenueCategory } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  accessRequests,
  subscriptions,
  users,
  venueCategories,
  venueCategoryLinks,
  venueMemberships,
  venues,
} from '@/server/db/schema';

export interface MailRecipient {
  id: number;
  name: string;
  email: string;
  language: Language;
}

const recipientColumns = { id: users.id, name: users.name, email: users.email, language: users.language };

/**
 * Every active super admin: they handle station inquiries (docs/PRODUCT.md#station-inquiry); users_superadmin_idx
 * serves it.
 */
export function findSuperAdminRecipients(executor: Executor): Promise<MailRecipient[]> {
  return executor
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.role, 'ROLE_SUPERADMIN'), eq(users.disabled, false)));
}

/**
 * Every active admin of the venue, whatever their notification setting: an access request waits for one of them
 * to act, so it must reach them (decision 0037: the venue's memberships).
 */
export function findVenueAdminRecipients(executor: Executor, venueId: number): Promise<MailRecipient[]> {
  return executor
    .select(recipientColumns)
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(venueMemberships.role, 'ROLE_ADMIN'),
        eq(users.disabled, false),
      ),
    );
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

/** The venue's name, as invitations and plan inquiries name it. */
export async function findVenueName(executor: Executor, venueId: number): Promise<string | undefined> {
  const [row] = await executor.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  return row?.name;
}

// ---------------------------------------------------------------- registration and access
// (docs/PRODUCT.md#venue-registration)

/** Venue categories (docs/PRODUCT.md#venue-categories), in the reference order of their ids. */
export function listVenueCategories(executor: Executor): Promise<{ id: number; code: VenueCategory }[]> {
  return executor
    .select({ id: venueCategories.id, code: sql<VenueCategory>`${venueCategories.code}` })
    .from(venueCategories)
    .orderBy(asc(venueCategories.id));
}

/** Which of these category ids exist. */
export async function countVenueCategories(executor: Executor, ids: readonly number[]): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(venueCategories)
    .where(inArray(venueCategories.id, [...ids]));
  return row?.count ?? 0;
}

/** The venue with this tax id (venues_pib_uq serves it). */
export async function findVenueByPib(executor: Executor, pib: string) {
  const [row] = await executor
    .select({
      id: venues.id,
      bussiness_name: venues.businessName,
      pib: venues.pib,
      name: venues.name,
      address: venues.address,
      email: venues.email,
      phoneNumber: venues.phoneNumber,
    })
    .from(venues)
    .where(eq(venues.pib, pib));
  return row;
}

export function listCategoriesOfVenue(
  executor: Executor,
  venueId: number,
): Promise<{ id: number; code: VenueCategory }[]> {
  return executor
    .select({ id: venueCategories.id, code: sql<VenueCategory>`${venueCategories.code}` })
    .from(venueCategoryLinks)
    .innerJoin(venueCategories, eq(venueCategories.id, venueCategoryLinks.categoryId))
    .where(eq(venueCategoryLinks.venueId, venueId))
    .orderBy(asc(venueCategories.id));
}

export interface NewVenue {
  businessName: string;
  pib: string;
  name: string;
  address: string;
  phoneNumber: string;
  email: string;
  suppliersWorkingWith: string;
}

export async function insertVenue(executor: Executor, venue: NewVenue, now: Date): Promise<number> {
  const [row] = await executor
    .insert(venues)
    .values({ ...venue, createdAt: now, updatedAt: now })
    .returning({ id: venues.id });
  return row!.id;
}

export async function insertVenueCategoryLinks(
  executor: Executor,
  venueId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await executor
    .insert(venueCategoryLinks)
    .values(categoryIds.map((categoryId) => ({ venueId, categoryId })));
}

export async function insertSubscription(
  executor: Executor,
  venueId: number,
  subscription: { plan: Plan; trialEndsAt: Date | null; departmentLimit: number },
  now: Date,
): Promise<void> {
  await executor.insert(subscriptions).values({ venueId, ...subscription, createdAt: now, updatedAt: now });
}

/** The account as registration and access requests need it, locked so two registrations cannot both pass. */
export async function lockAccount(executor: Executor, userId: number) {
  const [row] = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      venueId: users.venueId,
      verified: users.verified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * The registering user becomes the new venue's admin, with the onboarding wizard ahead (docs/PRODUCT.md#onboarding).
 */
export async function makeVenueAdmin(executor: Executor, userId: number, venueId: number, now: Date) {
  await executor
    .update(users)
    .set({ venueId, role: 'ROLE_ADMIN', finishedOnboarding: false, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * A member registering another venue becomes its admin through a membership only: the home membership (the user
 * row's venue and role) stays as it was (docs/decisions/0037-venue-memberships.md).
 */
export async function addAdminMembership(executor: Executor, userId: number, venueId: number, now: Date) {
  await executor
    .insert(venueMemberships)
    .values({ venueId, userId, role: 'ROLE_ADMIN', canSendOrders: true, orderLimit: null, createdAt: now });
}

export async function hasPendingAccessRequest(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.status, 'PENDING')))
    .limit(1);
  return row !== undefined;
}

export async function insertAccessRequest(
  executor: Executor,
  venueId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await executor.insert(accessRequests).values({ venueId, userId, createdAt: now });
}

/**
 * Step 5 (docs/PRODUCT.md#onboarding-complete): the venue admin's onboarding is over (only their own row, in their
 * venue).
 */
export async function markOnboardingFinished(
  executor: Executor,
  venueId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ finishedOnboarding: true, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        // A member of the venue, whichever venue is the account's home (docs/decisions/0037-venue-memberships.md).
        inArray(
          users.id,
          executor
            .select({ id: venueMemberships.userId })
            .from(venueMemberships)
            .where(eq(venueMemberships.venueId, venueId)),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
