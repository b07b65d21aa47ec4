/**
 * The supplier's side of one order for the venue (docs/PRODUCT.md#supplier-answer): opened when, the answer with its
 * time, the new date, the note or reason, and line by line what will not arrive. Shown in the order view and the
 * receive dialog.
 */
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate, formatDateTime } from '@/web/lib/dates';
import { useOrderSupplierAnswer } from '../api';
import { SupplierStateChip } from './supplier-state-chip';

interface SupplierAnswerPanelProps {
  orderId: number;
  /** The order's items, to name the declined lines. */
  items: readonly { id: number; name: string }[];
}

export function SupplierAnswerPanel({ orderId, items }: SupplierAnswerPanelProps) {
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'venueView' });
  const query = useOrderSupplierAnswer(orderId);
  if (!ready || !query.data) return null;
  const { state, answer, firstOpenedAt, lastOpenedAt, declinedItemIds } = query.data;
  const declined = items.filter((item) => declinedItemIds.includes(item.id));
  const color =
    state === 'rejected'
      ? SEMANTIC_COLORS.negative
      : state === 'confirmed_with_changes'
        ? SEMANTIC_COLORS.warning
        : state === 'confirmed'
          ? SEMANTIC_COLORS.positive
          : 'gray';
  return (
    <Alert
      color={color}
      variant="light"
      title={
        <Group gap="xs">
          {t('title')}
          <SupplierStateChip state={state} />
        </Group>
      }
      aria-label={t('title')}
    >
      <Stack gap={4}>
        {firstOpenedAt && lastOpenedAt ? (
          <Text size="sm">
            {t('opened', { time: formatDateTime(firstOpenedAt) })}
            {lastOpenedAt !== firstOpenedAt
              ? `, ${t('lastOpened', { time: formatDateTime(lastOpenedAt) })}`
              : ''}
          </Text>
        ) : (
          <Text size="sm">{t('notOpened')}</Text>
        )}
        {answer ? (
          <Text size="sm">{t('answeredAt', { time: formatDateTime(answer.answeredAt) })}</Text>
        ) : null}
        {answer?.deliveryDate ? (
          <Text size="sm">{t('deliveryDate', { date: formatDate(answer.deliveryDate) })}</Text>
        ) : null}
        {answer?.note ? <Text size="sm">{t('note', { note: answer.note })}</Text> : null}
        {answer?.reason ? <Text size="sm">{t('reason', { reason: answer.reason })}</Text> : null}
        {answer && answer.decision !== 'REJECTED' ? (
          declined.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                {t('declined')}
              </Text>
              <List size="sm" data-testid="supplier-declined">
                {declined.map((item) => (
                  <List.Item key={item.id}>{item.name}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">{t('allComing')}</Text>
          )
        ) : null}
      </Stack>
    </Alert>
  );
}
