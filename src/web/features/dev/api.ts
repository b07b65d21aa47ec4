/** The demo mailbox (embedded database only): what the app "sent", since the demo has no real mail server. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export interface DemoMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

export function useDemoMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => api.get<{ mails: DemoMail[] }>('/dev/mailbox', undefined, signal),
    staleTime: 0,
  });
}
