/**
 * A venue's plan as stored (plan, trial end, station limit): the facts src/domain/subscriptions/plan-allowance.ts
 * turns into what the venue may do. Stations (their limit), suppliers (ordering schedules) and subscriptions all
 * check it, so the query is no module's own (docs/ARCHITECTURE.md, "Server modules").
 */
import { eq } from 'drizzle-orm';
import type { Plan } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { subscriptions, venues } from '@/server/db/schema';

export interface SubscriptionRow {
  plan: Plan;
  trialEndsAt: Date | null;
  departmentLimit: number;
}

/** undefined: no such venue; `subscription: null`: the venue exists but its subscription was never set. */
export async function findVenueSubscription(
  executor: Executor,
  venueId: number,
): Promise<{ subscription: SubscriptionRow | null } | undefined> {
  const [row] = await executor
    .select({
      plan: subscriptions.plan,
      trialEndsAt: subscriptions.trialEndsAt,
      departmentLimit: subscriptions.departmentLimit,
    })
    .from(venues)
    .leftJoin(subscriptions, eq(subscriptions.venueId, venues.id))
    .where(eq(venues.id, venueId));
  if (!row) return undefined;
  if (row.plan === null || row.departmentLimit === null) return { subscription: null };
  return {
    subscription: { plan: row.plan, trialEndsAt: row.trialEndsAt, departmentLimit: row.departmentLimit },
  };
}
