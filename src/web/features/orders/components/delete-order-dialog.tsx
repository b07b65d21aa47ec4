/**
 * Row menu "delete" (docs/PRODUCT.md#row-menu): a draft goes only after confirmation, and the list says which one
 * went.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteOrder } from '../api';

interface DeleteOrderDialogProps {
  order: OrderListItem | null;
  kind: OrderKind;
  onClose: () => void;
}

export function DeleteOrderDialog({ order, kind, onClose }: DeleteOrderDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tMain } = useTranslation();
  const remove = useDeleteOrder(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!order) return;
    setFailure(null);
    try {
      await remove.mutateAsync(order.id);
      notifySuccessText(t('delete.done', { number: order.order_number }));
      close();
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <ConfirmDialog
      opened={order !== null}
      title={t('delete.title')}
      onClose={close}
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={() => void confirm()}
      pending={remove.isPending}
      error={failure}
    >
      {t('delete.text', { number: order?.order_number ?? '' })}
    </ConfirmDialog>
  );
}
