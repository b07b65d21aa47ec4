/**
 * The supplier's side (issue 15): the order a link opens and the supplier's answer (public, by token), and the
 * venue's reading of that answer for one order.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierAnswerInput } from '@/domain/supplier-portal/answer';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { callApi } from '@/web/lib/api-client';

export const supplierPortalKeys = {
  link: (token: string) => ['supplier-link', token] as const,
  orderAnswer: (orderId: number) => ['orders', 'supplierAnswer', orderId] as const,
};

export function useSupplierOrder(token: string) {
  return useQuery({
    queryKey: supplierPortalKeys.link(token),
    queryFn: ({ signal }) => callApi(supplierPortalOperations.view, { params: { token } }, signal),
    // A wrong link stays wrong: no retries that would only spend the rate limit.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerSupplierOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierAnswerInput) =>
      callApi(supplierPortalOperations.answer, { params: { token }, body }),
    onSuccess: (view) => queryClient.setQueryData(supplierPortalKeys.link(token), view),
  });
}

/** Under the 'orders' key: every order change invalidates it with the rest of the order's data. */
export function useOrderSupplierAnswer(orderId: number | null) {
  return useQuery({
    queryKey: supplierPortalKeys.orderAnswer(orderId ?? 0),
    queryFn: ({ signal }) =>
      callApi(supplierPortalOperations.orderAnswer, { params: { id: orderId! } }, signal),
    enabled: orderId !== null,
    // Extra information: when it cannot be read, screens go on without it rather than wait for retries.
    retry: false,
  });
}

/** Issue 15: the link the wizard's text ends with, made before the tap that opens the channel. */
export function prepareSupplierLink(orderId: number, supplierContactId: number): Promise<string> {
  return callApi(supplierPortalOperations.prepareLink, {
    params: { id: orderId },
    body: { supplierContactId },
  }).then((answer) => answer.supplierLink);
}
