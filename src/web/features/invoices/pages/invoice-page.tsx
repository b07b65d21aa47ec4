import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { formatDate, formatDateTime } from '@/web/lib/dates';
import { PATHS } from '@/web/lib/paths';
import { useInvoice } from '../api';
import { CreditRequestAction } from '../components/credit-request-action';
import { DecisionForm } from '../components/decision-form';
import { DeadlineCountdown, InvoiceStateBadge } from '../components/invoice-badges';
import { Field, InvoiceLines } from '../components/invoice-lines';
import { InvoiceMatching } from '../components/invoice-matching';
import { InvoicePdfButton } from '../components/invoice-pdf-button';
import { formatMoney } from '../format';

/** /admin/invoices/:invoiceId: one invoice, its lines, totals and PDF, and its decision. */
export function InvoicePage() {
  const { t, ready } = useTranslation('invoices');
  const id = Number(useParams().invoiceId);
  const invoice = useInvoice(id);
  if (!ready || invoice.isPending) return <PageLoader />;
  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={PATHS.adminInvoices}
        variant="subtle"
        leftSection={<IconArrowLeft size={18} />}
        mih={44}
        w="fit-content"
      >
        {t('detail.back')}
      </Button>
      {invoice.isError ? (
        <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : (
        <InvoiceView invoice={invoice.data} />
      )}
    </Stack>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const { t: tShell } = useTranslation();
  const language = useAppLanguage();
  const date = (value: string | null) => (value ? formatDate(value) : t('detail.none'));
  const money = (value: string | null) =>
    value !== null ? formatMoney(value, invoice.currency, language) : t('detail.none');
  const supplier = invoice.seller?.name ?? invoice.supplierName ?? t('list.unknownSupplier');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          {supplier}
        </Title>
        <Group gap="xs">
          <InvoiceStateBadge invoice={invoice} />
          {invoice.kind === 'CREDIT_NOTE' && <Text size="sm">{t('detail.creditNote')}</Text>}
          <DeadlineCountdown invoice={invoice} now={new Date()} />
        </Group>
      </Stack>
      {invoice.parseError && (
        <Text c="var(--mantine-color-error)">
          {t('detail.unreadable')} {tShell(errorKey(invoice.parseError))}
        </Text>
      )}
      <Paper withBorder p="sm" radius="md">
        <Group gap="lg" align="flex-start">
          <Field
            label={invoice.seller && !invoice.seller.taxIdIsPib ? t('detail.taxId') : t('detail.pib')}
            value={invoice.seller?.taxId ?? invoice.supplierPib ?? t('detail.none')}
          />
          <Field label={t('detail.number')} value={invoice.number ?? t('detail.none')} />
          <Field label={t('detail.issueDate')} value={date(invoice.issueDate)} />
          <Field label={t('detail.dueDate')} value={date(invoice.dueDate)} />
          <Field label={t('detail.deliveryDate')} value={date(invoice.deliveryDate)} />
          <Field label={t('detail.orderReference')} value={invoice.orderReference ?? t('detail.none')} />
          <Field label={t('detail.receivedAt')} value={formatDateTime(invoice.receivedAt)} />
          <Field label={t('detail.deadline')} value={formatDateTime(invoice.deadline)} />
          <Field label={t('detail.finalDeadline')} value={formatDateTime(invoice.finalDeadline)} />
        </Group>
      </Paper>
      {invoice.parseError === null && <InvoiceMatching invoice={invoice} />}
      {invoice.lines.length > 0 && <InvoiceLines invoice={invoice} />}
      <CreditRequestAction invoice={invoice} />
      <Paper withBorder p="sm" radius="md">
        <Text fw={600} component="h2" m={0}>
          {t('detail.totals')}
        </Text>
        <Group gap="lg" mt={4}>
          <Field label={t('detail.net')} value={money(invoice.totals.net)} />
          <Field label={t('detail.vat')} value={money(invoice.totals.vat)} />
          <Field label={t('detail.payable')} value={money(invoice.totals.payable)} />
        </Group>
      </Paper>
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0}>
          {t('detail.pdf')}
        </Text>
        {invoice.files.length === 0 ? (
          <Text size="sm">{t('detail.noPdf')}</Text>
        ) : (
          invoice.files.map((file) => <InvoicePdfButton key={file.id} invoiceId={invoice.id} file={file} />)
        )}
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0}>
          {t('decision.title')}
        </Text>
        <DecisionForm invoice={invoice} />
      </Stack>
    </Stack>
  );
}
