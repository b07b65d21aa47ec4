/** Reading a venue's plan and trial (SPEC §2 blocking modal, §5 station limit, §6 plan-gated features). */
import { AppError } from '../../../domain/errors';
import type { Subscription } from '../../../domain/subscriptions/schemas';
import { trialStatus } from '../../../domain/subscriptions/trial';
import type { ModuleDeps } from '../../types';
import type { Principal } from '../../plugins/auth';
import { findVenueSubscription } from './subscriptions.repository';

/** A user reads their own venue's subscription; a super admin any venue's. Another venue is "not found". */
export async function getSubscription(
  deps: Pick<ModuleDeps, 'db' | 'now'>,
  principal: Principal,
  venueId: number,
): Promise<Subscription> {
  if (principal.role !== 'ROLE_SUPERADMIN' && principal.venueId !== venueId) {
    throw new AppError('not_found', 'No such venue');
  }
  const found = await findVenueSubscription(deps.db, venueId);
  if (!found) throw new AppError('not_found', 'No such venue');
  if (!found.subscription) throw new AppError('subscription_not_exist');
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  return { plan, ...trialStatus(plan, trialEndsAt, deps.now()), departmentLimit };
}
