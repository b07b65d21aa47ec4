/**
 * The stations one person works at, chosen on the team screen: a new colleague gets their stations here right after
 * joining, so they never land on "not assigned to any station" (docs/PRODUCT.md#team). Each change is the stations
 * screen's own link or unlink call.
 */
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@/domain/users/team.schemas';
import { AppModal } from '@/web/components/app-modal';
import { PageLoader } from '@/web/components/page-loader';
import { useStationLinks, useStations } from '@/web/features/stations/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifySuccessText } from '@/web/lib/notify';
import { TEAM_QUERY_KEY } from '../../api';

interface MemberStationsModalProps {
  member: TeamMember | null;
  onClose: () => void;
}

export function MemberStationsModal({ member, onClose }: MemberStationsModalProps) {
  const { t } = useTranslation('users', { keyPrefix: 'team.stationsDialog' });
  return (
    <AppModal
      opened={member !== null}
      onClose={onClose}
      title={member ? t('title', { name: member.name }) : ''}
    >
      {member ? <StationChoice key={member.id} member={member} onClose={onClose} /> : null}
    </AppModal>
  );
}

function StationChoice({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('users', { keyPrefix: 'team.stationsDialog' });
  const { t: tMain } = useTranslation();
  const stations = useStations(true);
  const links = useStationLinks('users');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => member.departments.map((station) => String(station.id)));
  const [failure, setFailure] = useState<string | null>(null);

  if (stations.isPending) return <PageLoader />;
  const list = (stations.data ?? []).map((overview) => overview.department);

  const save = async () => {
    setFailure(null);
    const before = new Set(member.departments.map((station) => station.id));
    const after = new Set(chosen.map(Number));
    try {
      for (const station of list) {
        const add = after.has(station.id) && !before.has(station.id) ? [member.id] : [];
        const remove = before.has(station.id) && !after.has(station.id) ? [member.id] : [];
        if (add.length + remove.length > 0) await links.mutateAsync({ stationId: station.id, add, remove });
      }
      await queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
      notifySuccessText(t('saved', { name: member.name }));
      onClose();
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <Stack>
      <Text size="sm">{t('text')}</Text>
      {list.length === 0 ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        <Checkbox.Group value={chosen} onChange={setChosen} aria-label={t('title', { name: member.name })}>
          <Stack gap="sm">
            {list.map((station) => (
              <Checkbox key={station.id} value={String(station.id)} label={station.name} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {failure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={links.isPending}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={links.isPending} disabled={list.length === 0}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
