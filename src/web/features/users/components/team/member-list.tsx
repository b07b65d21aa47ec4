/** The people of the team screen: a table on desktop, cards on phones (360 px: docs/PRODUCT.md#ui-constants). */
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import type { TeamMember } from '@/domain/users/team.schemas';
import { useAppLanguage } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useVenueCurrency } from '@/web/lib/use-format-money';
import type { MemberAction } from '../../api';
import { MemberMenu } from './member-menu';

interface MemberListProps {
  members: TeamMember[];
  /** The signed-in user: no options on their own row. */
  selfId: number;
  /** The super admin sees every venue: a venue column. */
  showVenue: boolean;
  mobile: boolean;
  onAction: (action: MemberAction, member: TeamMember) => void;
  onStations?: (member: TeamMember) => void;
  onLimit?: (member: TeamMember) => void;
}

function MemberBadges({ member }: { member: TeamMember }) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  const language = useAppLanguage();
  const venueCurrency = useVenueCurrency();
  const { t: tMain } = useTranslation();
  // A limit is in its person's venue's currency (the super admin's list mixes venues).
  const currency = member.venue?.currency ?? venueCurrency;
  return (
    <Group gap={4}>
      <Badge variant="light">{tMain(`enums.roles.${member.role}`)}</Badge>
      {member.disabled && (
        <Badge color={SEMANTIC_COLORS.negative} variant="filled">
          {t('badges.disabled')}
        </Badge>
      )}
      {!member.verified && (
        <Badge color="gray" variant="outline">
          {t('badges.unverified')}
        </Badge>
      )}
      {!member.canSendOrder && (
        <Badge color="gray" variant="light">
          {t('badges.cannotSend')}
        </Badge>
      )}
      {member.orderLimit !== null && (
        <Badge color="gray" variant="light" tt="none">
          {t('badges.orderLimit', { limit: formatMoney(member.orderLimit, currency, language) })}
        </Badge>
      )}
      {!member.emailNotificationsOn && (
        <Badge color="gray" variant="light">
          {t('badges.noNotifications')}
        </Badge>
      )}
    </Group>
  );
}

const stationNames = (member: TeamMember) => member.departments.map((d) => d.name).join(', ');

/** Every venue of the person with the role there (decision 0037), for the super admin's list. */
function MemberVenues({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  if (member.memberships.length === 0) return <>{member.venue?.name ?? '–'}</>;
  return (
    <>{member.memberships.map((venue) => `${venue.name} (${t(`enums.roles.${venue.role}`)})`).join(', ')}</>
  );
}

export function MemberList({
  members,
  selfId,
  showVenue,
  mobile,
  onAction,
  onStations,
  onLimit,
}: MemberListProps) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  const menu = (member: TeamMember) =>
    member.id === selfId ? null : (
      <MemberMenu member={member} onAction={onAction} onStations={onStations} onLimit={onLimit} />
    );

  if (mobile) {
    return (
      <Stack gap="sm">
        {members.map((member) => (
          <Card
            key={member.id}
            withBorder
            radius="lg"
            padding="md"
            component="article"
            aria-label={member.name}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text fw={700} truncate>
                    {member.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {member.email}
                  </Text>
                </Stack>
                {menu(member)}
              </Group>
              <MemberBadges member={member} />
              {showVenue && (member.venue || member.memberships.length > 0) && (
                <Text size="sm">
                  <MemberVenues member={member} />
                </Text>
              )}
              {member.departments.length > 0 && (
                <Text size="sm">{t('stationsValue', { stations: stationNames(member) })}</Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            {showVenue && <Table.Th>{t('columns.venue')}</Table.Th>}
            <Table.Th>{t('columns.stations')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th aria-label={t('columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td fw={600}>{member.name}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              {showVenue && (
                <Table.Td>
                  <MemberVenues member={member} />
                </Table.Td>
              )}
              <Table.Td>{stationNames(member) || '–'}</Table.Td>
              <Table.Td>
                <MemberBadges member={member} />
              </Table.Td>
              <Table.Td ta="right">{menu(member)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
