/**
 * /k/{token}: the credit request a supplier's link opens, without login, in the venue's language with a ser/en
 * toggle, phone first. The supplier answers once: accepts all, accepts a part (its amount) or refuses (a reason).
 */
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CreditDecision } from '@/domain/credits/credit-states';
import type { SupplierCreditView } from '@/domain/credits/credits.schemas';
import { nextPriceInput, parsePrice } from '@/domain/prices/money';
import { PageLoader } from '@/web/components/page-loader';
import { PortalFrame, useVenueLanguage } from '@/web/features/supplier-portal/public';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useAnswerCredit, useSupplierCredit } from '../api';
import { CreditLines, useMoney } from '../components/credit-lines';

export function SupplierCreditPage() {
  const { token = '' } = useParams();
  const { t, ready } = useTranslation('credits');
  const credit = useSupplierCredit(token);
  useVenueLanguage(credit.data?.language);
  if (!ready || credit.isPending) return <PageLoader />;
  return (
    <PortalFrame>
      {credit.isError ? (
        <Alert color={SEMANTIC_COLORS.warning}>{t('portal.invalid')}</Alert>
      ) : (
        <SupplierCredit token={token} view={credit.data} />
      )}
    </PortalFrame>
  );
}

function SupplierCredit({ token, view }: { token: string; view: SupplierCreditView }) {
  const { t } = useTranslation('credits');
  const money = useMoney(view.currency);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('title', { number: view.number })}
      </Title>
      <Text>{t('portal.intro', { venue: view.venueName, order: view.orderNumber })}</Text>
      <CreditLines lines={view.lines} total={view.requestedAmount} currency={view.currency} />
      {view.note ? <Text size="sm">{view.note}</Text> : null}
      {view.answer ? (
        <Alert color={SEMANTIC_COLORS.positive} title={t(`decision.${view.answer.decision}`)}>
          {t('accepted')}: {money(view.answer.acceptedAmount)}
          {view.answer.reason ? ` · ${view.answer.reason}` : ''}
        </Alert>
      ) : (
        <AnswerForm token={token} />
      )}
    </Stack>
  );
}

const DECISIONS = [
  ['ACCEPTED_ALL', 'portal.acceptAll'],
  ['ACCEPTED_PART', 'portal.acceptPart'],
  ['REFUSED', 'portal.refuse'],
] as const satisfies ReadonlyArray<readonly [CreditDecision, string]>;

function AnswerForm({ token }: { token: string }) {
  const { t } = useTranslation('credits');
  const { t: tMain } = useTranslation();
  const answer = useAnswerCredit(token);
  const [decision, setDecision] = useState<CreditDecision>('ACCEPTED_ALL');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const part = parsePrice(amount);
  const ready =
    decision === 'ACCEPTED_ALL' ||
    (decision === 'ACCEPTED_PART' && part !== undefined) ||
    (decision === 'REFUSED' && reason.trim() !== '');

  const submit = async () => {
    setFailure(null);
    try {
      await answer.mutateAsync({
        decision,
        acceptedAmount: decision === 'ACCEPTED_PART' ? part : null,
        reason: decision === 'REFUSED' ? reason : '',
      });
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700}>{t('portal.answerTitle')}</Text>
        <Stack gap="xs" role="group" aria-label={t('portal.answerTitle')}>
          {DECISIONS.map(([value, label]) => (
            <Button
              key={value}
              mih={44}
              variant={decision === value ? 'filled' : 'light'}
              aria-pressed={decision === value}
              onClick={() => setDecision(value)}
            >
              {t(label)}
            </Button>
          ))}
        </Stack>
        {decision === 'ACCEPTED_PART' ? (
          <TextInput
            label={t('portal.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(nextPriceInput(amount, event.currentTarget.value))}
          />
        ) : null}
        {decision === 'REFUSED' ? (
          <TextInput
            label={t('portal.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        ) : null}
        {failure ? <Alert color={SEMANTIC_COLORS.negative}>{failure}</Alert> : null}
        <Button mih={44} disabled={!ready} loading={answer.isPending} onClick={() => void submit()}>
          {t('portal.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
