/**
 * The bell in the top bar (docs/decisions/0030-standing-orders.md): the unread count on it, and a tap opens the
 * notification list. Its name says the count for screen readers.
 */
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/web/lib/paths';
import { useNotifications } from '../api';

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6}>
      <ActionIcon
        component={Link}
        to={PATHS.notifications}
        variant="subtle"
        size={44}
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        data-testid="notification-bell"
      >
        <IconBell size={24} />
      </ActionIcon>
    </Indicator>
  );
}
