/**
 * A difference becomes a credit request in one tap (docs/PRODUCT.md#invoices): for each order with a line priced
 * over the tolerance or invoiced in more than was received, a button opens that order's credit request as the
 * order view shows it (the credits area's own panel, which reckons what is owed).
 */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { AppModal } from '@/web/components/app-modal';
import { OrderCreditPanel } from '@/web/features/credits/public';
import { type CreditOrder, creditOrders } from '../credit-orders';

export function CreditRequestAction({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState<CreditOrder | null>(null);
  const orders = creditOrders(invoice);
  if (orders.length === 0) return null;
  return (
    <Stack gap="xs">
      {orders.map((order) => (
        <Button key={order.orderId} mih={44} variant="light" onClick={() => setOpen(order)}>
          {orders.length === 1 ? t('credit.request') : t('credit.requestFor', { number: order.orderNumber })}
        </Button>
      ))}
      <AppModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('credit.title', { number: open.orderNumber }) : ''}
      >
        {open && (
          <OrderCreditPanel orderId={open.orderId} nothingOwed={<Text>{t('credit.nothingOwed')}</Text>} />
        )}
      </AppModal>
    </Stack>
  );
}
