/** Subscription queries, within one venue. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Plan } from '@/domain/shared/enums';
import type { PaidPlan, PlanInquiry } from '@/domain/subscriptions/subscriptions.schemas';
import type { Executor } from '@/server/db/client';
import { planInquiries, stationInquiries, stations, subscriptions, users } from '@/server/db/schema';

/** Writes the venue's plan and station limit; a venue whose subscription was never set gets one (no trial). */
export async function saveSubscription(
  executor: Executor,
  venueId: number,
  values: { plan: Plan; departmentLimit: number },
  now: Date,
): Promise<void> {
  await executor
    .insert(subscriptions)
    .values({ venueId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.venueId, set: { ...values, updatedAt: now } });
}

export async function insertPlanInquiry(
  executor: Executor,
  values: { venueId: number; userId: number; selectedPlan: PaidPlan; checkedStations: number[] },
  now: Date,
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(planInquiries)
    .values({ ...values, createdAt: now })
    .returning({ id: planInquiries.id });
  return row!;
}

/** The stations the venue's newest unanswered inquiry for `plan` asked to keep, if there is one. */
export async function latestOpenInquiryStations(
  executor: Executor,
  venueId: number,
  plan: Plan,
): Promise<number[] | undefined> {
  if (plan === 'FREE') return undefined; // nobody asks for FREE
  const [row] = await executor
    .select({ checkedStations: planInquiries.checkedStations })
    .from(planInquiries)
    .where(
      and(
        eq(planInquiries.venueId, venueId),
        isNull(planInquiries.handledAt),
        eq(planInquiries.selectedPlan, plan),
      ),
    )
    .orderBy(desc(planInquiries.createdAt), desc(planInquiries.id))
    .limit(1);
  return row?.checkedStations;
}

/** A plan change answers the venue's open inquiries. */
export async function markInquiriesHandled(executor: Executor, venueId: number, now: Date): Promise<void> {
  await executor
    .update(planInquiries)
    .set({ handledAt: now })
    .where(and(eq(planInquiries.venueId, venueId), isNull(planInquiries.handledAt)));
}

/** The venue's inquiries, newest first (plan_inquiries_venue_idx), with the names of the stations they keep. */
export async function listPlanInquiries(
  executor: Executor,
  venueId: number,
  limit: number,
  onlyId?: number,
): Promise<PlanInquiry[]> {
  const rows = await executor
    .select({
      id: planInquiries.id,
      selectedPlan: planInquiries.selectedPlan,
      userName: users.name,
      userEmail: users.email,
      checkedStations: planInquiries.checkedStations,
      createdAt: planInquiries.createdAt,
      handledAt: planInquiries.handledAt,
    })
    .from(planInquiries)
    .leftJoin(users, eq(users.id, planInquiries.userId))
    .where(
      and(
        eq(planInquiries.venueId, venueId),
        onlyId === undefined ? undefined : eq(planInquiries.id, onlyId),
      ),
    )
    .orderBy(desc(planInquiries.createdAt), desc(planInquiries.id))
    .limit(limit);
  const stationIds = [...new Set(rows.flatMap((row) => row.checkedStations))];
  const names = new Map<number, string>();
  if (stationIds.length > 0) {
    const found = await executor
      .select({ id: stations.id, name: stations.name })
      .from(stations)
      .where(and(eq(stations.venueId, venueId), inArray(stations.id, stationIds)));
    for (const station of found) names.set(station.id, station.name);
  }
  return rows.map((row) => ({
    id: row.id,
    selectedPlan: row.selectedPlan,
    userName: row.userName,
    userEmail: row.userEmail,
    checkedStations: row.checkedStations.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}

/**
 * Records a venue's request for more stations (limit-reached modal: docs/PRODUCT.md#station-inquiry); the super
 * admins handle it.
 */
export async function insertStationInquiry(
  executor: Executor,
  venueId: number,
  userId: number,
  message: string,
  now: Date,
): Promise<void> {
  await executor.insert(stationInquiries).values({ venueId, userId, message, createdAt: now });
}
