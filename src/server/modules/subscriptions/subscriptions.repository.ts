/** Subscription queries, within one venue. */
import { eq } from 'drizzle-orm';
import type { Plan } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import { stationInquiries, subscriptions, venues } from '../../db/schema';

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

/** The venue's plan and trial end, or undefined when its subscription was never set. */
export async function findPlan(
  executor: Executor,
  venueId: number,
): Promise<{ plan: Plan; trialEndsAt: Date | null } | undefined> {
  const [row] = await executor
    .select({ plan: subscriptions.plan, trialEndsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .where(eq(subscriptions.venueId, venueId));
  return row;
}

/** Records a venue's request for more stations (SPEC §2 limit-reached modal); the super admins handle it. */
export async function insertStationInquiry(
  executor: Executor,
  venueId: number,
  userId: number,
  message: string,
  now: Date,
): Promise<void> {
  await executor.insert(stationInquiries).values({ venueId, userId, message, createdAt: now });
}
