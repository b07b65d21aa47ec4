/**
 * Repeating an order (docs/PRODUCT.md#repeat): the old order's items on a new date (tomorrow by default), with
 * payment method and note, sent through the send panel to the chosen contact; then home. Choosing a channel makes a
 * regular order's repeat ready first (docs/PRODUCT.md#repeat: its text ends with the supplier link); a market order's
 * repeat is created and sent by the tap in one transaction, as a concluded warehouse order (use-repeat-send.ts).
 */
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatOrderMessage, messagePrices, orderMailSubject } from '@/domain/orders/order-message';
import type { Order } from '@/domain/orders/orders.schemas';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/shared/enums';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useSubscription } from '@/web/features/subscriptions/api';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifySuccessText } from '@/web/lib/notify';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { ORDER_NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { OrderDialog } from './order-dialog';
import { DeadlineField, useDeadline } from './deadline-field';
import { SendPanel } from './send-panel';
import { type RepeatInputs, useRepeatSend } from './use-repeat-send';

interface RepeatDialogProps {
  orderId: number | null;
  kind: OrderKind;
  onClose: () => void;
}

export function RepeatDialog({ orderId, kind, onClose }: RepeatDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <OrderDialog
      orderId={orderId}
      kind={kind}
      onClose={onClose}
      title={(order) =>
        order ? t('repeat.title', { number: order.order_number }) : t('repeat.titleLoading')
      }
    >
      {(order) => <RepeatForm key={order.id} order={order} onClose={onClose} />}
    </OrderDialog>
  );
}

function RepeatForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const language = useAppLanguage();
  const { user } = useCurrentUser();
  const venue = user?.venue ?? null;
  const subscription = useSubscription(venue?.id ?? null);
  const deadline = useDeadline();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(order.paymentMethod);
  const [orderNote, setOrderNote] = useState(order.orderNote);
  const supplier = order.supplier ?? order.marketSupplier;
  const inputs: RepeatInputs | null =
    deadline.value === null ? null : { deadline: deadline.value, paymentMethod, orderNote };

  // The repeat stores today's prices (docs/PRODUCT.md#prices): once made ready, its own lines are what the text names.
  const message = (link?: string, items: Order['products'] = order.products) => ({
    text: formatOrderMessage({
      language,
      venueName: venue?.name ?? '',
      stationName: order.department.name,
      deadline: deadline.value ?? deadline.today,
      items,
      prices: messagePrices(user),
      orderNote,
      paymentMethod,
      link,
    }),
    subject: orderMailSubject(language, venue?.name ?? ''),
  });
  const { onPrepare, onSend } = useRepeatSend(order, message, messagePrices(user) !== null);

  if (!user || !venue || !supplier) return null;
  if (subscription.isPending) return <PageLoader />;
  // The plan decides which channels may be used (docs/PRODUCT.md#plan-allowance): without it nothing can be offered
  // honestly.
  if (subscription.isError)
    return <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />;
  const plan = subscription.data;

  return (
    <Stack gap="md">
      <Text size="sm">{t('repeat.intro', { supplier: supplier.name, count: order.products.length })}</Text>
      <DeadlineField state={deadline} label={t('date.label')} />
      <Select
        label={tOrders('fields.paymentMethod')}
        placeholder={t('repeat.noPaymentMethod')}
        data={PAYMENT_METHODS.map((method) => ({ value: method, label: tOrders(`paymentMethod.${method}`) }))}
        value={paymentMethod}
        onChange={(value) => setPaymentMethod(value as PaymentMethod | null)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={tOrders('fields.orderNote')}
        value={orderNote}
        onChange={(event) => setOrderNote(event.currentTarget.value)}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        rows={3}
      />
      <SendPanel
        venueId={venue.id}
        supplierId={supplier.id}
        message={message()}
        permissions={{
          plan: plan.plan,
          trialEnded: plan.trialEnded,
          canSendOrders: user.canSendOrder,
        }}
        initialContactId={order.supplierContactId}
        disabled={!deadline.valid}
        onPrepare={onPrepare && inputs ? (choice) => onPrepare(inputs, choice) : undefined}
        onSend={async (choice) => (inputs ? onSend(inputs, choice) : undefined)}
        onSent={() => {
          notifySuccessText(t('repeat.sent'));
          onClose();
          void navigate(PATHS.home);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tMain('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
