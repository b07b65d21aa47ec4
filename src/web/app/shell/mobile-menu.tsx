import { Burger, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '../menu-entries';
import { MENU_ICONS } from './menu-icons';

interface MobileMenuProps {
  userName: string;
  entries: MenuEntry[];
  onOpenTerms: () => void;
  /** The venue switcher above the entries (decision 0037), given the drawer's close. */
  venues?: (close: () => void) => ReactNode;
}

/** Phones: a burger opens the same menu in a drawer, headed by the user's name (docs/PRODUCT.md#menu). */
export function MobileMenu({ userName, entries, onOpenTerms, venues }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={drawer.toggle} size="sm" aria-label={t('shell.openMenu')} />
      <Drawer
        opened={opened}
        onClose={drawer.close}
        size="80%"
        title={
          <Text fw={700} truncate>
            {userName}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {venues?.(drawer.close)}
        <Stack gap={4} component="nav" aria-label={t('shell.menu')}>
          {entries.map((entry) => {
            const Icon = MENU_ICONS[entry.id];
            const common = {
              label: t(entry.labelKey),
              leftSection: <Icon size={20} />,
              disabled: entry.disabled,
              color: entry.id === 'logout' ? 'red' : undefined,
              active: !entry.newTab && entry.dialog === null && entry.to === pathname,
              onClick: drawer.close,
              py: 'sm',
            };
            if (entry.dialog === 'terms') {
              const openTerms = () => {
                drawer.close();
                onOpenTerms();
              };
              return <NavLink key={entry.id} component="button" {...common} onClick={openTerms} />;
            }
            return entry.newTab ? (
              <NavLink
                key={entry.id}
                component="a"
                href={entry.to}
                target="_blank"
                // Same-origin page: "opener" makes the new tab inherit the sessionStorage session (login without
                // "remember me", decision 0003); target=_blank alone implies noopener and would open it logged out.
                rel="opener"
                {...common}
              />
            ) : (
              <NavLink key={entry.id} component={Link} to={entry.to} {...common} />
            );
          })}
        </Stack>
      </Drawer>
    </>
  );
}
