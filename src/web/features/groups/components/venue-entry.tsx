/** One venue as the switcher lists it: its name, the caller's role there and its draft and expected orders. */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@/domain/groups/groups.schemas';

export function VenueEntry({ venue }: { venue: Membership }) {
  const { t } = useTranslation('groups');
  const { t: tMain } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Stack gap={0} miw={0}>
        <Text fw={venue.current ? 700 : 500} size="sm" truncate>
          {venue.name}
        </Text>
        <Text size="xs" c="dimmed">
          {tMain(`enums.roles.${venue.role}`)} ·{' '}
          {t('switcher.counts', { open: venue.open, expected: venue.expected })}
        </Text>
      </Stack>
      {venue.current && <IconCheck size={18} aria-label={t('switcher.current')} role="img" />}
      {venue.disabled && (
        <Badge color="gray" variant="light" size="sm">
          {t('switcher.disabled')}
        </Badge>
      )}
    </Group>
  );
}
