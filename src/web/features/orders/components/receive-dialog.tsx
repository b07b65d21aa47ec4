/**
 * Receiving an order item by item (receive dialog: docs/PRODUCT.md#receiving, #partial-delivery). Each waiting item
 * is delivered, partly delivered (amount of at least 0.1) or not delivered, with what happens next where the plan
 * allows a choice; items resolved earlier show their outcome read-only. Accept stays disabled until the domain's
 * receiveOutcome accepts the receipt. The request carries the order version the dialog loaded: when someone else
 * received the order meanwhile the server answers 409, the dialog says so and shows the order as it is now. Without a
 * network (or when the answer is lost on the way) the receipt goes into the offline outbox with the idempotency key it
 * was sent with, and is sent from there when the network is back (docs/decisions/0024-offline-outbox.md).
 */
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planAllowsReceiveReasons } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import {
  isWaiting,
  overDeliveries,
  type ReceivedItem,
  type ReceiveOrderInput,
  type ReceiveRules,
} from '@/domain/orders/receive';
import { ORDER_NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useOrderSupplierAnswer } from '@/web/features/supplier-portal/api';
import { SupplierAnswerPanel } from '@/web/features/supplier-portal/public';
import { useSubscription } from '@/web/features/subscriptions/api';
import { recordPhotosOffline, recordReceiptOffline } from '@/web/features/offline/public';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useReceiveOrder } from '../api';
import { NoteField } from './note-field';
import { HelpLink } from '@/web/features/help/public';
import { DeliveryNotePhotos, type PendingPhoto, useSendReceiptPhotos } from '@/web/features/photos/public';
import { OrderDialog } from './order-dialog';
import {
  allArrivedAllowed,
  allArrivedProducts,
  type Drafts,
  evaluateReceive,
  initialDrafts,
  type ItemDraft,
  reasonMode,
  waitingItems,
} from './receive-form';
import { ReceiveItemRow } from './receive-item-row';

interface ReceiveDialogProps {
  /** The order to receive; the dialog is open while it is set. */
  orderId: number | null;
  kind: OrderKind;
  venueId: number;
  onClose: () => void;
  /** After items moved to a new order, the caller opens that order's edit route (docs/PRODUCT.md#receive-result). */
  onMoved: (newOrderId: number, order: Order) => void;
}

export function ReceiveDialog({ orderId, kind, venueId, onClose, onMoved }: ReceiveDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const subscription = useSubscription(venueId);
  // The form starts from the supplier's answer (a failed read starts from nothing, as before)
  // (docs/PRODUCT.md#supplier-answer).
  const supplierAnswer = useOrderSupplierAnswer(kind === 'regular' ? orderId : null);
  const [conflict, setConflict] = useState(false);
  const close = () => {
    setConflict(false);
    onClose();
  };

  return (
    <OrderDialog
      orderId={orderId}
      kind={kind}
      onClose={close}
      title={(order) =>
        order ? t('receive.title', { number: order.order_number }) : t('receive.titleLoading')
      }
      // Offline, reads that were never loaded wait for the network (paused): the dialog goes on without them.
      waiting={
        (subscription.isPending && subscription.fetchStatus !== 'paused') ||
        (kind === 'regular' && supplierAnswer.isPending && supplierAnswer.fetchStatus !== 'paused')
      }
    >
      {(order, reload) => (
        <Stack gap="md">
          <HelpLink article="receiving" />
          {conflict ? (
            <Alert color={SEMANTIC_COLORS.warning} icon={<IconAlertTriangle />} role="alert">
              {t('receive.conflict')}
            </Alert>
          ) : null}
          {kind === 'regular' && order.sentAt ? (
            <SupplierAnswerPanel orderId={order.id} items={order.products} />
          ) : null}
          <ReceiveForm
            // A reloaded order (another version) starts a fresh form: choices made on stale data do not carry over.
            key={`${order.id}:${order.version}`}
            order={order}
            kind={kind}
            declinedBySupplier={supplierAnswer.data?.declinedItemIds ?? []}
            rules={{
              // Without the plan (it failed to load) the dialog offers what every plan allows; the server decides anyway.
              reasonsAllowed: subscription.data
                ? planAllowsReceiveReasons(subscription.data.plan, subscription.data.trialEnded)
                : false,
              isCustom: kind === 'custom',
            }}
            onCancel={close}
            onConflict={() => {
              setConflict(true);
              // The supplier may have answered meanwhile: read the answer again with the order.
              void supplierAnswer.refetch();
              reload();
            }}
            onDone={(newOrderId) => {
              setConflict(false);
              if (newOrderId !== undefined) onMoved(newOrderId, order);
              else onClose();
            }}
          />
        </Stack>
      )}
    </OrderDialog>
  );
}

