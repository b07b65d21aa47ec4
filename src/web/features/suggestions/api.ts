/**
 * The suggestions area's requests (docs/decisions/0025-order-guards.md, 0032-suggested-amounts.md): the order guards
 * (which amounts of the wizard's selection are unusual, whether the supplier's minimum order value is reached; asked
 * once the typing pauses), the stock count and the suggested amounts.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { StockCountInput } from '@/domain/suggestions/stock-count.schemas';
import type { OrderCheck, OrderCheckInput, SuggestionQuery } from '@/domain/suggestions/suggestions.schemas';
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

/** The supplier's articles to count at the station (favorites first) with the latest count. */
export function useStockCountSheet(stationId: number | null, supplierId: number | null) {
  return useQuery({
    queryKey: ['suggestions', 'stockCount', stationId ?? 0, supplierId ?? 0],
    queryFn: ({ signal }) =>
      callApi(
        suggestionOperations.stockCountSheet,
        { params: { stationId: stationId!, supplierId: supplierId! } },
        signal,
      ),
    enabled: stationId !== null && supplierId !== null,
  });
}

export function useSaveStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      stationId,
      supplierId,
      body,
    }: {
      stationId: number;
      supplierId: number;
      body: StockCountInput;
    }) => callApi(suggestionOperations.saveStockCount, { params: { stationId, supplierId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suggestions'] }),
  });
}

export interface SuggestionRequest {
  stationId: number;
  supplierId: number;
  query: SuggestionQuery;
}

/**
 * The suggested amounts, asked when the user taps Suggest (never in the background: a suggestion is read at the
 * moment it fills the amounts, after a count just made).
 */
export function useSuggestedAmounts() {
  return useMutation({
    mutationFn: ({ stationId, supplierId, query }: SuggestionRequest) =>
      callApi(suggestionOperations.suggestedAmounts, { params: { stationId, supplierId }, query }),
  });
}
