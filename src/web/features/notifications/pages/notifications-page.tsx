/**
 * The notification list (docs/decisions/0030-standing-orders.md): newest first, unread ones marked; a tap marks it
 * read and opens its screen (a standing order's draft opens ready to review and send).
 */
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type Notification,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
} from '@/domain/notifications/notifications.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useMarkRead, useNotifications } from '../api';
import { notificationView } from '../notification-view';

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const view = notificationView(notification, t);
  const unread = notification.readAt === null;
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'sr-Latn-RS', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(notification.createdAt));
  const open = () => {
    if (unread) markRead.mutate({ ids: [notification.id] });
    void navigate(view.to);
  };
  return (
    <Paper withBorder p={0} bg={unread ? 'blue.0' : undefined}>
      <UnstyledButton onClick={open} p="md" w="100%" mih={44} className="tap-target">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Text fw={unread ? 700 : 500}>{view.title}</Text>
            <Text size="sm">{view.body}</Text>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </Stack>
          {unread && (
            <Badge color="blue.8" variant="filled" style={{ flexShrink: 0 }}>
              {t('unread')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

export function NotificationsPage() {
  const { t, ready } = useTranslation('notifications');
  const [size, setSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  const query = useNotifications(size);
  const markRead = useMarkRead();

  if (!ready || query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const { notifications, unread, total } = query.data;

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('heading')}
        </Title>
        {unread > 0 && (
          <Button variant="light" onClick={() => markRead.mutate({ all: true })} loading={markRead.isPending}>
            {t('markAllRead')}
          </Button>
        )}
      </Group>
      {notifications.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </Stack>
      )}
      {total > notifications.length && size < NOTIFICATIONS_MAX_PAGE_SIZE && (
        <Button variant="default" onClick={() => setSize(size + NOTIFICATIONS_PAGE_SIZE)}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
