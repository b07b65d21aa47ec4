import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVenueDetail } from '@/domain/admin/admin.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useToggleVenue } from '../api';

/**
 * The venue on/off switch (docs/PRODUCT.md#venue-toggle): disabling logs the venue's people out; they see the
 * disabled notice.
 */
export function VenueStatusCard({ venue }: { venue: AdminVenueDetail }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const toggle = useToggleVenue(venue.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('status.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {t('status.title')}
          </Title>
          <Badge
            size="lg"
            variant="light"
            color={venue.disabled ? SEMANTIC_COLORS.negative : SEMANTIC_COLORS.positive}
          >
            {venue.disabled ? t('status.disabled') : t('status.active')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {venue.disabled ? t('status.disabledHint') : t('status.activeHint')}
        </Text>
        <Group justify="flex-end">
          <Button
            color={venue.disabled ? undefined : SEMANTIC_COLORS.negative}
            variant={venue.disabled ? 'filled' : 'light'}
            onClick={() => {
              toggle.reset();
              setConfirming(true);
            }}
          >
            {venue.disabled ? t('status.enable') : t('status.disable')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={venue.disabled ? t('status.enableTitle') : t('status.disableTitle')}
        confirmLabel={venue.disabled ? t('status.enable') : t('status.disable')}
        danger={!venue.disabled}
        pending={toggle.isPending}
        error={toggle.error ? tMain(errorKey(errorCodeOf(toggle.error))) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => toggle.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        {venue.disabled
          ? t('status.enableQuestion', { venue: venue.name })
          : t('status.disableQuestion', { venue: venue.name })}
      </ConfirmDialog>
    </Card>
  );
}
