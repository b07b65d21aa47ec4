/**
 * Who waits to join (/admin/users: docs/PRODUCT.md#team): access requests to approve, and invitations not accepted
 * yet.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessRequest, PendingInvite } from '@/domain/users/team.schemas';
import { formatDate } from '@/web/lib/dates';

interface AccessRequestListProps {
  requests: AccessRequest[];
  showVenue: boolean;
  approvingId: number | null;
  onApprove: (request: AccessRequest) => void;
}

export function AccessRequestList({ requests, showVenue, approvingId, onApprove }: AccessRequestListProps) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  if (requests.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('requests.title')}>
      <Title order={2} fz="lg">
        {t('requests.title')}
      </Title>
      {requests.map((request) => (
        <Card
          key={request.id}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={request.user.name}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600}>{request.user.name}</Text>
              <Text size="sm" c="dimmed">
                {request.user.email} · {request.user.phone}
              </Text>
              {showVenue && <Text size="sm">{request.venue.name}</Text>}
            </Stack>
            <Button
              size="sm"
              onClick={() => onApprove(request)}
              loading={approvingId === request.user.id}
              disabled={approvingId !== null && approvingId !== request.user.id}
            >
              {t('requests.approve')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function PendingInviteList({ invites, showVenue }: { invites: PendingInvite[]; showVenue: boolean }) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  if (invites.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('invites.title')}>
      <Title order={2} fz="lg">
        {t('invites.title')}
      </Title>
      {invites.map((invite) => (
        <Group key={invite.id} justify="space-between" wrap="wrap" gap="xs">
          <Text>{invite.email}</Text>
          <Text size="sm" c="dimmed">
            {showVenue ? `${invite.venue.name} · ` : ''}
            {t('invites.validUntil', { date: formatDate(invite.expiresAt) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
