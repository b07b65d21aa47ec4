/**
 * The dashboard's card of orders waiting for the reader's approval (src/domain/orders/order-limit.ts): admins see
 * every request, others those within their own limit, each with its approve and return actions. Renders nothing
 * while none waits.
 */
import { Card, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatDateTime } from '@/web/lib/dates';
import { useWaitingApprovals } from '../approval-api';
import { ApprovalPanel } from './approval-panel';

export function WaitingApprovalsCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('orders', { keyPrefix: 'approval' });
  const language = useAppLanguage();
  const waiting = useWaitingApprovals(enabled);
  const list = waiting.data?.orders ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={t('cardTitle')}>
      <Stack gap="xs">
        <Text fw={700}>{t('cardTitle')}</Text>
        {list.map((order) => (
          <Paper key={order.orderId} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text fw={600}>
                {order.orderNumber} · {order.station.name}
                {order.supplierName ? ` · ${order.supplierName}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {formatMoney(order.total, order.currency, language)} ·{' '}
                {t('requestedBy', {
                  who: order.requestedBy ?? t('someone'),
                  at: formatDateTime(order.requestedAt),
                })}
              </Text>
              <ApprovalPanel orderId={order.orderId} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}
