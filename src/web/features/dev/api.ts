/** The demo mailbox (embedded database only): what the app "sent", since the demo has no real mail server. */
import { useQuery } from '@tanstack/react-query';
import { devOperations } from '@/domain/dev/dev.contract';
import { callApi } from '@/web/lib/api-client';

export function useDemoMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => callApi(devOperations.mailbox, {}, signal),
    staleTime: 0,
  });
}
