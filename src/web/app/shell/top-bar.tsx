import { Anchor, Box, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { homePath, PATHS } from '@/web/lib/paths';
import { showsAdminLabel } from '../route-access';

// The bell and its reads load after the shell, so /login (which shares the entry) carries none of it.
const NotificationBell = lazy(() =>
  import('@/web/features/notifications/public').then((module) => ({ default: module.NotificationBell })),
);
import { AdminBadge } from './admin-badge';

const UserMenu = lazy(() => import('./user-menu'));

interface TopBarProps {
  user: Profile | null;
  pathname: string;
  mobile: boolean;
}

export function TopBar({ user, pathname, mobile }: TopBarProps) {
  const { t } = useTranslation();
  const onAuthPage = pathname === PATHS.login || pathname === PATHS.signUp;
  const menu = user && (
    // On a phone the menu's burger stands before the app's name: its place is kept while the menu's chunk arrives,
    // or the name would jump aside (a layout shift: Lighthouse of the current orders, decision 0011). Below the
    // phone breakpoint every burger is 44 px square (touch-targets.css).
    <Suspense fallback={mobile ? <Box w={44} h={44} style={{ flexShrink: 0 }} aria-hidden /> : null}>
      <UserMenu user={user} mobile={mobile} />
    </Suspense>
  );
  // Notifications are a venue user's (docs/decisions/0030-standing-orders.md); the super admin has none.
  const bell = user && user.role !== 'ROLE_SUPERADMIN' && (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {mobile && menu}
        <Anchor
          component={Link}
          to={user ? homePath(user) : PATHS.login}
          underline="never"
          fw={800}
          fz={22}
          c="blue.7"
          className="tap-target"
        >
          {t('common.appName')}
        </Anchor>
        {showsAdminLabel(pathname) && <AdminBadge />}
      </Group>
      {(bell || !mobile) && (
        <Group gap="xs" wrap="nowrap">
          {bell}
          {!mobile && menu}
        </Group>
      )}
      {!user && !onAuthPage && (
        <Button component={Link} to={PATHS.login} variant="light" size="sm">
          {t('shell.login')}
        </Button>
      )}
    </Group>
  );
}
