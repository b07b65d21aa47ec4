/**
 * An order's approval on its preview (src/domain/orders/order-limit.ts): "Waiting for approval" instead of sending
 * while the total is above the creator's limit, asking for it, approving or returning it with a note, what an edit
 * cleared, and who did what when. Renders nothing for an order that needs no approval and has no history.
 */
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderApproval } from '@/domain/orders/approvals.schemas';
import { formatMoney } from '@/domain/prices/money';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDateTime } from '@/web/lib/dates';
import { useApprovalStep, useOrderApproval } from '../approval-api';

export function ApprovalPanel({ orderId }: { orderId: number }) {
  const approval = useOrderApproval(orderId);
  if (!approval.data) return null;
  if (approval.data.state === 'free' && approval.data.events.length === 0) return null;
  return <ApprovalContent approval={approval.data} />;
}

function ApprovalContent({ approval }: { approval: OrderApproval }) {
  const { t } = useTranslation('orders', { keyPrefix: 'approval' });
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const money = (value: string | null) => (value ? formatMoney(value, approval.currency, language) : '–');
  const step = useApprovalStep(approval.orderId);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const lastReturn = [...approval.events].reverse().find((event) => event.action === 'RETURNED');
  const failure = step.error ? tMain(errorKey(errorCodeOf(step.error))) : null;
  const waiting = ['needed', 'requested', 'returned', 'cleared'].includes(approval.state);

  return (
    <Stack gap="xs" aria-label={t('title')} component="section">
      <Group gap="xs">
        <Text fw={700}>{t('title')}</Text>
        <Badge color={waiting ? SEMANTIC_COLORS.warning : SEMANTIC_COLORS.positive} variant="light" tt="none">
          {t(`state.${approval.state}`)}
        </Badge>
      </Group>
      {waiting ? (
        <Text size="sm">
          {t('aboveLimit', { total: money(approval.total), limit: money(approval.creatorLimit) })}
        </Text>
      ) : null}
      {approval.state === 'cleared' ? (
        <Alert color={SEMANTIC_COLORS.warning} py="xs">
          {t('cleared', { approved: money(approval.approvedBasis) })}
        </Alert>
      ) : null}
      {approval.state === 'returned' && lastReturn ? (
        <Alert color={SEMANTIC_COLORS.warning} py="xs" title={t('returnedTitle')}>
          {lastReturn.note}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert" py="xs">
          {failure}
        </Alert>
      ) : null}
      <Group gap="xs">
        {approval.canRequest ? (
          <Button mih={44} loading={step.isPending} onClick={() => step.mutate({ step: 'request' })}>
            {t('request')}
          </Button>
        ) : null}
        {approval.canDecide && !returning ? (
          <>
            <Button mih={44} loading={step.isPending} onClick={() => step.mutate({ step: 'approve' })}>
              {t('approve')}
            </Button>
            <Button mih={44} variant="default" onClick={() => setReturning(true)}>
              {t('return')}
            </Button>
          </>
        ) : null}
      </Group>
      {returning ? (
        <Stack gap="xs">
          <Textarea
            label={t('note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            required
            autosize
            minRows={2}
          />
          <Group gap="xs">
            <Button mih={44} variant="default" onClick={() => setReturning(false)}>
              {tMain('common.cancel')}
            </Button>
            <Button
              mih={44}
              loading={step.isPending}
              disabled={note.trim() === ''}
              onClick={() => step.mutate({ step: 'return', note }, { onSuccess: () => setReturning(false) })}
            >
              {t('returnConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {approval.events.length > 0 ? (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('history')}
          </Text>
          {approval.events.map((event) => (
            <Text key={event.id} size="sm">
              {t(`action.${event.action}`, {
                who: event.actorName ?? t('someone'),
                at: formatDateTime(event.at),
                total: money(event.basis),
              })}
              {event.note ? ` — ${event.note}` : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
