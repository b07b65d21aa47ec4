/**
 * The current orders' heading (docs/PRODUCT.md#current-orders): the station's name with its help link, and where a
 * chef goes from here: the station's standing orders (decision 0030) and stock count on the regular list, and a new
 * order on both lists.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarRepeat, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { buildPath } from '@/web/lib/paths';
import { HelpLink } from '@/web/features/help/public';

interface CurrentOrdersHeaderProps {
  stationId: number;
  kind: OrderKind;
  /** Undefined while the stations load. */
  stationName: string | undefined;
  onCreate: () => void;
}

export function CurrentOrdersHeader({ stationId, kind, stationName, onCreate }: CurrentOrdersHeaderProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t(kind === 'custom' ? 'page.customHeading' : 'page.heading')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Title order={1} fz={26}>
            {stationName ?? '…'}
          </Title>
          <HelpLink article="order-editing" />
        </Group>
      </Stack>
      <Group gap="xs">
        {kind === 'regular' ? (
          <>
            <Button
              component={Link}
              to={buildPath.stationStandingOrders(stationId)}
              variant="light"
              leftSection={<IconCalendarRepeat size={18} />}
            >
              {t('page.standingOrders')}
            </Button>
            <Button component={Link} to={buildPath.stockCount(stationId)} variant="light">
              {t('page.stockCount')}
            </Button>
          </>
        ) : null}
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
          {t('page.createNew')}
        </Button>
      </Group>
    </Group>
  );
}
