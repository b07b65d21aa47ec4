/**
 * Reads of the order guards (docs/decisions/0025-order-guards.md): which amounts of the wizard's selection are unusual
 * and whether the supplier's minimum order value is reached. Asked once the typing pauses, so every keystroke does not
 * ask again.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderCheck, OrderCheckInput } from '@/domain/suggestions/suggestions.schemas';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import { callApi } from '@/web/lib/api-client';

/** How long the amounts must stay unchanged before the guards are asked again. */
const CHECK_DEBOUNCE_MS = 400;

export interface OrderCheckRequest {
  stationId: number;
  body: OrderCheckInput;
}

/**
 * The guards for the selection (null while there is nothing to check). A failed check shows no guard: guards never
 * block ordering.
 */
export function useOrderChecks(request: OrderCheckRequest | null) {
  const [debounced] = useDebouncedValue(request, CHECK_DEBOUNCE_MS);
  const ready = debounced !== null && debounced.body.lines.length > 0;
  return useQuery<OrderCheck>({
    queryKey: ['suggestions', 'orderChecks', debounced],
    queryFn: ({ signal }) =>
      callApi(
        suggestionOperations.orderChecks,
        { params: { stationId: debounced!.stationId }, body: debounced!.body },
        signal,
      ),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
