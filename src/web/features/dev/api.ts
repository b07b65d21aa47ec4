/** The super admin's mailbox: what the app stored instead of sending, when no SMTP server is configured. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export interface StoredMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

export function useStoredMails() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => api.get<{ mails: StoredMail[] }>('/dev/mailbox', undefined, signal),
    staleTime: 0,
  });
}
