/** Venue reads for the dashboard (SPEC §7): the stations with their order counts, and the venue's plan. */
import { useQuery } from '@tanstack/react-query';
import { stationOperations } from '@/domain/stations/stations.contract';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { callApi } from '@/web/lib/api-client';

export function useStations(enabled: boolean) {
  return useQuery({
    queryKey: ['venue', 'departments'],
    queryFn: ({ signal }) => callApi(stationOperations.list, {}, signal),
    enabled,
  });
}

/** SPEC §6: the subscription is loaded only for a non-super-admin with a venue. */
export function useSubscription(venueId: number | null) {
  return useQuery({
    queryKey: ['subscription', venueId],
    queryFn: ({ signal }) => callApi(subscriptionOperations.get, { params: { venueId: venueId! } }, signal),
    enabled: venueId !== null,
  });
}
