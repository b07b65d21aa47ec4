/**
 * Reading a venue's plan and trial (blocking modal, station limit, plan-gated features: docs/PRODUCT.md#trial-ended,
 * #station-limit, #plan-allowance).
 */
import { AppError } from '@/domain/errors';
import type { Subscription } from '@/domain/subscriptions/subscriptions.schemas';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { findVenueSubscription } from '@/server/shared/venue-plan';

/** A user reads their own venue's subscription; a super admin any venue's. Another venue is "not found". */
export async function getSubscription(
  ctx: ServiceContext<'db' | 'now', Principal>,
  venueId: number,
): Promise<Subscription> {
  const { caller } = ctx;
  if (caller.role !== 'ROLE_SUPERADMIN' && caller.venueId !== venueId) {
    throw new AppError('not_found', 'No such venue');
  }
  const found = await findVenueSubscription(ctx.db, venueId);
  if (!found) throw new AppError('not_found', 'No such venue');
  if (!found.subscription) throw new AppError('subscription_not_exist');
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  return { plan, ...trialStatus(plan, trialEndsAt, ctx.now()), departmentLimit };
}
