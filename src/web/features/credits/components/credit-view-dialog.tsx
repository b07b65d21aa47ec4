/**
 * One credit request: its lines, state, the supplier's answer and history, and the actions its state allows: send it
 * to a supplier contact (the order's channels), settle it with the credited amount, close it.
 */
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canCloseCredit, canSendCredit, canSettleCredit } from '@/domain/credits/credit-states';
import type { CreditDetail } from '@/domain/credits/credits.schemas';
import { AppModal } from '@/web/components/app-modal';
import { PageLoader } from '@/web/components/page-loader';
import { ErrorState } from '@/web/components/error-state';
import { formatDateTime } from '@/web/lib/dates';
import { useCredit } from '../api';
import { CreditLines, useMoney } from './credit-lines';
import { CloseCredit, SettleCredit } from './credit-actions';
import { SendCredit } from './send-credit';

export function CreditViewDialog({ creditId, onClose }: { creditId: number | null; onClose: () => void }) {
  const { t } = useTranslation('credits');
  const credit = useCredit(creditId);
  return (
    <AppModal
      opened={creditId !== null}
      onClose={onClose}
      title={credit.data ? t('title', { number: credit.data.number }) : t('tab')}
    >
      {credit.isPending ? (
        <PageLoader />
      ) : credit.isError ? (
        <ErrorState error={credit.error} onRetry={() => void credit.refetch()} />
      ) : (
        <CreditView credit={credit.data} />
      )}
    </AppModal>
  );
}

/** A credit request shown inside another view (the order view): loaded by its id. */
export function CreditById({ creditId }: { creditId: number }) {
  const { t } = useTranslation('credits');
  const credit = useCredit(creditId);
  if (credit.isPending) return <PageLoader />;
  if (credit.isError) return <ErrorState error={credit.error} onRetry={() => void credit.refetch()} />;
  const title = t('title', { number: credit.data.number });
  return (
    <Stack gap="sm" role="region" aria-label={title}>
      <Text fw={700}>{title}</Text>
      <CreditView credit={credit.data} />
    </Stack>
  );
}

export function CreditStatusBadge({ status }: { status: CreditDetail['status'] }) {
  const { t } = useTranslation('credits');
  const color = { REQUESTED: 'orange', ANSWERED: 'blue', SETTLED: 'green', CLOSED: 'gray' }[status];
  return (
    <Badge color={color} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function CreditView({ credit }: { credit: CreditDetail }) {
  const { t } = useTranslation('credits');
  const money = useMoney(credit.currency);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>
          {t('order', { number: credit.orderNumber })} · {credit.supplierName}
        </Text>
        <CreditStatusBadge status={credit.status} />
      </Group>
      <CreditLines lines={credit.lines} total={credit.requestedAmount} currency={credit.currency} />
      {credit.note ? <Text size="sm">{credit.note}</Text> : null}
      {credit.answer ? (
        <Stack gap={2}>
          <Text fw={700}>{t(`decision.${credit.answer.decision}`)}</Text>
          <Text>
            {t('accepted')}: {money(credit.answer.acceptedAmount)}
          </Text>
          {credit.answer.reason ? (
            <Text size="sm">
              {t('reason')}: {credit.answer.reason}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {credit.creditedAmount !== null ? (
        <Text fw={700}>
          {t('credited')}: {money(credit.creditedAmount)}
        </Text>
      ) : null}
      {canSendCredit(credit.status) && credit.supplierId !== null ? <SendCredit credit={credit} /> : null}
      {canSettleCredit(credit.status) ? <SettleCredit credit={credit} /> : null}
      {canCloseCredit(credit.status, credit.answer?.decision ?? null) ? (
        <CloseCredit credit={credit} />
      ) : null}
      <Divider />
      <Stack gap={2}>
        <Text fw={700}>{t('history')}</Text>
        {credit.events.map((event, index) => (
          <Text key={index} size="sm">
            {t(`event.${event.kind}`)} · {event.by ?? t('supplierSide')} · {formatDateTime(event.at)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
