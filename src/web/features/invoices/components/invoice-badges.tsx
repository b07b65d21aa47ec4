import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@/domain/invoices/invoices.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { countdown, type InvoiceState, invoiceState } from '../invoice-state';

const STATE_COLOR: Record<InvoiceState, string> = {
  waiting: SEMANTIC_COLORS.accent,
  accepted: SEMANTIC_COLORS.positive,
  rejected: SEMANTIC_COLORS.negative,
  unreadable: SEMANTIC_COLORS.warning,
};

export function InvoiceStateBadge({ invoice }: { invoice: Pick<InvoiceSummary, 'decision' | 'parseError'> }) {
  const { t } = useTranslation('invoices');
  const state = invoiceState(invoice);
  return (
    <Badge color={STATE_COLOR[state]} variant="light" autoContrast>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** Time left to decide, for an invoice that still waits for a decision; nothing otherwise. */
export function DeadlineCountdown({ invoice, now }: { invoice: InvoiceSummary; now: Date }) {
  const { t } = useTranslation('invoices');
  if (invoiceState(invoice) !== 'waiting') return null;
  const left = countdown(invoice.deadline, invoice.finalDeadline, now);
  if (left.kind === 'countsRejected') {
    return (
      <Text size="sm" fw={700} c="var(--mantine-color-error)">
        {t('countdown.countsRejected')}
      </Text>
    );
  }
  if (left.kind === 'extended') {
    return (
      <Text size="sm" fw={700} c="var(--mantine-color-error)">
        {t('countdown.extended', { count: left.days })}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={left.days <= 3 ? 700 : 400}>
      {left.days === 1 ? t('countdown.oneDayLeft') : t('countdown.daysLeft', { count: left.days })}
    </Text>
  );
}
