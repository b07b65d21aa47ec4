/**
 * Approvals of orders above their creator's limit (src/domain/orders/approvals.contract.ts): the order's approval,
 * the dashboard's waiting list, and the three steps; each step refreshes both and the order.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { approvalOperations } from '@/domain/orders/approvals.contract';
import { callApi } from '@/web/lib/api-client';
import { ANSWERED_ELSEWHERE } from '@/web/lib/query-client';

const approvalKeys = {
  all: ['approvals'] as const,
  order: (id: number) => ['approvals', 'order', id] as const,
  waiting: ['approvals', 'waiting'] as const,
};

export function useOrderApproval(orderId: number, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.order(orderId),
    queryFn: ({ signal }) => callApi(approvalOperations.get, { params: { id: orderId } }, signal),
    enabled,
    // An admin approves on another phone: the creator's screen must not show "waiting" from a moment ago.
    ...ANSWERED_ELSEWHERE,
  });
}

export function useWaitingApprovals(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.waiting,
    queryFn: ({ signal }) => callApi(approvalOperations.waiting, {}, signal),
    enabled,
    ...ANSWERED_ELSEWHERE,
  });
}

export type ApprovalStep = { step: 'request' | 'approve' } | { step: 'return'; note: string };

export function useApprovalStep(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalStep) =>
      input.step === 'return'
        ? callApi(approvalOperations.return, { params: { id: orderId }, body: { note: input.note } })
        : callApi(approvalOperations[input.step], { params: { id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

/**
 * Asks for the approval of an order known only after it was saved (the wizard's send step saves first, then asks):
 * the order's id comes with the call, not with the hook.
 */
export function useRequestApprovalOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callApi(approvalOperations.request, { params: { id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
