/** The help centre's read (docs/PRODUCT.md#help): categories with their articles in the interface language. */
import { useQuery } from '@/web/lib/deferred-query';
import { helpOperations } from '@/domain/help/help.contract';
import type { Language } from '@/domain/shared/enums';
import { callApi } from '@/web/lib/api-client';

export function useHelp(language: Language) {
  return useQuery({
    queryKey: ['help', language],
    queryFn: ({ signal }) => callApi(helpOperations.categories, { query: { language } }, signal),
    // Help changes with a release or a correction, not while someone reads it.
    staleTime: 10 * 60_000,
  });
}
