/**
 * The options of one person on the team screen (users card: docs/PRODUCT.md#venue-users-card): make or remove admin,
 * disable or enable, verify, e-mail notifications, the send-orders permission, and removal from the venue (the account
 * stays: docs/decisions/0037-venue-memberships.md). Never shown for oneself (the server refuses it too).
 */
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconCash,
  IconCircleCheck,
  IconDoorExit,
  IconDotsVertical,
  IconSend,
  IconShield,
  IconUserOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@/domain/users/team.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import type { MemberAction } from '../../api';

export type ConfirmedAction = Extract<MemberAction, 'disable' | 'removeAdmin' | 'makeAdmin' | 'removeMember'>;

/**
 * Actions that take something away or hand out power ask first (docs/PRODUCT.md#error-catalogue: confirmation where
 * destructive).
 */
export function needsConfirmation(action: MemberAction, member: TeamMember): action is ConfirmedAction {
  return (
    (action === 'disable' && !member.disabled) ||
    action === 'removeAdmin' ||
    action === 'makeAdmin' ||
    action === 'removeMember'
  );
}

interface MemberMenuProps {
  member: TeamMember;
  onAction: (action: MemberAction, member: TeamMember) => void;
  /** Opens the choice of the person's stations (the venue admin's team screen only). */
  onStations?: (member: TeamMember) => void;
  /** Opens the person's order limit (the venue admin's team screen only). */
  onLimit?: (member: TeamMember) => void;
}

export function MemberMenu({ member, onAction, onStations, onLimit }: MemberMenuProps) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  const act = (action: MemberAction) => () => onAction(action, member);
  const isAdmin = member.role === 'ROLE_ADMIN';
  const inVenue = member.venue !== null && (isAdmin || member.role === 'ROLE_USER');
  // Disabling is the account's, in every venue: a venue admin may do it only to someone who works nowhere else, and
  // removes the others from the venue instead (docs/decisions/0037-venue-memberships.md).
  const mayDisableAccount = onStations === undefined || !member.worksElsewhere;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={250}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('options', { name: member.name })}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onStations && member.venue !== null && (
          <Menu.Item leftSection={<IconBuildingStore size={16} />} onClick={() => onStations(member)}>
            {t('stationsDialog.action')}
          </Menu.Item>
        )}
        {onLimit && inVenue && (
          <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onLimit(member)}>
            {t('limitDialog.action')}
          </Menu.Item>
        )}
        {inVenue && (
          <Menu.Item
            leftSection={<IconShield size={16} />}
            onClick={act(isAdmin ? 'removeAdmin' : 'makeAdmin')}
          >
            {t(isAdmin ? 'actions.removeAdmin' : 'actions.makeAdmin')}
          </Menu.Item>
        )}
        {!member.verified && (
          <Menu.Item leftSection={<IconCircleCheck size={16} />} onClick={act('verify')}>
            {t('actions.verify')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconBell size={16} />} onClick={act('disableNotifications')}>
          {t(member.emailNotificationsOn ? 'actions.notificationsOff' : 'actions.notificationsOn')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSend size={16} />} onClick={act('toggleCanSendOrder')}>
          {t(member.canSendOrder ? 'actions.forbidSending' : 'actions.allowSending')}
        </Menu.Item>
        {mayDisableAccount && (
          <Menu.Item
            leftSection={<IconUserOff size={16} />}
            color={member.disabled ? undefined : SEMANTIC_COLORS.negative}
            onClick={act('disable')}
          >
            {t(member.disabled ? 'actions.enable' : 'actions.disable')}
          </Menu.Item>
        )}
        {inVenue && (
          <Menu.Item
            leftSection={<IconDoorExit size={16} />}
            color={SEMANTIC_COLORS.negative}
            onClick={act('removeMember')}
          >
            {t('actions.removeMember')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
