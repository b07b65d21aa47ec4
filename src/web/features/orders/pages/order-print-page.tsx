/**
 * /orders/{orderId}/print: the order and its receipt as one printable page (the order view's "Print"). The page's
 * "Print" button opens the browser's print dialog, where "Save as PDF" makes the PDF; "Back" returns to where the
 * user came from.
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorCodeOf } from '@/web/lib/api-client';
import { PATHS } from '@/web/lib/paths';
import { useOrderPrint } from '../api';
import { OrderPrintSheet } from '../components/order-print-sheet';

export function OrderPrintPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  return Number.isInteger(id) && id > 0 ? <OrderPrint id={id} /> : <NotFound />;
}

function OrderPrint({ id }: { id: number }) {
  const { t } = useTranslation('orders', { keyPrefix: 'print' });
  const navigate = useNavigate();
  const paper = useOrderPrint(id);
  // Opened from the order view there is a page to go back to; opened from a link, the archive is the way back.
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate(PATHS.archived));

  if (paper.isPending) return <PageLoader />;
  if (paper.isError) {
    return errorCodeOf(paper.error) === 'not_found' ? (
      <NotFound />
    ) : (
      <ErrorState error={paper.error} onRetry={() => void paper.refetch()} />
    );
  }
  return (
    <Stack className="order-print-page" gap="md">
      <Group className="order-print-actions" justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={back}>
          {t('back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('action')}
        </Button>
      </Group>
      <OrderPrintSheet paper={paper.data} />
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation('orders', { keyPrefix: 'print' });
  return (
    <Stack gap="sm">
      <Text>{t('notFound')}</Text>
      <Anchor component={Link} to={PATHS.archived}>
        {t('back')}
      </Anchor>
    </Stack>
  );
}
