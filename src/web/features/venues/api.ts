/**
 * Venue calls (docs/PRODUCT.md#api-venues): registering a venue or asking to join one, and the onboarding wizard's
 * stations, suppliers, links and articles (docs/PRODUCT.md#onboarding). The stations themselves are the stations
 * feature's (features/stations/api.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { useCallback } from 'react';
import type { OperationInput } from '@/domain/shared/contract';
import { venueOperations } from '@/domain/venues/venues.contract';
import { callApi, refreshSession } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '@/web/lib/current-user';

// ---------------------------------------------------------------- registration and access (no venue:
// docs/PRODUCT.md#dashboard-no-venue)

export function useVenueCategories() {
  return useQuery({
    queryKey: ['venue', 'categories'],
    queryFn: ({ signal }) => callApi(venueOperations.categories, {}, signal),
    staleTime: Infinity,
  });
}

/** The tax id's existence, for a well-formed tax id (null: nothing to check) (docs/PRODUCT.md#tax-id). */
export function useVenueExists(pib: string | null) {
  return useQuery({
    queryKey: ['venue', 'exists', pib],
    queryFn: ({ signal }) => callApi(venueOperations.exists, { params: { pib: pib! } }, signal),
    enabled: pib !== null,
  });
}

/**
 * The token and profile after a change of venue or role: the access token carries both, so it is replaced first,
 * then the profile is read again and every cached venue read starts afresh ("page reloads":
 * docs/PRODUCT.md#request-access).
 */
async function reloadSession(queryClient: ReturnType<typeof useQueryClient>) {
  await refreshSession();
  await fetchCurrentUser();
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: ['venue'] });
}

/** Stable across renders, so a page can renew the session once when it opens. */
export function useReloadSession() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadSession(queryClient), [queryClient]);
}

export function useAddVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationInput<typeof venueOperations.add>['body']) =>
      callApi(venueOperations.add, { body }),
    onSuccess: () => reloadSession(queryClient),
  });
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: number) => callApi(venueOperations.requestAccess, { params: { venueId } }),
    onSuccess: () => reloadSession(queryClient),
  });
}

export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(venueOperations.finishOnboarding, {}),
    onSuccess: () => reloadSession(queryClient),
  });
}

// ---------------------------------------------------------------- onboarding wizard (steps 1-4:
// docs/PRODUCT.md#onboarding)

const ONBOARDING_KEY = ['venue', 'onboarding'] as const;

export function useOnboardingStations() {
  return useQuery({
    queryKey: [...ONBOARDING_KEY, 'stations'],
    queryFn: ({ signal }) => callApi(venueOperations.departments, {}, signal),
  });
}

export function useOnboardingSuppliers() {
  return useQuery({
    queryKey: [...ONBOARDING_KEY, 'suppliers'],
    queryFn: ({ signal }) => callApi(venueOperations.supplierList, {}, signal),
  });
}

export function useArticleCategories() {
  return useQuery({
    queryKey: [...ONBOARDING_KEY, 'categories'],
    queryFn: ({ signal }) => callApi(venueOperations.articleCategories, {}, signal),
    staleTime: Infinity,
  });
}

/** Any onboarding change: the wizard's lists and the dashboard's stations are read again. */
function useOnboardingMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['venue'] }),
  });
}

type Body<K extends keyof typeof venueOperations> =
  OperationInput<(typeof venueOperations)[K]> extends {
    body: infer B;
  }
    ? B
    : never;

export const useAddOnboardingSupplier = () =>
  useOnboardingMutation((body: Body<'supplierAdd'>) => callApi(venueOperations.supplierAdd, { body }));
export const useUpdateOnboardingSupplier = () =>
  useOnboardingMutation((body: Body<'supplierUpdate'>) => callApi(venueOperations.supplierUpdate, { body }));
export const useDeleteOnboardingSupplier = () =>
  useOnboardingMutation((id: number) => callApi(venueOperations.supplierDelete, { body: { id } }));
export const useToggleLink = () =>
  useOnboardingMutation(({ linked, ...body }: Body<'link'> & { linked: boolean }) =>
    callApi(linked ? venueOperations.link : venueOperations.unlink, { body }),
  );
export const useCreateOnboardingArticle = () =>
  useOnboardingMutation((body: Body<'articleCreate'>) => callApi(venueOperations.articleCreate, { body }));
export const useUpdateOnboardingArticle = () =>
  useOnboardingMutation((body: Body<'articleUpdate'>) => callApi(venueOperations.articleUpdate, { body }));
export const useDeleteOnboardingArticle = () =>
  useOnboardingMutation((body: Body<'articleDelete'>) => callApi(venueOperations.articleDelete, { body }));
