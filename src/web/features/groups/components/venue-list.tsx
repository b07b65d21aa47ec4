/**
 * Phones: the account's venues at the top of the menu drawer (docs/decisions/0037-venue-memberships.md), each a
 * 44 px row, with a link to open a new one for an admin. Choosing one closes the drawer.
 */
import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { PATHS } from '@/web/lib/paths';
import { useVenueSwitcher } from './use-venue-switcher';
import { VenueEntry } from './venue-entry';

export function VenueList({ user, onDone }: { user: Profile; onDone: () => void }) {
  const { t } = useTranslation('groups');
  const switcher = useVenueSwitcher(user, onDone);
  if (!switcher.shown) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('switcher.title')}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('switcher.title')}
      </Text>
      {switcher.venues.map((venue) => (
        <NavLink
          key={venue.venueId}
          component="button"
          label={<VenueEntry venue={venue} />}
          disabled={venue.disabled || switcher.switching}
          // Mantine marks a disabled NavLink only with a data attribute: say it to assistive technology too.
          aria-disabled={venue.disabled || switcher.switching ? 'true' : undefined}
          active={venue.current}
          aria-current={venue.current ? 'true' : undefined}
          onClick={() => switcher.choose(venue)}
          mih={44}
          py="xs"
        />
      ))}
      {/* Opening a venue is an admin's (the new-venue page is theirs: src/web/app/route-meta.ts). */}
      {user.role === 'ROLE_ADMIN' && (
        <NavLink
          component={Link}
          to={PATHS.newVenue}
          label={t('switcher.openNew')}
          leftSection={<IconPlus size={20} />}
          onClick={onDone}
          py="sm"
        />
      )}
      <Divider my="xs" />
    </Stack>
  );
}
