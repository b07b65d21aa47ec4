/**
 * The standing link's table (supplier dashboard: docs/PRODUCT.md#supplier-dashboard-route): date, restaurant, status;
 * phone first (three short columns). Each row opens that order's supplier page.
 */
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { StandingOrderState } from '@/domain/supplier-portal/standing-link';
import type { StandingOrderRow } from '@/domain/supplier-portal/standing-link.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';

// Light badges: their text tones reach WCAG AA on their pale background (theme.ts); outline green and orange do not.
const COLOR: Record<StandingOrderState, string> = {
  arrived: SEMANTIC_COLORS.accent,
  confirmed: SEMANTIC_COLORS.positive,
  rejected: SEMANTIC_COLORS.negative,
  delivered: 'gray',
};

export function StandingOrdersTable({ rows }: { rows: readonly StandingOrderRow[] }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'standing' });
  const navigate = useNavigate();
  if (rows.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('date')}</Table.Th>
          <Table.Th>{t('restaurant')}</Table.Th>
          <Table.Th>{t('status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const to = `/o/${row.token}`;
          return (
            <Table.Tr key={row.token} style={{ cursor: 'pointer' }} onClick={() => void navigate(to)}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={to}
                  fw={600}
                  className="tap-target"
                  aria-label={t('open', { number: row.orderNumber })}
                  onClick={(event) => event.stopPropagation()}
                >
                  {formatDate(row.deliveryDate)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.restaurant}</Text>
                <Text size="xs" c="dimmed">
                  {row.station} · {row.orderNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Light: the theme's AA text shades (a green outline is 3.44:1 on white; axe). */}
                <Badge color={COLOR[row.state]} variant="light" radius="xl" size="sm">
                  {t(`state.${row.state}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
