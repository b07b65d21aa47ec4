/**
 * Accept or reject an invoice that waits for a decision; a rejection needs a comment (SEF shows it to the supplier).
 * Once decided, who decided when, and whether the decision reached SEF.
 */
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_COMMENT_MAX_LENGTH, type InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { RequestError } from '@/web/components/request-error';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDateTime } from '@/web/lib/dates';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useDecideInvoice } from '../api';
import { differenceComment } from '../difference-comment';

export function DecisionForm({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const decide = useDecideInvoice(invoice.id);
  const language = useAppLanguage();
  // Starts with the differences from the orders, one sentence a line: the reason of most rejections. Until the
  // admin types, it follows the invoice: matching it to another order (or line) rebuilds it from the new differences.
  const prefilled = differenceComment(invoice, t, language);
  const [typed, setTyped] = useState<string | null>(null);
  const comment = typed ?? prefilled;
  const [missingComment, setMissingComment] = useState(false);

  if (invoice.decision !== null) return <RecordedDecision invoice={invoice} />;

  const submit = (accepted: boolean) => {
    const text = comment.trim();
    if (!accepted && text === '') {
      setMissingComment(true);
      return;
    }
    decide.mutate({ accepted, comment: text });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('decision.comment')}
        description={t('decision.commentHint')}
        value={comment}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setMissingComment(false);
        }}
        maxLength={DECISION_COMMENT_MAX_LENGTH}
        autosize
        minRows={2}
        error={missingComment ? t('decision.commentRequired') : undefined}
      />
      <Group gap="xs" grow>
        <Button
          mih={44}
          color={SEMANTIC_COLORS.positive}
          loading={decide.isPending && decide.variables?.accepted === true}
          disabled={decide.isPending}
          onClick={() => submit(true)}
        >
          {t('decision.accept')}
        </Button>
        <Button
          mih={44}
          color={SEMANTIC_COLORS.negative}
          loading={decide.isPending && decide.variables?.accepted === false}
          disabled={decide.isPending}
          onClick={() => submit(false)}
        >
          {t('decision.reject')}
        </Button>
      </Group>
      <RequestError error={decide.error} />
    </Stack>
  );
}

function RecordedDecision({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const accepted = invoice.decision === 'ACCEPTED';
  const values = {
    who: invoice.decidedBy ?? t('decision.someone'),
    when: invoice.decidedAt ? formatDateTime(invoice.decidedAt) : '',
  };
  return (
    <Alert color={accepted ? SEMANTIC_COLORS.positive : SEMANTIC_COLORS.negative} role="status">
      <Stack gap={4}>
        <Text fw={600}>{t(accepted ? 'decision.acceptedBy' : 'decision.rejectedBy', values)}</Text>
        {invoice.decisionComment !== '' && <Text size="sm">{invoice.decisionComment}</Text>}
        {invoice.decisionSef && <Text size="sm">{t(`decision.sef.${invoice.decisionSef}`)}</Text>}
        {invoice.decisionSefAnswer && (
          <Text size="sm">{t('decision.sefAnswer', { answer: invoice.decisionSefAnswer })}</Text>
        )}
      </Stack>
    </Alert>
  );
}
