import { useQuery } from '@tanstack/react-query';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { callApi } from '@/web/lib/api-client';
import type { CurrentUser } from '@/web/lib/current-user';

/**
 * Whether the signed-in person's venue is on FREE with its trial ended (SPEC §4 guard). The same query (key and
 * request) the dashboard's plan badge and blocking dialog read, so it is fetched once.
 */
export function useTrialEnded({ loadedUser }: CurrentUser): boolean {
  const venueId = loadedUser && loadedUser.role !== 'ROLE_SUPERADMIN' ? (loadedUser.venue?.id ?? null) : null;
  const subscription = useQuery({
    queryKey: ['subscription', venueId],
    queryFn: ({ signal }) => callApi(subscriptionOperations.get, { params: { venueId: venueId! } }, signal),
    enabled: venueId !== null,
  });
  return subscription.data?.trialEnded === true;
}
