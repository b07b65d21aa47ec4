/** One station on the stations admin screen: its counts, people and suppliers, and its options menu. */
import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash, IconTruck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationOverview } from '@/domain/stations/stations.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

export type StationAction = 'rename' | 'users' | 'suppliers' | 'delete';

interface StationAdminCardProps {
  station: StationOverview;
  onAction: (action: StationAction, station: StationOverview) => void;
}

const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');

export function StationAdminCard({ station, onAction }: StationAdminCardProps) {
  const { t } = useTranslation('stations');
  const { name, isWarehouse } = station.department;
  const act = (action: StationAction) => () => onAction(action, station);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" miw={0}>
            <Text fw={700} size="lg" truncate>
              {name}
            </Text>
            {isWarehouse && <Badge variant="light">{t('warehouse')}</Badge>}
          </Group>
          <Menu position="bottom-end" withinPortal shadow="md" width={230}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('options', { name })}>
                <IconDotsVertical size={20} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={act('rename')}>
                {t('menu.rename')}
              </Menu.Item>
              <Menu.Item leftSection={<IconUsers size={16} />} onClick={act('users')}>
                {t('menu.users')}
              </Menu.Item>
              <Menu.Item leftSection={<IconTruck size={16} />} onClick={act('suppliers')}>
                {t('menu.suppliers')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTrash size={16} />}
                color={SEMANTIC_COLORS.negative}
                onClick={act('delete')}
              >
                {t('menu.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="md">
          <Text size="sm">
            {t('openOrders')}: <b>{station.numberOfOpenOrders}</b>
          </Text>
          <Text size="sm">
            {t('expectedOrders')}: <b>{station.numberOfExpectedOrders}</b>
          </Text>
        </Group>
        <Text size="sm" c={station.users.length ? undefined : 'dimmed'}>
          {t('people')}: {names(station.users) || t('none')}
        </Text>
        <Text size="sm" c={station.suppliers.length ? undefined : 'dimmed'}>
          {t('suppliers')}: {names(station.suppliers) || t('none')}
        </Text>
      </Stack>
    </Card>
  );
}
