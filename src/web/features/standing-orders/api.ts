/** The standing-orders area's requests (docs/decisions/0030-standing-orders.md): list, save from an order, change, delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { standingOrderOperations } from '@/domain/standing-orders/standing-orders.contract';
import type {
  CreateStandingOrderInput,
  UpdateStandingOrderInput,
} from '@/domain/standing-orders/standing-orders.schemas';
import { callApi } from '@/web/lib/api-client';

export function useStandingOrders() {
  return useQuery({
    queryKey: ['standingOrders'],
    queryFn: ({ signal }) => callApi(standingOrderOperations.list, {}, signal),
  });
}

function useStandingChange<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['standingOrders'] }),
  });
}

export function useCreateStandingOrder() {
  return useStandingChange((body: CreateStandingOrderInput) =>
    callApi(standingOrderOperations.create, { body }),
  );
}

export function useUpdateStandingOrder() {
  return useStandingChange(({ id, body }: { id: number; body: UpdateStandingOrderInput }) =>
    callApi(standingOrderOperations.update, { params: { id }, body }),
  );
}

export function useDeleteStandingOrder() {
  return useStandingChange((id: number) => callApi(standingOrderOperations.remove, { params: { id } }));
}
