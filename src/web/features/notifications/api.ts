/**
 * The notifications area's requests (docs/decisions/0030-standing-orders.md): the caller's page of notifications with
 * the unread count (the bell reads the first page, asked again every minute) and marking read.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import { NOTIFICATIONS_PAGE_SIZE } from '@/domain/notifications/notifications.schemas';
import { callApi } from '@/web/lib/api-client';

/** The bell's look for new ones: a standing order's draft is prepared at most once a minute. */
const REFRESH_MS = 60_000;

/** The newest `size` notifications (the list shows more on request, up to the contract's page size). */
export function useNotifications(size = NOTIFICATIONS_PAGE_SIZE) {
  return useQuery({
    queryKey: ['notifications', size],
    queryFn: ({ signal }) => callApi(notificationOperations.list, { query: { size: String(size) } }, signal),
    refetchInterval: REFRESH_MS,
    // Opening the list reads it again: what was prepared since the last look is there at once.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[] } | { all: true }) =>
      callApi(notificationOperations.markRead, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
