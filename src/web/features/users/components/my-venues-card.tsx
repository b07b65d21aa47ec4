/**
 * The profile's venues (docs/decisions/0037-venue-memberships.md): each venue the account belongs to, with the role
 * there, and leaving it. The account and its other venues stay; leaving the login's current venue ends this login
 * (its venue is gone), and the next one opens the account's home venue. A venue's last admin is refused
 * (last_venue_admin).
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Membership } from '@/domain/groups/groups.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { PATHS } from '@/web/lib/paths';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useMemberships } from '@/web/features/groups/api';
import { useLeaveVenue } from '../api';

export function MyVenuesCard() {
  const { t } = useTranslation('users', { keyPrefix: 'profile' });
  const { t: tMain } = useTranslation();
  const memberships = useMemberships();
  const leave = useLeaveVenue();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Membership | null>(null);
  // Accounts without venues (and a failed look-up) have nothing to show here.
  if (!memberships.data || memberships.data.length === 0) return null;

  const confirm = (venue: Membership) =>
    leave.mutate(venue.venueId, {
      onSuccess: () => {
        setLeaving(null);
        notifySuccessText(t('left', { venue: venue.name }));
        if (venue.current) void navigate(PATHS.logout);
      },
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('venuesTitle')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('venuesTitle')}
        </Title>
        {memberships.data.map((venue) => (
          <Group key={venue.venueId} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{venue.name}</Text>
              <Badge variant="light">{tMain(`enums.roles.${venue.role}`)}</Badge>
            </Group>
            <Button
              variant="subtle"
              color={SEMANTIC_COLORS.negative}
              mih={44}
              aria-label={t('leaveLabel', { venue: venue.name })}
              onClick={() => {
                leave.reset();
                setLeaving(venue);
              }}
            >
              {t('leave')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={leaving !== null}
        title={t('leaveConfirm.title')}
        confirmLabel={t('leaveConfirm.confirm')}
        danger
        pending={leave.isPending}
        error={leave.isError ? tMain(errorKey(errorCodeOf(leave.error))) : null}
        onConfirm={() => leaving && confirm(leaving)}
        onClose={() => setLeaving(null)}
      >
        {leaving ? t('leaveConfirm.question', { venue: leaving.name }) : ''}
      </ConfirmDialog>
    </Card>
  );
}
