/**
 * Queries on user accounts (the users table). E-mails are stored lower-cased and always looked up through
 * lower(email), which the unique index users_email_lower_uq serves.
 */
import { and, eq } from 'drizzle-orm';
import type { Language, Theme } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { users, venueMemberships } from '@/server/db/schema';

export interface ProfileChanges {
  name: string;
  phone: string;
  language: Language;
  theme: Theme;
}

export async function updateProfileFields(
  executor: Executor,
  userId: number,
  changes: ProfileChanges,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function makeSuperadmin(
  executor: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({
      role: 'ROLE_SUPERADMIN',
      verified: true,
      disabled: false,
      finishedOnboarding: true,
      passwordHash,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * The venue's admins who want e-mail notifications (emailNotificationsOn: docs/PRODUCT.md#data-venue), not disabled.
 */
export function findNotifiedAdmins(
  executor: Executor,
  venueId: number,
): Promise<{ id: number; name: string; email: string; language: Language }[]> {
  return executor
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(venueMemberships.role, 'ROLE_ADMIN'),
        eq(users.emailNotificationsOn, true),
        eq(users.disabled, false),
      ),
    );
}

/** An invited account's own details, given on the accept page (POST /register-invite). */
export async function setAccountDetails(
  executor: Executor,
  userId: number,
  details: { name: string; phone: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...details, updatedAt: now })
    .where(eq(users.id, userId));
}
