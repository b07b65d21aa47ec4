/** Venue reads for the dashboard (SPEC §7): the stations with their order counts, and the venue's plan. */
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@/domain/shared/enums';
import { api } from '@/web/lib/api-client';

export interface IdName {
  id: number;
  name: string;
}

export interface StationSummary {
  department: { id: number; name: string; isWarehouse: boolean };
  users: IdName[];
  suppliers: Array<IdName & { isMarket: boolean }>;
  numberOfOpenOrders: number;
  numberOfExpectedOrders: number;
}

export function useStations(enabled: boolean) {
  return useQuery({
    queryKey: ['venue', 'departments'],
    queryFn: ({ signal }) => api.get<StationSummary[]>('/venue/getDepartments', undefined, signal),
    enabled,
  });
}

export interface Subscription {
  plan: Plan;
  trialEnded: boolean;
  /** Null outside the trial. */
  daysTillTrialEnds: number | null;
  departmentLimit: number;
}

/** SPEC §6: the subscription is loaded only for a non-super-admin with a venue. */
export function useSubscription(venueId: number | null) {
  return useQuery({
    queryKey: ['subscription', venueId],
    queryFn: ({ signal }) =>
      api.get<Subscription>(`/subscription/getSubscription/${venueId}`, undefined, signal),
    enabled: venueId !== null,
  });
}
