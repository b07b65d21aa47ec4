/**
 * After a merge the order's edit screen says it was applied and offers to undo it (docs/PRODUCT.md#merge-undo). Undo
 * asks the server to restore the order as it was (one transaction, refused once the order changed since), then brings
 * back the new order's draft the selection came from and opens it, so both orders are as before the merge.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useUndoMerge } from '../api';
import { newOrderPath } from '../components/order-paths';
import { clearMergeData, type MergeData, writeDraft } from '../draft-storage';

interface MergeAppliedNoticeProps {
  kind: OrderKind;
  merge: MergeData & { undo: NonNullable<MergeData['undo']> };
  /** Stops this edit screen's own draft before the new order's draft comes back. */
  leaveEdit: () => void;
}

export function MergeAppliedNotice({ kind, merge, leaveEdit }: MergeAppliedNoticeProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.merge.applied' });
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const undoMerge = useUndoMerge(kind);
  const [error, setError] = useState<string | null>(null);
  const { orderNumber, version, draft } = merge.undo;

  const undo = () => {
    setError(null);
    undoMerge.mutate(
      { orderId: merge.orderId, version },
      {
        onSuccess: () => {
          leaveEdit();
          clearMergeData();
          writeDraft(draft);
          void navigate(newOrderPath(draft.stationId, draft.kind), { replace: true });
        },
        onError: (failure) => {
          const code = errorCodeOf(failure);
          setError(code === 'order_changed' ? t('conflict') : tMain(errorKey(code)));
        },
      },
    );
  };

  return (
    <Alert
      color={error ? SEMANTIC_COLORS.negative : SEMANTIC_COLORS.accent}
      icon={<IconArrowMerge />}
      title={t('title', { number: orderNumber })}
      role="status"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{error ?? t('text', { count: merge.articleIds.length })}</Text>
        {error ? null : (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={undo}
            loading={undoMerge.isPending}
            aria-label={t('undoLabel', { number: orderNumber })}
          >
            {t('undo')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
