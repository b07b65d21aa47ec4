/**
 * The way back to a kept local draft (docs/PRODUCT.md#local-draft): someone who left the wizard and chose to keep
 * what they typed finds it again on the dashboard and on the station's orders, and reopens the wizard on it.
 */
import { Alert, Button, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { type OrderDraft, readDraft } from '../draft-storage';
import { editOrderPath, newOrderPath } from './order-paths';

interface ContinueDraftProps {
  /** Only the draft of this station (the station's orders); any station's on the dashboard. */
  stationId?: number;
  /** The station's name for the dashboard, where several stations may have orders. */
  stationName?: (stationId: number) => string | undefined;
}

export function draftPath(draft: OrderDraft): string {
  return draft.orderId === null
    ? newOrderPath(draft.stationId, draft.kind)
    : editOrderPath(draft.stationId, draft.orderId);
}

export function ContinueDraft({ stationId, stationName }: ContinueDraftProps) {
  const { t, ready } = useTranslation('orders', { keyPrefix: 'draftEntry' });
  // Read once: the draft changes only in the wizard, which is another screen.
  const [draft] = useState(readDraft);
  if (!ready || !draft || (stationId !== undefined && draft.stationId !== stationId)) return null;
  const { orderObj } = draft;
  const station = stationName?.(draft.stationId);
  return (
    <Alert
      variant="light"
      color={SEMANTIC_COLORS.warning}
      icon={<IconPencil />}
      title={t('title')}
      role="region"
      aria-label={t('title')}
    >
      <Text size="sm">
        {[
          station,
          orderObj.supplierName,
          orderObj.deadline ? formatDate(orderObj.deadline) : null,
          t('articles', { count: orderObj.products.length }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Button component={Link} to={draftPath(draft)} mt="xs" leftSection={<IconPencil size={16} />}>
        {t('continue')}
      </Button>
    </Alert>
  );
}
