/**
 * Desktop: the current venue's name in the top bar opens the list of the account's venues
 * (docs/decisions/0037-venue-memberships.md), with a link to open a new one.
 */
import { Button, Menu } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { PATHS } from '@/web/lib/paths';
import { useVenueSwitcher } from './use-venue-switcher';
import { VenueEntry } from './venue-entry';

export function VenueMenu({ user }: { user: Profile }) {
  const { t } = useTranslation('groups');
  const switcher = useVenueSwitcher(user);
  if (!switcher.shown) return null;
  const name = switcher.current?.name ?? user.venue?.name ?? '';
  return (
    <Menu position="bottom-end" width={300} shadow="md" onOpen={switcher.refresh}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconBuildingStore size={20} />}
          rightSection={<IconChevronDown size={16} />}
          aria-label={t('switcher.label', { name })}
          loading={switcher.switching}
          maw={260}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.title')}</Menu.Label>
        {switcher.venues.map((venue) => (
          <Menu.Item
            key={venue.venueId}
            disabled={venue.disabled}
            aria-current={venue.current ? 'true' : undefined}
            onClick={() => switcher.choose(venue)}
            mih={44}
          >
            <VenueEntry venue={venue} />
          </Menu.Item>
        ))}
        {/* Opening a venue is an admin's (the new-venue page is theirs: src/web/app/route-meta.ts). */}
        {user.role === 'ROLE_ADMIN' && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={PATHS.newVenue} leftSection={<IconPlus size={18} />} mih={44}>
              {t('switcher.openNew')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
