import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_PAGE_MAX } from '@/domain/invoices/invoices.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useInvoices } from '../api';
import { InvoiceList } from '../components/invoice-list';
import { InvoiceUpload } from '../components/invoice-upload';
import { SefConnectionCard } from '../components/sef-connection-card';

/** /admin/invoices (docs/PRODUCT.md#invoices): the venue's e-invoices, their upload and the SEF connection. */
export function InvoicesPage() {
  const { t, ready } = useTranslation('invoices');
  const invoices = useInvoices();
  if (!ready) return <PageLoader />;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <InvoiceUpload />
      {invoices.isPending && <PageLoader />}
      {invoices.isError && <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />}
      {invoices.data &&
        (invoices.data.invoices.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <>
            <InvoiceList invoices={invoices.data.invoices} now={new Date()} />
            {invoices.data.count > INVOICE_PAGE_MAX && (
              <Text size="sm" c="dimmed">
                {t('loadMore', { count: INVOICE_PAGE_MAX })}
              </Text>
            )}
          </>
        ))}
      <SefConnectionCard />
    </Stack>
  );
}
