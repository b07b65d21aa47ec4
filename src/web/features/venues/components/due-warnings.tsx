/**
 * The dashboard's warnings about orders that should have arrived (dashboard, past-due: docs/PRODUCT.md#dashboard,
 * #overdue): yesterday's orders still expected, each linked to itself (its receive dialog on its station's Expected
 * tab, docs/PRODUCT.md#dashboard-warnings), and how many are more than 24 hours late. Nothing shows while everything
 * is on time.
 */
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDueSummary } from '@/web/features/orders/api';
import { currentOrdersPath } from '@/web/features/orders/public';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

export function DueWarnings() {
  const { t } = useTranslation('venues');
  const due = useDueSummary(true);
  if (!due.data) return null;
  const { yesterdayUnresolved, overdueCount } = due.data;
  if (yesterdayUnresolved.length === 0 && overdueCount === 0) return null;

  return (
    <Alert
      color={SEMANTIC_COLORS.warning}
      icon={<IconAlertTriangle />}
      title={yesterdayUnresolved.length > 0 ? t('dashboard.yesterdayTitle') : t('dashboard.overdueTitle')}
      role="alert"
    >
      <Stack gap="xs">
        {yesterdayUnresolved.length > 0 ? (
          <>
            <Text size="sm">{t('dashboard.yesterday')}</Text>
            <List size="sm" spacing={4}>
              {yesterdayUnresolved.map((order) => (
                <List.Item key={order.id}>
                  <Anchor
                    component={Link}
                    size="sm"
                    className="tap-target"
                    to={currentOrdersPath(
                      order.department.id,
                      order.isCustomOrder ? 'custom' : 'regular',
                      'expected',
                      order.id,
                    )}
                  >
                    {t('dashboard.yesterdayOrder', {
                      number: order.order_number,
                      supplier: order.supplier?.name ?? order.marketSupplier?.name ?? '',
                      station: order.department.name,
                    })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        {overdueCount > 0 ? <Text size="sm">{t('dashboard.overdue', { count: overdueCount })}</Text> : null}
      </Stack>
    </Alert>
  );
}
