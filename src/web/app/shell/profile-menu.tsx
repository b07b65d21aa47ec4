import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../menu-entries';
import { MENU_ICONS } from './menu-icons';

interface ProfileMenuProps {
  userName: string;
  entries: MenuEntry[];
  onOpenTerms: () => void;
}

/** Desktop: the user's name opens the menu (docs/PRODUCT.md#menu). */
export function ProfileMenu({ userName, entries, onOpenTerms }: ProfileMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUserCircle size={20} />}
          rightSection={<IconChevronDown size={16} />}
          aria-label={t('shell.profileMenu', { name: userName })}
        >
          {userName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => {
          const Icon = MENU_ICONS[entry.id];
          const common = {
            leftSection: <Icon size={18} />,
            disabled: entry.disabled,
            color: entry.id === 'logout' ? 'red' : undefined,
          };
          if (entry.dialog === 'terms') {
            return (
              <Menu.Item key={entry.id} onClick={onOpenTerms} {...common}>
                {t(entry.labelKey)}
              </Menu.Item>
            );
          }
          return entry.newTab ? (
            <Menu.Item
              key={entry.id}
              component="a"
              href={entry.to}
              target="_blank"
              // Same-origin page: "opener" makes the new tab inherit the sessionStorage session (login without
              // "remember me", decision 0003); target=_blank alone implies noopener and would open it logged out.
              rel="opener"
              {...common}
            >
              {t(entry.labelKey)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.id} component={Link} to={entry.to} {...common}>
              {t(entry.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
