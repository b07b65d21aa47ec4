/** Venue queries: existence, registration, lookup by tax id. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { venues } from '../../db/schema';

export async function venueExists(executor: Executor, venueId: number): Promise<boolean> {
  const [row] = await executor.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  return row !== undefined;
}

/** Takes the venue's row lock until the transaction ends: one station count and insert at a time per venue. */
export async function lockVenue(executor: Executor, venueId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.id, venueId))
    .for('update');
  return row !== undefined;
}
