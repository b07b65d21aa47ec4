/** Reads and writes of credit requests: an order's, the open list, one request, and the supplier link's page. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { creditOperations } from '@/domain/credits/credits.contract';
import type { CreditAnswerInput, CreditDetail, SendCreditInput } from '@/domain/credits/credits.schemas';
import { callApi } from '@/web/lib/api-client';
import { ANSWERED_ELSEWHERE } from '@/web/lib/query-client';

/**
 * The supplier answers from its own link, outside this app: a request and the open list are read again each time
 * they are opened (and when the window regains focus), never shown from an earlier read as if nothing happened.
 */
const KEY = ['credits'] as const;

export function useOrderCredit(orderId: number) {
  return useQuery({
    queryKey: [...KEY, 'order', orderId],
    ...ANSWERED_ELSEWHERE,
    queryFn: ({ signal }) => callApi(creditOperations.orderCredit, { params: { orderId } }, signal),
  });
}

export function useCreateCredit(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => callApi(creditOperations.create, { params: { orderId }, body: { note } }),
    onSuccess: (credit) => {
      queryClient.setQueryData([...KEY, 'detail', credit.id], credit);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useCredits() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    ...ANSWERED_ELSEWHERE,
    queryFn: ({ signal }) => callApi(creditOperations.list, {}, signal),
  });
}

export function useCreditsBySupplier(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'bySupplier'],
    enabled,
    queryFn: ({ signal }) => callApi(creditOperations.bySupplier, {}, signal),
  });
}

export function useCredit(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    enabled: id !== null,
    ...ANSWERED_ELSEWHERE,
    queryFn: ({ signal }) => callApi(creditOperations.get, { params: { id: id! } }, signal),
  });
}

function useCreditChange<Input>(id: number, call: (input: Input) => Promise<CreditDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (credit) => {
      queryClient.setQueryData([...KEY, 'detail', id], credit);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useSendCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCreditInput) => callApi(creditOperations.send, { params: { id }, body }),
    onSuccess: ({ credit }) => queryClient.setQueryData([...KEY, 'detail', id], credit),
  });
}

export const useSettleCredit = (id: number) =>
  useCreditChange(id, (creditedAmount: string) =>
    callApi(creditOperations.settle, { params: { id }, body: { creditedAmount } }),
  );

export const useCloseCredit = (id: number) =>
  useCreditChange(id, () => callApi(creditOperations.close, { params: { id } }));

export function useSupplierCredit(token: string) {
  return useQuery({
    queryKey: [...KEY, 'link', token],
    retry: false,
    queryFn: ({ signal }) => callApi(creditOperations.linkView, { params: { token } }, signal),
  });
}

export function useAnswerCredit(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAnswerInput) =>
      callApi(creditOperations.linkAnswer, { params: { token }, body }),
    onSuccess: (view) => queryClient.setQueryData([...KEY, 'link', token], view),
  });
}
