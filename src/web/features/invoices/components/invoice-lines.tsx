/**
 * The invoice's lines as cards, each beside the order line it is for (docs/decisions/0029-invoice-lines.md): the
 * invoiced quantity against the received one, the invoiced price against the paid and the ordered one, VAT and the
 * line's total, a difference marked with its value in money. Cards, not a table: a table does not fit 360 px.
 */
import { Alert, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { RequestError } from '@/web/components/request-error';
import { useAppLanguage } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useMatchInvoiceLine } from '../api';
import { formatDecimal, formatMoney } from '../format';

type Line = InvoiceDetail['lines'][number];
type OrderLine = InvoiceDetail['orderLines'][number];

const DIFFERS = 'var(--mantine-color-error)';

export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const match = useMatchInvoiceLine(invoice.id);
  const editable = invoice.decision === null && invoice.orderLines.length > 0;
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2" m={0}>
        {t('detail.lines')}
      </Text>
      <InvoiceCheck invoice={invoice} />
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {invoice.lines.map((line) => (
          <li key={line.place}>
            <LineCard
              line={line}
              invoice={invoice}
              onMatch={
                editable ? (orderItemId) => match.mutate({ place: line.place, orderItemId }) : undefined
              }
              busy={match.isPending}
            />
          </li>
        ))}
      </Stack>
      <RequestError error={match.error} />
    </Stack>
  );
}

/** "Matches the order" or "Differs by X", once the invoice covers an order. */
function InvoiceCheck({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const language = useAppLanguage();
  if (invoice.check === null) return null;
  return invoice.check.matches ? (
    <Alert color={SEMANTIC_COLORS.positive} role="status" py="xs">
      <Text fw={600}>{t('detail.check.matches')}</Text>
    </Alert>
  ) : (
    <Alert color={SEMANTIC_COLORS.negative} role="status" py="xs">
      <Text fw={600}>
        {t('detail.check.differs', {
          amount: formatMoney(invoice.check.difference, invoice.currency, language),
        })}
      </Text>
    </Alert>
  );
}

function LineCard({
  line,
  invoice,
  onMatch,
  busy,
}: {
  line: Line;
  invoice: InvoiceDetail;
  onMatch: ((orderItemId: number | null) => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('invoices');
  const language = useAppLanguage();
  const currency = invoice.currency;
  const money = (value: string | null) =>
    value !== null ? formatMoney(value, currency, language) : t('detail.none');
  const ordered = invoice.orderLines.find((orderLine) => orderLine.id === line.orderItemId);
  const comparison = line.comparison;
  // Our unit when Nabavka counts in it, else the invoice's own code (a box, a pack…).
  const invoiceUnit = line.unit === '#' ? (line.unitCode ?? '') : line.unit;
  const unit = ordered ? (ordered.unit === '#' ? '' : ordered.unit) : invoiceUnit;
  const quantity = (value: string, shownUnit: string) =>
    `${formatDecimal(value, language)} ${shownUnit}`.trim();
  const vat =
    line.vatPercent !== null
      ? `${formatDecimal(line.vatPercent, language)} %${line.vatCategory ? ` (${line.vatCategory})` : ''}`
      : (line.vatCategory ?? t('detail.none'));
  const differs = comparison?.differs === true || (invoice.check !== null && comparison === null);
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      style={differs ? { borderColor: DIFFERS, borderWidth: 2 } : undefined}
    >
      <Text fw={600}>{line.name}</Text>
      {invoice.check !== null && (
        <MatchChoice
          line={line}
          ordered={ordered}
          orderLines={invoice.orderLines}
          onMatch={onMatch}
          busy={busy}
        />
      )}
      <Group gap="md" mt={4} align="flex-start">
        <Field
          label={t('detail.line.invoiced')}
          value={quantity(comparison?.invoicedQuantity ?? line.quantity, comparison ? unit : invoiceUnit)}
          differs={comparison?.quantityDiffers}
        />
        {comparison && ordered && (
          <Field
            label={ordered.deliveredAmount !== null ? t('detail.line.received') : t('detail.line.ordered')}
            value={quantity(comparison.expectedQuantity, unit)}
            differs={comparison.quantityDiffers}
          />
        )}
      </Group>
      <Group gap="md" mt={4} align="flex-start">
        <Field
          label={t('detail.line.unitPrice')}
          value={money(comparison?.invoicedPrice ?? line.unitPrice)}
          differs={comparison?.priceDiffers}
        />
        {ordered?.paidPrice != null && (
          <Field
            label={t('detail.line.paid')}
            value={money(ordered.paidPrice)}
            differs={comparison?.priceDiffers}
          />
        )}
        {ordered?.unitPrice != null && (
          <Field
            label={t('detail.line.ordered')}
            value={money(ordered.unitPrice)}
            differs={ordered.paidPrice === null && comparison?.priceDiffers}
          />
        )}
      </Group>
      <Group gap="md" mt={4} align="flex-start">
        <Field label={t('detail.line.vat')} value={vat} />
        <Field label={t('detail.line.total')} value={money(line.lineNetAmount)} />
        {comparison?.differs && comparison.value !== null && (
          <Field label={t('detail.line.difference')} value={money(comparison.value)} differs />
        )}
      </Group>
    </Paper>
  );
}

/** Which order line the invoice line is for, and how it was found; a choice while the invoice waits. */
function MatchChoice({
  line,
  ordered,
  orderLines,
  onMatch,
  busy,
}: {
  line: Line;
  ordered: OrderLine | undefined;
  orderLines: OrderLine[];
  onMatch: ((orderItemId: number | null) => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('invoices');
  const how = line.matchHow ? ` (${t(`detail.line.matchHow.${line.matchHow}`)})` : '';
  if (!onMatch) {
    return (
      <Text size="sm" c={ordered ? undefined : DIFFERS}>
        {ordered
          ? `${t('detail.line.orderLine')}: ${ordered.name} · ${ordered.orderNumber}`
          : t('detail.line.noOrderLine')}
      </Text>
    );
  }
  return (
    <NativeSelect
      mt={4}
      label={`${t('detail.line.orderLine')}${how}`}
      aria-label={t('detail.line.matchLabel', { name: line.name })}
      value={ordered ? String(ordered.id) : ''}
      disabled={busy}
      onChange={(event) =>
        onMatch(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
      }
      styles={{ input: { minHeight: 44 } }}
      data={[
        { value: '', label: t('detail.line.noOrderLine') },
        ...orderLines.map((orderLine) => ({
          value: String(orderLine.id),
          label: `${orderLine.name} · ${orderLine.orderNumber}`,
        })),
      ]}
    />
  );
}

export function Field({ label, value, differs }: { label: string; value: string; differs?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={differs ? 700 : undefined} c={differs ? DIFFERS : undefined}>
        {value}
      </Text>
    </Stack>
  );
}
