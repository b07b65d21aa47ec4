/** A venue's plan inquiry (SPEC §5, §7 POST /subscription/sendPlanInquiry). */
import { useMutation } from '@tanstack/react-query';
import type { PlanInquiryInput } from '@/domain/subscriptions/subscriptions.schemas';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { callApi } from '@/web/lib/api-client';

export function useSendPlanInquiry() {
  return useMutation({
    mutationFn: (body: PlanInquiryInput) => callApi(subscriptionOperations.sendPlanInquiry, { body }),
  });
}
