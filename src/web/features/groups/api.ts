/**
 * The groups area's requests (docs/decisions/0037-venue-memberships.md): the caller's venues, and the switch that
 * makes another of them the login's current venue.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { useNavigate } from 'react-router';
import { groupOverviewOperations } from '@/domain/groups/group-overview.contract';
import { groupOperations } from '@/domain/groups/groups.contract';
import { callApi } from '@/web/lib/api-client';
import { PATHS } from '@/web/lib/paths';
import { getRefreshToken, replaceTokens, updateStoredUser } from '@/web/lib/session';

export const MEMBERSHIPS_QUERY_KEY = ['groups', 'memberships'] as const;

export function useMemberships(enabled = true) {
  return useQuery({
    queryKey: MEMBERSHIPS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(groupOperations.memberships, {}, signal),
    enabled,
    // Cheap, and its counts change with every order: read again whenever the switcher opens.
    staleTime: 0,
  });
}

/**
 * Switches the login to another venue: the new access token and profile replace the stored ones, every cached answer
 * of the old venue is dropped (nothing of it may show in the new one), and the app opens the new venue's dashboard.
 */
export function useSwitchVenue() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (venueId: number) => callApi(groupOperations.switchVenue, { body: { venueId } }),
    onSuccess: async ({ jwt, user }) => {
      const refreshToken = getRefreshToken();
      if (refreshToken !== null) replaceTokens(jwt, refreshToken);
      updateStoredUser(user);
      queryClient.clear();
      await navigate(PATHS.home);
    },
  });
}

export const GROUP_OVERVIEW_QUERY_KEY = ['groups', 'overview'] as const;

/** The owner's group dashboard: per administered venue its counts, spend, price rises and waiting invoices. */
export function useGroupOverview() {
  return useQuery({
    queryKey: GROUP_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => callApi(groupOverviewOperations.overview, {}, signal),
  });
}
