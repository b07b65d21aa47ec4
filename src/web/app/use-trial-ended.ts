import { useSubscription } from '@/web/features/subscriptions/api';
import type { CurrentUser } from '@/web/lib/current-user';

/**
 * Whether the signed-in person's venue is on FREE with its trial ended (docs/PRODUCT.md#trial-ended). The subscriptions
 * feature's one query, which the dashboard's plan badge and blocking dialog read too, so it is fetched once.
 */
export function useTrialEnded({ loadedUser }: CurrentUser): boolean {
  const venueId = loadedUser && loadedUser.role !== 'ROLE_SUPERADMIN' ? (loadedUser.venue?.id ?? null) : null;
  return useSubscription(venueId).data?.trialEnded === true;
}
