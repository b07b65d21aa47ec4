/** Moving an overdue order to a new delivery date (change order date dialog, past-due: docs/PRODUCT.md#overdue). */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { notifySuccessText } from '@/web/lib/notify';
import { useChangeOrderDate } from '../api';
import { DeadlineField, useDeadline } from './deadline-field';

interface ChangeDateDialogProps {
  order: OrderListItem | null;
  onClose: () => void;
}

export function ChangeDateDialog({ order, onClose }: ChangeDateDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <AppModal opened={order !== null} onClose={onClose} title={t('changeDate.title')}>
      {/* Keyed by order: every opening starts from tomorrow again. */}
      {order ? <ChangeDateForm key={order.id} order={order} onClose={onClose} /> : null}
    </AppModal>
  );
}

function ChangeDateForm({ order, onClose }: { order: OrderListItem; onClose: () => void }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tMain } = useTranslation();
  const deadline = useDeadline();
  const change = useChangeOrderDate();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (!deadline.valid || deadline.value === null) return;
    setFailure(null);
    try {
      await change.mutateAsync({ orderId: order.id, deadline: deadline.value });
      notifySuccessText(
        t('changeDate.done', { number: order.order_number, date: formatDate(deadline.value) }),
      );
      onClose();
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('changeDate.intro', { number: order.order_number, date: formatDate(order.deadline) })}
      </Text>
      <DeadlineField state={deadline} label={t('date.label')} />
      {failure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!deadline.valid} loading={change.isPending}>
          {t('changeDate.save')}
        </Button>
      </Group>
    </Stack>
  );
}
