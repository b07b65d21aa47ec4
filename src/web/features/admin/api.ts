/**
 * Admin reads and changes (docs/PRODUCT.md#api-admin) (admin and subscription areas) for the venue list and the venue
 * page.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { adminOperations } from '@/domain/admin/admin.contract';
import type { VenueData } from '@/domain/admin/admin.schemas';
import { authOperations } from '@/domain/auth/auth.contract';
import type { SetSubscriptionInput } from '@/domain/subscriptions/subscriptions.schemas';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { teamOperations } from '@/domain/users/team.contract';
import { useRefreshSubscription } from '@/web/features/subscriptions/api';
import { callApi } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user';

export function useAdminVenues() {
  return useQuery({
    queryKey: ['admin', 'venues'],
    queryFn: ({ signal }) => callApi(adminOperations.venues, {}, signal),
  });
}

/** One server page of the restaurants list (search debounced by the page). */
export function useAdminVenuePage(query: { page: number; search: string }) {
  return useQuery({
    queryKey: ['admin', 'venues', 'page', query],
    queryFn: ({ signal }) =>
      callApi(
        adminOperations.venuePage,
        { query: { page: String(query.page), ...(query.search ? { search: query.search } : {}) } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

const venueKey = (venueId: number) => ['admin', 'venue', venueId] as const;

export function useAdminVenue(venueId: number) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'detail'],
    queryFn: ({ signal }) => callApi(adminOperations.venue, { params: { venueId } }, signal),
  });
}

export function useVenueCatalogue(venueId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'suppliers'],
    queryFn: ({ signal }) => callApi(adminOperations.venueSuppliers, { params: { venueId } }, signal),
    enabled,
  });
}

export function useVenuePlanInquiries(venueId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'planInquiries'],
    queryFn: ({ signal }) => callApi(adminOperations.planInquiries, { params: { venueId } }, signal),
    enabled,
  });
}

export function useVenueAudit(venueId: number, page: number) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'audit', page],
    queryFn: ({ signal }) => callApi(adminOperations.audit, { params: { venueId }, query: { page } }, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every change of the venue page refreshes the venue's cards, its history and the venue list (also after the
 * stations feature's create and delete on its stations card).
 */
export function useRefreshVenue(venueId: number) {
  const queryClient = useQueryClient();
  const refreshSubscription = useRefreshSubscription();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venueKey(venueId) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'venues'] }),
      refreshSubscription(venueId),
      // The profile carries the venue's currency and message setting (docs/PRODUCT.md#prices).
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    ]);
}

export function useUpdateVenue(venueId: number) {
  const changed = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (body: VenueData) => callApi(adminOperations.updateVenue, { params: { venueId }, body }),
    onSuccess: changed,
  });
}

export function useToggleVenue(venueId: number) {
  const changed = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: () => callApi(adminOperations.toggleVenue, { params: { venueId } }),
    onSuccess: changed,
  });
}

export function useSetSubscription(venueId: number) {
  const changed = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (body: Omit<SetSubscriptionInput, 'venueId'>) =>
      callApi(subscriptionOperations.set, { body: { ...body, venueId } }),
    onSuccess: changed,
  });
}

export function useVenueSupplierLink(venueId: number) {
  const changed = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: ({ supplierId, linked }: { supplierId: number; linked: boolean }) =>
      callApi(linked ? adminOperations.linkSupplier : adminOperations.unlinkSupplier, {
        params: { venueId, supplierId },
      }),
    onSuccess: changed,
  });
}

export function useVenueTeam(venueId: number) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'users'],
    queryFn: ({ signal }) => callApi(adminOperations.venueUsers, { params: { venueId } }, signal),
  });
}

export function useVenueStations(venueId: number) {
  return useQuery({
    queryKey: [...venueKey(venueId), 'stations'],
    queryFn: ({ signal }) => callApi(adminOperations.venueStations, { params: { venueId } }, signal),
  });
}

/**
 * The users card's three actions (docs/PRODUCT.md#venue-users-card): verify for the venue, verify the e-mail by hand,
 * resend the mail.
 */
export function useVenueUserActions(venueId: number) {
  const changed = useRefreshVenue(venueId);
  return {
    verifyForVenue: useMutation({
      mutationFn: (userId: number) =>
        callApi(adminOperations.verifyForVenue, { params: { venueId, userId } }),
      onSuccess: changed,
    }),
    verifyEmail: useMutation({
      mutationFn: (userId: number) => callApi(teamOperations.verify, { params: { id: userId } }),
      onSuccess: changed,
    }),
    resendVerification: useMutation({
      mutationFn: (email: string) => callApi(authOperations.resendVerification, { body: { email } }),
    }),
  };
}
