/**
 * A venue's plan (docs/PRODUCT.md#plans, #api-subscriptions): the one query every screen that shows or enforces the
 * plan reads (the trial guard, the dashboard's plan gate, the order and supplier screens' limits, the super admin's
 * venue page), so it is fetched once per venue; and the plan inquiry.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { useCallback } from 'react';
import type { PlanInquiryInput } from '@/domain/subscriptions/subscriptions.schemas';
import type { SetPlanPriceInput } from '@/domain/subscriptions/plan-prices';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { callApi } from '@/web/lib/api-client';

const subscriptionKey = (venueId: number | null) => ['subscription', venueId] as const;

/** The venue's plan, trial and station limit; nothing is loaded without a venue (the super admin has none). */
export function useSubscription(venueId: number | null) {
  return useQuery({
    queryKey: subscriptionKey(venueId),
    queryFn: ({ signal }) => callApi(subscriptionOperations.get, { params: { venueId: venueId! } }, signal),
    enabled: venueId !== null,
  });
}

/** Reads a venue's plan again wherever it shows (after the super admin changed the venue). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useCallback(
    (venueId: number) => queryClient.invalidateQueries({ queryKey: subscriptionKey(venueId) }),
    [queryClient],
  );
}

export function useSendPlanInquiry() {
  return useMutation({
    mutationFn: (body: PlanInquiryInput) => callApi(subscriptionOperations.sendPlanInquiry, { body }),
  });
}

const PLAN_PRICES_KEY = ['plan-prices'] as const;

/** Each plan's monthly price (public: /pricing reads it without login; docs/PRODUCT.md#plan-prices). */
export function usePlanPrices() {
  return useQuery({
    queryKey: PLAN_PRICES_KEY,
    queryFn: ({ signal }) => callApi(subscriptionOperations.planPrices, {}, signal),
  });
}

/** The super admin sets one plan's price; the answer is every plan's, shown at once. */
export function useSetPlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPlanPriceInput) => callApi(subscriptionOperations.setPlanPrice, { body }),
    onSuccess: (prices) => queryClient.setQueryData(PLAN_PRICES_KEY, prices),
  });
}