interface ReceiveFormProps {
  order: Order;
  kind: OrderKind;
  declinedBySupplier: readonly number[];
  rules: ReceiveRules;
  onCancel: () => void;
  onConflict: () => void;
  onDone: (newOrderId: number | undefined) => void;
}

function ReceiveForm({
  order,
  kind,
  declinedBySupplier,
  rules,
  onCancel,
  onConflict,
  onDone,
}: ReceiveFormProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const { t: tPhotos } = useTranslation('photos');
  const receive = useReceiveOrder(kind);
  const language = useAppLanguage();
  const [drafts, setDrafts] = useState<Drafts>(() =>
    initialDrafts(order, rules, declinedBySupplier, language),
  );
  const [receivingNote, setReceivingNote] = useState(order.receivingNote);
  const [confirmAll, setConfirmAll] = useState(false);
  const [confirmMore, setConfirmMore] = useState(false);
  const formatAmount = useFormatAmount();
  const [failure, setFailure] = useState<string | null>(null);
  // Photos of the delivery note go with the receipt, sent once it succeeded (decision 0023).
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const sendPhotos = useSendReceiptPhotos();

  const receivable = order.status === 'IN_PROGRESS' || order.status === 'INCOMPLETE';
  const evaluation = evaluateReceive(order, drafts, rules);
  const waiting = waitingItems(order);
  const mode = reasonMode(rules);
  const more = overDeliveries(order.products, evaluation.products);

  const update = (itemId: number, change: Partial<ItemDraft>) =>
    setDrafts((previous) => {
      const current = previous[itemId];
      return current ? { ...previous, [itemId]: { ...current, ...change } } : previous;
    });

  const [recording, setRecording] = useState(false);

  const changeOf = (body: ReceiveOrderInput) =>
    ({
      type: 'receipt',
      orderKind: kind,
      orderId: order.id,
      orderNumber: order.order_number,
      stationId: order.department.id,
      body,
    }) as const;

  /** Offline: the receipt and its photos are kept on the phone with its key; the dialog closes as after a receipt. */
  const recordOffline = async (body: ReceiveOrderInput, idempotencyKey: string) => {
    setRecording(true);
    try {
      await recordReceiptOffline(
        changeOf(body),
        idempotencyKey,
        photos.map((photo) => photo.file),
      );
      setConfirmAll(false);
      setConfirmMore(false);
      notifySuccessText(t('receive.keptOffline'));
      onDone(undefined);
    } catch {
      setConfirmAll(false);
      setConfirmMore(false);
      setFailure(tMain(errorKey('network_error')));
    } finally {
      setRecording(false);
    }
  };

  const submit = async (products: ReceivedItem[]) => {
    setFailure(null);
    const body: ReceiveOrderInput = { products, receivingNote: receivingNote.trim(), version: order.version };
    // One key per receipt sent: the outbox reuses it, so a receipt whose answer was lost is never applied twice.
    const idempotencyKey = crypto.randomUUID();
    if (!onlineManager.isOnline()) {
      await recordOffline(body, idempotencyKey);
      return;
    }
    try {
      const result = await receive.mutateAsync({ orderId: order.id, idempotencyKey, ...body });
      const { unsent } = await sendPhotos(order.id, photos);
      // The network went between the receipt and its photos: they wait in the outbox (decision 0024).
      if (unsent.length > 0)
        await recordPhotosOffline(
          changeOf(body),
          idempotencyKey,
          unsent.map((photo) => photo.file),
        ).catch(() =>
          unsent.forEach((photo) =>
            notifyErrorText(
              tPhotos('uploadFailed', {
                number: photos.indexOf(photo) + 1,
                reason: tMain(errorKey('network_error')),
              }),
              10_000,
            ),
          ),
        );
      setConfirmAll(false);
      setConfirmMore(false);
      notifySuccessText(
        t(result.status === 'COMPLETED' ? 'receive.doneCompleted' : 'receive.doneIncomplete'),
      );
      onDone(result.newOrderId);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'network_error') {
        await recordOffline(body, idempotencyKey);
        return;
      }
      setConfirmAll(false);
      setConfirmMore(false);
      // A receipt on stale data is refused; show the order as it is now instead (docs/PRODUCT.md#receiving,
      // #receive-conflicts).
      if (code === 'order_changed' || code === 'order_not_receivable') onConflict();
      else setFailure(tMain(errorKey(code)));
    }
  };
  const pending = receive.isPending || recording;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {[order.supplier?.name ?? order.marketSupplier?.name, formatDate(order.deadline)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {receivable && waiting.length > 0 ? <Text size="sm">{t('receive.intro')}</Text> : null}
      {!receivable ? (
        <Alert color={SEMANTIC_COLORS.accent} role="status">
          {t('receive.notReceivable', { status: tOrders(`status.${order.status}`) })}
        </Alert>
      ) : null}

      <Stack gap="sm">
        {order.products.map((item) => {
          const draft = drafts[item.id];
          return (
            <ReceiveItemRow
              key={item.id}
              item={item}
              kind={kind}
              draft={receivable && isWaiting(item.status) ? draft : undefined}
              mode={mode}
              invalidAmount={evaluation.invalidAmounts.has(item.id)}
              invalidPrice={evaluation.invalidPrices.has(item.id)}
              currency={order.currency}
              tolerance={order.priceTolerance}
              onChange={(change) => update(item.id, change)}
            />
          );
        })}
      </Stack>

      {receivable ? (
        <>
          <NoteField
            multiline
            label={tOrders('fields.receivingNote')}
            placeholder={t('receive.receivingNotePlaceholder')}
            initialValue={order.receivingNote}
            onCommit={setReceivingNote}
            maxLength={ORDER_NOTE_MAX_LENGTH}
          />
          <DeliveryNotePhotos value={photos} onChange={setPhotos} disabled={receive.isPending} />
          {failure ? (
            <Alert color={SEMANTIC_COLORS.negative} role="alert">
              {failure}
            </Alert>
          ) : null}
          {!evaluation.ready && waiting.length > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('receive.unresolved', { count: evaluation.unresolved })}
            </Text>
          ) : null}
          {/* Accept stays in reach however long the order is: the footer sticks to the bottom of the dialog. */}
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" gap="sm">
              <Button
                variant="light"
                color={SEMANTIC_COLORS.positive}
                leftSection={<IconChecks size={18} />}
                disabled={!allArrivedAllowed(order, drafts) || waiting.length === 0 || pending}
                onClick={() => setConfirmAll(true)}
              >
                {t('receive.allArrived')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onCancel} disabled={pending}>
                  {tMain('common.cancel')}
                </Button>
                <Button
                  disabled={!evaluation.ready}
                  loading={pending && !confirmAll && !confirmMore}
                  onClick={() => (more.length > 0 ? setConfirmMore(true) : void submit(evaluation.products))}
                >
                  {t('receive.accept')}
                </Button>
              </Group>
            </Group>
          </Box>
        </>
      ) : null}

      <ConfirmDialog
        opened={confirmAll}
        title={t('receive.allArrivedTitle')}
        onClose={() => setConfirmAll(false)}
        confirmLabel={t('receive.allArrivedConfirm')}
        confirmColor={SEMANTIC_COLORS.positive}
        onConfirm={() => void submit(allArrivedProducts(order, drafts))}
        pending={pending}
      >
        {t('receive.allArrivedText', { count: waiting.length })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirmMore}
        title={t('receive.moreTitle')}
        onClose={() => setConfirmMore(false)}
        confirmLabel={t('receive.moreConfirm')}
        onConfirm={() => void submit(evaluation.products)}
        pending={pending}
      >
        <Stack gap={4}>
          {more.map(({ item, deliveredAmount }) => (
            <Text key={item.id}>
              {t('receive.moreLine', {
                name: item.name,
                delivered: formatAmount(deliveredAmount),
                amount: formatAmount(item.amount),
                unit: item.unit,
              })}
            </Text>
          ))}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
