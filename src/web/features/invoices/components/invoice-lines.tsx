import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatDecimal, formatMoney } from '../format';

type Line = InvoiceDetail['lines'][number];

/** The invoice's lines as cards (a table does not fit 360 px): name, quantity and unit, unit price, VAT, total. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2" m={0}>
        {t('detail.lines')}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {invoice.lines.map((line) => (
          <li key={line.lineId}>
            <LineCard line={line} currency={invoice.currency} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function LineCard({ line, currency }: { line: Line; currency: string | null }) {
  const { t } = useTranslation('invoices');
  const language = useAppLanguage();
  // Our unit when Nabavka counts in it, else the invoice's own code (a box, a pack…).
  const unit = line.unit === '#' ? (line.unitCode ?? '') : line.unit;
  const vat =
    line.vatPercent !== null
      ? `${formatDecimal(line.vatPercent, language)} %${line.vatCategory ? ` (${line.vatCategory})` : ''}`
      : (line.vatCategory ?? t('detail.none'));
  return (
    <Paper withBorder p="xs" radius="md">
      <Text fw={600}>{line.name}</Text>
      <Group gap="md" mt={4}>
        <Field
          label={t('detail.line.quantity')}
          value={`${formatDecimal(line.quantity, language)} ${unit}`}
        />
        <Field
          label={t('detail.line.unitPrice')}
          value={line.unitPrice !== null ? formatMoney(line.unitPrice, currency, language) : t('detail.none')}
        />
        <Field label={t('detail.line.vat')} value={vat} />
        <Field label={t('detail.line.total')} value={formatMoney(line.lineNetAmount, currency, language)} />
      </Group>
    </Paper>
  );
}

export function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
