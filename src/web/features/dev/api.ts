/** The super admin's mailbox: what the app stored instead of sending, when no SMTP server is configured. */
import { useQuery } from '@/web/lib/deferred-query';
import { devOperations } from '@/domain/dev/dev.contract';
import { callApi } from '@/web/lib/api-client';

export function useStoredMails() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => callApi(devOperations.mailbox, {}, signal),
    staleTime: 0,
  });
}
