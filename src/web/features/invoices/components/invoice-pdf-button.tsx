/**
 * The invoice's PDF (embedded in its XML, or SEF's own). The file needs the session's token, so it is fetched
 * through the file operation beforehand and the button opens it in a new tab at once (a phone opens its own PDF
 * viewer); opening it within the tap keeps popup blockers out of the way.
 */
import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@/web/lib/deferred-query';
import { useTranslation } from 'react-i18next';
import { fetchInvoicePdf } from '../api';

/** The opened tab has read the file long before this; the address is then released. */
const RELEASE_AFTER_MS = 60_000;

interface InvoicePdfButtonProps {
  invoiceId: number;
  file: { id: number; filename: string };
}

export function InvoicePdfButton({ invoiceId, file }: InvoicePdfButtonProps) {
  const { t } = useTranslation('invoices');
  const pdf = useQuery({
    queryKey: ['invoices', 'pdf', invoiceId, file.id],
    queryFn: ({ signal }) => fetchInvoicePdf(invoiceId, file.id, signal),
    staleTime: Infinity,
  });
  if (pdf.isError) return <Text size="sm">{t('detail.pdfFailed')}</Text>;
  const open = () => {
    if (!pdf.data) return;
    const url = URL.createObjectURL(pdf.data);
    window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
  };
  return (
    <Button
      variant="light"
      mih={44}
      leftSection={<IconFileTypePdf size={18} />}
      loading={pdf.isPending}
      onClick={open}
      w="fit-content"
    >
      {t('detail.openPdf')} ({file.filename})
    </Button>
  );
}
