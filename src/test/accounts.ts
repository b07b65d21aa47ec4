/** Factories for accounts and venues, so a test that changes one does not disturb the demo data others use. */
import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { users, venues } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/auth/auth.public';
import { randomPib } from '@/test/pib';

export const TEST_PASSWORD = 'Test_pass_1';

let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@nabavka.test`;
}

export async function createAccount(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; email: string; password: string }> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? uniqueEmail();
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test Account',
      phone: '+381601234567',
      verified: true,
      ...overrides,
      email,
      passwordHash: await passwordHash,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password: TEST_PASSWORD };
}

export async function createVenue(
  db: Database,
  overrides: Partial<typeof venues.$inferInsert> = {},
): Promise<{ id: number; name: string }> {
  const name = overrides.name ?? `Test Venue ${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(venues)
    .values({
      businessName: `${name} DOO`,
      pib: randomPib(),
      ...overrides,
      name,
    })
    .returning({ id: venues.id });
  return { id: row!.id, name };
}
