import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@/domain/invoices/invoices.schemas';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatDate } from '@/web/lib/dates';
import { buildPath } from '@/web/lib/paths';
import { formatMoney } from '../format';
import { sortInvoices } from '../invoice-state';
import { DeadlineCountdown, InvoiceStateBadge } from './invoice-badges';

interface InvoiceListProps {
  invoices: readonly InvoiceSummary[];
  /** The moment the countdowns count from (now; fixed in tests). */
  now: Date;
}

/** The venue's invoices as cards (360 px first), waiting ones first by deadline; each opens its invoice. */
export function InvoiceList({ invoices, now }: InvoiceListProps) {
  const { t } = useTranslation('invoices');
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('list.label')} style={{ listStyle: 'none' }}>
      {sortInvoices(invoices).map((invoice) => (
        <li key={invoice.id}>
          <InvoiceRow invoice={invoice} now={now} />
        </li>
      ))}
    </Stack>
  );
}

function InvoiceRow({ invoice, now }: { invoice: InvoiceSummary; now: Date }) {
  const { t } = useTranslation('invoices');
  const language = useAppLanguage();
  const supplier = invoice.supplierName ?? t('list.unknownSupplier');
  const number = invoice.number ?? invoice.sefInvoiceId?.toString() ?? String(invoice.id);
  return (
    <UnstyledButton
      component={Link}
      to={buildPath.adminInvoice(invoice.id)}
      display="block"
      w="100%"
      mih={44}
    >
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {supplier}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.number', { number })}
              {invoice.issueDate ? ` · ${formatDate(invoice.issueDate)}` : ''}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            {invoice.totalPayable !== null && (
              <Text fw={600}>{formatMoney(invoice.totalPayable, invoice.currency, language)}</Text>
            )}
            <InvoiceStateBadge invoice={invoice} />
          </Stack>
        </Group>
        <DeadlineCountdown invoice={invoice} now={now} />
      </Paper>
    </UnstyledButton>
  );
}
