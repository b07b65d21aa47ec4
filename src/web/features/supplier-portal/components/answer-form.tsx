/**
 * The supplier's answer (docs/PRODUCT.md#supplier-answer, #supplier-side): the delivery date (today or later; today
 * asks once more), a note for the restaurant (asked for when not every product is ticked), confirm, or reject with a
 * reason. The lines' checkboxes live in the page; this form gets what is unticked.
 */
import { Alert, Button, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedDeadline } from '@/domain/orders/deadline';
import { venueToday } from '@/domain/shared/dates';
import { ORDER_NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import type { SupplierAnswerInput } from '@/domain/supplier-portal/answer';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifySuccessText } from '@/web/lib/notify';
import { AnswerDateField } from './answer-date-field';

// The dialog's parts (overlay, focus trap, scroll area) load when the supplier rejects, not with the order.
const RejectDialog = lazyDialog(() => import('./reject-dialog').then((m) => m.RejectDialog));

interface AnswerFormProps {
  view: SupplierOrderView;
  declined: ReadonlySet<number>;
  /** Sends the answer (the real link's API, or the demo's local state); rejects with the refusal. */
  onAnswer: (body: SupplierAnswerInput) => Promise<unknown>;
}

export function AnswerForm({ view, declined, onAnswer }: AnswerFormProps) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'answer' });
  const { t: tMain } = useTranslation();
  const [pending, setPending] = useState(false);
  const [today] = useState(() => venueToday(new Date()));
  const [date, setDate] = useState<string | null>(view.answer?.deliveryDate ?? view.deliveryDate);
  const [sameDayAccepted, setSameDayAccepted] = useState(false);
  const [note, setNote] = useState(view.answer?.note ?? '');
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const allDeclined = declined.size >= view.lines.length;
  const changed = declined.size > 0 || date !== view.deliveryDate;
  const sameDayPending = date === today && date !== view.deliveryDate && !sameDayAccepted;
  const dateValid = date !== null && (date === view.deliveryDate || isAllowedDeadline(date, today));

  const submit = async (body: SupplierAnswerInput) => {
    setFailure(null);
    setPending(true);
    try {
      await onAnswer(body);
      setRejecting(false);
      notifySuccessText(t('sent'));
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setPending(false);
    }
  };

  const confirm = () => {
    if (!date) return;
    void submit({
      decision: 'confirm',
      declinedLines: [...declined],
      deliveryDate: date,
      note,
      version: view.version,
    });
  };

  return (
    <Stack gap="md">
      <AnswerDateField
        value={date}
        minDate={today}
        error={date === null ? t('dateRequired') : undefined}
        onChange={(value) => {
          setDate(value);
          setSameDayAccepted(false);
        }}
      />
      {sameDayPending ? (
        <Alert color={SEMANTIC_COLORS.warning} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('sameDay')}</Text>
            <Button
              size="xs"
              variant="light"
              color={SEMANTIC_COLORS.warning}
              onClick={() => setSameDayAccepted(true)}
            >
              {t('sameDayOk')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {declined.size > 0 && !allDeclined ? (
        // The theme's AA text shade of the warning colour (the plain orange is 3.58:1 on white; axe).
        <Text size="sm" c={`var(--mantine-color-${SEMANTIC_COLORS.warning}-light-color)`}>
          {t('noteAsk')}
        </Text>
      ) : null}
      <Textarea
        label={t('noteLabel')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        autosize
        minRows={2}
      />
      {allDeclined ? (
        <Alert color={SEMANTIC_COLORS.warning} role="status">
          {t('allUnticked')}
        </Alert>
      ) : null}
      {failure && !rejecting ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {failure}
        </Alert>
      ) : null}
      {/* One button a row on a phone: "Potvrdi sa izmenama" does not fit half of 360 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          onClick={confirm}
          loading={pending && !rejecting}
          disabled={allDeclined || !dateValid || sameDayPending}
        >
          {changed ? t('confirmChanges') : t('confirm')}
        </Button>
        <Button
          variant="default"
          color={SEMANTIC_COLORS.negative}
          onClick={() => {
            setFailure(null);
            setRejecting(true);
          }}
          disabled={pending}
        >
          {t('reject')}
        </Button>
      </SimpleGrid>
      <RejectDialog
        opened={rejecting}
        pending={pending}
        error={rejecting ? failure : null}
        onClose={() => setRejecting(false)}
        onReject={(reason) => void submit({ decision: 'reject', reason, version: view.version })}
      />
    </Stack>
  );
}
