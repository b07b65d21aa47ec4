/** What the supplier answered (docs/PRODUCT.md#supplier-answer), or what happened once the venue started receiving. */
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate, formatDateTime } from '@/web/lib/dates';

export function AnswerSummary({ view }: { view: SupplierOrderView }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'status' });
  const { t: tAnswer } = useTranslation('supplier-portal', { keyPrefix: 'answer' });
  const { answer } = view;
  if (!view.answerable) {
    return (
      <Alert
        color={SEMANTIC_COLORS.positive}
        title={view.received ? t('receivedTitle') : t('readOnly')}
        role="status"
      >
        {answer ? <Text size="sm">{t(answer.decision)}</Text> : null}
        <Text size="sm">{t('readOnly')}</Text>
      </Alert>
    );
  }
  if (!answer) return null;
  const color = answer.decision === 'REJECTED' ? SEMANTIC_COLORS.negative : SEMANTIC_COLORS.positive;
  return (
    <Alert color={color} title={t(answer.decision)} role="status">
      <Text size="sm">{t('answeredAt', { time: formatDateTime(answer.answeredAt) })}</Text>
      {answer.deliveryDate ? (
        <Text size="sm">{t('deliveryOn', { date: formatDate(answer.deliveryDate) })}</Text>
      ) : null}
      {answer.reason ? <Text size="sm">{t('reason', { reason: answer.reason })}</Text> : null}
      <Text size="sm" c="dimmed">
        {tAnswer('change')}
      </Text>
    </Alert>
  );
}
