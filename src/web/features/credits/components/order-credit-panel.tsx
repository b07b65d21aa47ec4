/**
 * The order view's credit request: what the supplier owes for this receipt and the one tap that asks for it (PRO),
 * or the request already made, which opens the credit view.
 */
import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifyErrorText } from '@/web/lib/notify';
import { useCreateCredit, useOrderCredit } from '../api';
import { CreditById } from './credit-view-dialog';
import { CreditLines, useMoney } from './credit-lines';

/** `nothingOwed`: shown instead of nothing when the receipt leaves nothing to ask for (the invoice's dialog). */
export function OrderCreditPanel({ orderId, nothingOwed }: { orderId: number; nothingOwed?: ReactNode }) {
  const { t, ready } = useTranslation('credits');
  const { t: tMain } = useTranslation();
  const credit = useOrderCredit(orderId);
  const create = useCreateCredit(orderId);
  const [note, setNote] = useState('');
  const money = useMoney(credit.data?.currency ?? 'RSD');

  if (!ready) return null;
  if (!credit.data) return credit.isError ? (nothingOwed ?? null) : null;
  const { creditId, lines, total, currency, allowed } = credit.data;
  if (creditId === null && lines.length === 0) return nothingOwed ?? null;

  const request = async () => {
    try {
      await create.mutateAsync(note);
    } catch (error) {
      notifyErrorText(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {creditId === null ? (
          <>
            <Text fw={700}>{t('orderPanel.title')}</Text>
            <Text>{t('orderPanel.owedText', { amount: money(total) })}</Text>
            <CreditLines lines={lines} total={total} currency={currency} />
            {allowed ? (
              <>
                <TextInput
                  label={t('orderPanel.note')}
                  value={note}
                  maxLength={500}
                  onChange={(event) => setNote(event.currentTarget.value)}
                />
                <Button mih={44} loading={create.isPending} onClick={() => void request()}>
                  {t('orderPanel.create')}
                </Button>
              </>
            ) : (
              <Alert color={SEMANTIC_COLORS.warning}>{t('orderPanel.proOnly')}</Alert>
            )}
          </>
        ) : (
          // The request made from this order, inline: a dialog over the order's dialog is one too many on a phone.
          <CreditById creditId={creditId} />
        )}
      </Stack>
    </Paper>
  );
}
