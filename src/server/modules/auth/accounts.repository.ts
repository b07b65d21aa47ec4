/**
 * The accounts auth signs in, registers, verifies and resets (the users table). E-mails are stored lower-cased and
 * always looked up through lower(email), which the unique index users_email_lower_uq serves.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Language, Role } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { users, venueMemberships, venues } from '@/server/db/schema';

/** What login and refresh need to decide whether the account may have a session. */
export interface AccountState {
  id: number;
  email: string;
  name: string;
  language: Language;
  passwordHash: string;
  role: Role;
  venueId: number | null;
  verified: boolean;
  disabled: boolean;
  /** Whether the venue asked about (the home one unless another is named) is disabled. */
  venueDisabled: boolean;
}

const accountStateColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
  passwordHash: users.passwordHash,
  role: users.role,
  venueId: users.venueId,
  verified: users.verified,
  disabled: users.disabled,
  venueDisabled: sql<boolean>`coalesce(${venues.disabled}, false)`,
};

const emailIs = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function findAccountByEmail(
  executor: Executor,
  email: string,
): Promise<AccountState | undefined> {
  const [row] = await executor
    .select(accountStateColumns)
    .from(users)
    .leftJoin(venues, eq(venues.id, users.venueId))
    .where(emailIs(email));
  return row;
}

/**
 * The account; `venueDisabled` tells about `venueId` when given (the venue of the caller's access token, decision
 * 0037), otherwise about the home venue.
 */
export async function findAccountById(
  executor: Executor,
  userId: number,
  venueId?: number | null,
): Promise<AccountState | undefined> {
  const venueOfQuestion = venueId ?? null;
  const [row] = await executor
    .select(accountStateColumns)
    .from(users)
    .leftJoin(
      venues,
      venueOfQuestion === null ? eq(venues.id, users.venueId) : eq(venues.id, venueOfQuestion),
    )
    .where(eq(users.id, userId));
  return row;
}

/** One venue the account belongs to (docs/decisions/0037-venue-memberships.md), as a session needs it. */
export interface AccountMembership {
  venueId: number;
  role: 'ROLE_ADMIN' | 'ROLE_USER';
  venueDisabled: boolean;
}

/** The account's memberships, oldest first (the order a login falls back in when its venue is closed). */
export function listAccountMemberships(executor: Executor, userId: number): Promise<AccountMembership[]> {
  return executor
    .select({
      venueId: venueMemberships.venueId,
      role: venueMemberships.role,
      venueDisabled: venues.disabled,
    })
    .from(venueMemberships)
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(eq(venueMemberships.userId, userId))
    .orderBy(asc(venueMemberships.createdAt), asc(venueMemberships.venueId));
}

export async function emailExists(executor: Executor, email: string): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(emailIs(email));
  return row !== undefined;
}

export interface NewUser {
  email: string;
  name: string;
  phone: string;
  passwordHash: string;
  language: Language;
  role?: Role;
  verified?: boolean;
  finishedOnboarding?: boolean;
  /** Set when the account is created straight into a venue (an accepted invitation). */
  venueId?: number | null;
}

export async function insertUser(executor: Executor, user: NewUser): Promise<number> {
  const [row] = await executor
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning({ id: users.id });
  return row!.id;
}

export async function setPassword(
  executor: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await executor.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markVerified(executor: Executor, userId: number, now: Date): Promise<void> {
  await executor.update(users).set({ verified: true, updatedAt: now }).where(eq(users.id, userId));
}
