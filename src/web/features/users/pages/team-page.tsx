import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRequest, TeamMember } from '@/domain/users/team.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { type MemberAction, useApproveAccess, useMemberAction, useTeam } from '../api';
import { InviteForm } from '../components/team/invite-form';
import { MemberList } from '../components/team/member-list';
import { type ConfirmedAction, needsConfirmation } from '../components/team/member-menu';
import { MemberLimitModal } from '../components/team/member-limit-modal';
import { MemberStationsModal } from '../components/team/member-stations-modal';
import { AccessRequestList, PendingInviteList } from '../components/team/pending-lists';
import { HelpLink } from '@/web/features/help/public';

interface PendingAction {
  action: MemberAction;
  member: TeamMember;
}

interface ConfirmingAction extends PendingAction {
  action: ConfirmedAction;
}

/**
 * /admin/users (users card: docs/PRODUCT.md#team, #venue-users-card): a venue admin's team with its access requests
 * and invitations, invite by e-mail and the options of each person; the super admin sees everybody (and invites from
 * a venue's own admin).
 */
export function TeamPage() {
  const { t, ready } = useTranslation('users', { keyPrefix: 'team' });
  const { t: tMain } = useTranslation();
  const { user } = useCurrentUser();
  const team = useTeam();
  const mobile = useIsMobile();
  const memberAction = useMemberAction();
  const approve = useApproveAccess();
  const [confirming, setConfirming] = useState<ConfirmingAction | null>(null);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [stationsOf, setStationsOf] = useState<TeamMember | null>(null);
  const [limitOf, setLimitOf] = useState<TeamMember | null>(null);
  if (!ready || !user) return <PageLoader />;
  const superAdmin = user.role === 'ROLE_SUPERADMIN';

  const run = ({ action, member }: PendingAction) =>
    memberAction.mutate(
      { action, userId: member.id, venueId: member.venue?.id ?? null },
      {
        onSuccess: () => {
          setConfirming(null);
          notifySuccessText(t(`done.${action}`, { name: member.name }));
        },
        onError: (error) => {
          if (!confirming) notifyErrorText(tMain(errorKey(errorCodeOf(error))));
        },
      },
    );
  const onAction = (action: MemberAction, member: TeamMember) => {
    memberAction.reset();
    if (needsConfirmation(action, member)) setConfirming({ action, member });
    else run({ action, member });
  };
  const onApprove = (request: AccessRequest) => {
    setApprovingId(request.user.id);
    approve.mutate(request.user.id, {
      onSuccess: () => notifySuccessText(t('requests.approved', { name: request.user.name })),
      onError: (error) => notifyErrorText(tMain(errorKey(errorCodeOf(error)))),
      onSettled: () => setApprovingId(null),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <HelpLink article="users" />
      </Group>
      {user.venue && <InviteForm venueId={user.venue.id} userId={user.id} />}
      {team.isPending ? (
        <PageLoader />
      ) : team.isError ? (
        <ErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <AccessRequestList
            requests={team.data.accessRequests}
            showVenue={superAdmin}
            approvingId={approvingId}
            onApprove={onApprove}
          />
          <PendingInviteList invites={team.data.invites} showVenue={superAdmin} />
          <Stack gap="xs" component="section" aria-label={t('members')}>
            <Title order={2} fz="lg">
              {t('members')}
            </Title>
            {team.data.users.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <MemberList
                members={team.data.users}
                selfId={user.id}
                showVenue={superAdmin}
                mobile={mobile}
                onAction={onAction}
                onStations={user.role === 'ROLE_ADMIN' ? setStationsOf : undefined}
                onLimit={user.role === 'ROLE_ADMIN' ? setLimitOf : undefined}
              />
            )}
          </Stack>
        </>
      )}
      <MemberStationsModal member={stationsOf} onClose={() => setStationsOf(null)} />
      <MemberLimitModal member={limitOf} onClose={() => setLimitOf(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(`confirm.${confirming.action}.title`) : ''}
        confirmLabel={confirming ? t(`confirm.${confirming.action}.confirm`) : ''}
        danger={confirming?.action !== 'makeAdmin'}
        pending={memberAction.isPending}
        error={memberAction.isError ? tMain(errorKey(errorCodeOf(memberAction.error))) : null}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming ? t(`confirm.${confirming.action}.question`, { name: confirming.member.name }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
