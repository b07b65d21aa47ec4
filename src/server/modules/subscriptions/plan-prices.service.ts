/**
 * Plan prices (docs/PRODUCT.md#plan-prices, decision 0034): anyone reads them (/pricing needs no login); the super
 * admin sets one plan's monthly price at a time. Prices belong to no venue.
 */
import { PLANS } from '@/domain/shared/enums';
import type { PlanPrice } from '@/domain/subscriptions/plan-prices';
import type { Executor } from '@/server/db/client';
import { planPrices } from '@/server/db/schema';
import type { Deps } from '@/server/types';

/** Every plan in PLANS order, with its price or null while none is set. */
export async function listPlanPrices(executor: Executor): Promise<PlanPrice[]> {
  const rows = await executor
    .select({ plan: planPrices.plan, monthlyPrice: planPrices.monthlyPrice })
    .from(planPrices);
  const byPlan = new Map(rows.map((row) => [row.plan, row.monthlyPrice]));
  return PLANS.map((plan) => ({ plan, monthlyPrice: byPlan.get(plan) ?? null }));
}

export async function savePlanPrice(
  executor: Executor,
  input: { plan: PlanPrice['plan']; monthlyPrice: string },
  now: Date,
): Promise<void> {
  await executor
    .insert(planPrices)
    .values({ ...input, updatedAt: now })
    .onConflictDoUpdate({
      target: planPrices.plan,
      set: { monthlyPrice: input.monthlyPrice, updatedAt: now },
    });
}

/** POST /subscription/setPlanPrice: the answer is every plan's price, as the screens show them. */
export async function setPlanPrice(
  deps: Deps<'db' | 'now'>,
  input: { plan: PlanPrice['plan']; monthlyPrice: string },
): Promise<PlanPrice[]> {
  return deps.db.transaction(async (tx) => {
    await savePlanPrice(tx, input, deps.now());
    return listPlanPrices(tx);
  });
}
