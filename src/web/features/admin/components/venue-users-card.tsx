import { Badge, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@/domain/users/team.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyError, notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useVenueTeam, useVenueUserActions } from '../api';

type Actions = ReturnType<typeof useVenueUserActions>;

/**
 * The venue's people on its page (users card, super admin: docs/PRODUCT.md#team, #role-super-admin): verify a person
 * for this venue, verify an e-mail by hand (snackbars userManuallyVerifiedSuccess / Failed, docs/PRODUCT.md#notices),
 * resend the verification mail; people asking to join are verified into the venue.
 */
export function VenueUsersCard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const team = useVenueTeam(venueId);
  const actions = useVenueUserActions(venueId);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        {team.isPending ? (
          <PageLoader />
        ) : team.isError ? (
          <ErrorState error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          // A list taller than the card scrolls; its viewport takes the keyboard focus so it can be scrolled without a
          // mouse (axe scrollable-region-focusable).
          <ScrollArea.Autosize
            mah={420}
            scrollbars="y"
            viewportProps={{ tabIndex: 0, role: 'group', 'aria-label': t('title') }}
          >
            <Stack gap="sm">
              {team.data.users.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
              {team.data.users.map((member) => (
                <MemberRow key={member.id} member={member} actions={actions} />
              ))}
              {team.data.accessRequests.map((request) => (
                <Stack
                  key={`request-${request.id}`}
                  gap={4}
                  component="article"
                  aria-label={request.user.name}
                >
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{request.user.name}</Text>
                    <Badge color="yellow" variant="light">
                      {t('asking')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {request.user.email}
                  </Text>
                  <Group gap="xs">
                    <VerifyForVenueButton userId={request.user.id} actions={actions} />
                  </Group>
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}

function MemberRow({ member, actions }: { member: TeamMember; actions: Actions }) {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const busy = actions.verifyEmail.isPending || actions.resendVerification.isPending;
  return (
    <Stack gap={4} component="article" aria-label={member.name}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{member.name}</Text>
        <Badge variant="light">{t(member.role === 'ROLE_ADMIN' ? 'admin' : 'member')}</Badge>
        <Badge color={member.verified ? 'green' : 'gray'} variant="light">
          {t(member.verified ? 'verified' : 'unverified')}
        </Badge>
        {member.disabled && (
          <Badge color="red" variant="light">
            {t('disabled')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {member.email}
      </Text>
      {!member.verified && (
        <Group gap="xs" wrap="wrap">
          <VerifyForVenueButton userId={member.id} actions={actions} />
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            onClick={() =>
              actions.verifyEmail.mutate(member.id, {
                onSuccess: () => notifySuccessText(t('userManuallyVerifiedSuccess')),
                onError: () => notifyErrorText(t('userManuallyVerifiedFailed')),
              })
            }
          >
            {t('verifyEmail')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={busy}
            onClick={() =>
              actions.resendVerification.mutate(member.email, {
                onSuccess: () => notifySuccessText(t('resent', { email: member.email })),
                onError: (error) => notifyError(errorKey(errorCodeOf(error))),
              })
            }
          >
            {t('resend')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function VerifyForVenueButton({ userId, actions }: { userId: number; actions: Actions }) {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  return (
    <Button
      size="compact-sm"
      loading={actions.verifyForVenue.isPending && actions.verifyForVenue.variables === userId}
      disabled={actions.verifyForVenue.isPending}
      onClick={() =>
        actions.verifyForVenue.mutate(userId, {
          onSuccess: () => notifySuccessText(t('verifiedForVenue')),
          onError: (error) => notifyError(errorKey(errorCodeOf(error))),
        })
      }
    >
      {t('verifyForVenue')}
    </Button>
  );
}
