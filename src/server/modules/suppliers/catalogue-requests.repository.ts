/**
 * Requests to the super admins for new catalogue suppliers and articles (docs/PRODUCT.md#api-catalogue), kept for
 * them to handle.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { articleRequests, supplierRequests, users, venues } from '@/server/db/schema';

/** Names the request mail shows: the venue and who asked. */
export async function requesterNames(
  executor: Executor,
  venueId: number,
  userId: number,
): Promise<{ venueName: string; userName: string }> {
  const [venue] = await executor.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  const [user] = await executor
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return { venueName: venue?.name ?? '', userName: user ? `${user.name}, ${user.email}` : '' };
}

export async function insertSupplierRequest(
  executor: Executor,
  request: { venueId: number; userId: number; name: string; pib: string | null; contact: string },
  now: Date,
): Promise<void> {
  await executor.insert(supplierRequests).values({ ...request, createdAt: now });
}

export async function insertArticleRequest(
  executor: Executor,
  request: { venueId: number; userId: number; supplierId: number; name: string; note: string },
  now: Date,
): Promise<void> {
  await executor.insert(articleRequests).values({ ...request, createdAt: now });
}
