/**
 * Receiving an order item by item (SPEC §2 receive dialog, §4, §5). Each waiting item is delivered, partly
 * delivered (amount of at least 0.1) or not delivered, with what happens next where the plan allows a choice;
 * items resolved earlier show their outcome read-only. Accept stays disabled until the domain's receiveOutcome
 * accepts the receipt. The request carries the order version the dialog loaded: when someone else received the
 * order meanwhile the server answers 409, the dialog says so and shows the order as it is now.
 */
import { Alert, Box, Button, Chip, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planAllowsReceiveReasons } from '@/domain/orders/order-rules';
import type { Order, OrderItem } from '@/domain/orders/order-schemas';
import { isWaiting, type ReceivedItem, type ReceiveRules } from '@/domain/orders/receive';
import { NOT_DELIVERED_REASONS, type NotDeliveredReason } from '@/domain/shared/enums';
import { NOTE_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { AmountInput } from '@/web/components/amount-input';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useSubscription } from '@/web/features/venues/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { notifySuccessText } from '@/web/lib/notify';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useOrder, useReceiveOrder } from '../api';
import { ItemOutcome } from './item-outcome';
import { OrderItemHeading } from './order-item-heading';
import { NoteField } from './note-field';
import {
  allArrivedAllowed,
  allArrivedProducts,
  type Drafts,
  evaluateReceive,
  initialDrafts,
  type ItemChoice,
  type ItemDraft,
  reasonMode,
  type ReasonMode,
  waitingItems,
} from './receive-form';

interface ReceiveDialogProps {
  /** The order to receive; the dialog is open while it is set. */
  orderId: number | null;
  kind: OrderKind;
  venueId: number;
  onClose: () => void;
  /** SPEC §2: after items moved to a new order, the caller opens that order's edit route. */
  onMoved: (newOrderId: number, order: Order) => void;
}

export function ReceiveDialog({ orderId, kind, venueId, onClose, onMoved }: ReceiveDialogProps) {
  const { t } = useTranslation('currentOrders');
  const order = useOrder(orderId, kind);
  const subscription = useSubscription(venueId);
  const [conflict, setConflict] = useState(false);
  const close = () => {
    setConflict(false);
    onClose();
  };

  const loaded = order.data && order.data.id === orderId ? order.data : null;
  return (
    <AppModal
      opened={orderId !== null}
      onClose={close}
      title={loaded ? t('receive.title', { number: loaded.order_number }) : t('receive.titleLoading')}
    >
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : !loaded || subscription.isPending ? (
        <PageLoader />
      ) : (
        <Stack gap="md">
          {conflict ? (
            <Alert color={SEMANTIC_COLORS.warning} icon={<IconAlertTriangle />} role="alert">
              {t('receive.conflict')}
            </Alert>
          ) : null}
          <ReceiveForm
            // A reloaded order (another version) starts a fresh form: choices made on stale data do not carry over.
            key={`${loaded.id}:${loaded.version}`}
            order={loaded}
            kind={kind}
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
              void order.refetch();
            }}
            onDone={(newOrderId) => {
              setConflict(false);
              if (newOrderId !== undefined) onMoved(newOrderId, loaded);
              else onClose();
            }}
          />
        </Stack>
      )}
    </AppModal>
  );
}

interface ReceiveFormProps {
  order: Order;
  kind: OrderKind;
  rules: ReceiveRules;
  onCancel: () => void;
  onConflict: () => void;
  onDone: (newOrderId: number | undefined) => void;
}

function ReceiveForm({ order, kind, rules, onCancel, onConflict, onDone }: ReceiveFormProps) {
  const { t } = useTranslation('currentOrders');
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const receive = useReceiveOrder(kind);
  const [drafts, setDrafts] = useState<Drafts>(() => initialDrafts(order, rules));
  const [receivingNote, setReceivingNote] = useState(order.receivingNote);
  const [confirmAll, setConfirmAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const receivable = order.status === 'IN_PROGRESS' || order.status === 'INCOMPLETE';
  const evaluation = evaluateReceive(order, drafts, rules);
  const waiting = waitingItems(order);
  const mode = reasonMode(rules);

  const update = (itemId: number, change: Partial<ItemDraft>) =>
    setDrafts((previous) => {
      const current = previous[itemId];
      return current ? { ...previous, [itemId]: { ...current, ...change } } : previous;
    });

  const submit = async (products: ReceivedItem[]) => {
    setFailure(null);
    try {
      const result = await receive.mutateAsync({
        orderId: order.id,
        products,
        receivingNote: receivingNote.trim(),
        version: order.version,
      });
      setConfirmAll(false);
      notifySuccessText(
        t(result.status === 'COMPLETED' ? 'receive.doneCompleted' : 'receive.doneIncomplete'),
      );
      onDone(result.newOrderId);
    } catch (error) {
      setConfirmAll(false);
      const code = errorCodeOf(error);
      // SPEC §4 / issue 4: a receipt on stale data is refused; show the order as it is now instead.
      if (code === 'order_changed' || code === 'order_not_receivable') onConflict();
      else setFailure(tMain(errorKey(code)));
    }
  };

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
            <ItemRow
              key={item.id}
              item={item}
              kind={kind}
              draft={receivable && isWaiting(item.status) ? draft : undefined}
              mode={mode}
              invalidAmount={evaluation.invalidAmounts.has(item.id)}
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
                disabled={!allArrivedAllowed(order, drafts) || waiting.length === 0 || receive.isPending}
                onClick={() => setConfirmAll(true)}
              >
                {t('receive.allArrived')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onCancel} disabled={receive.isPending}>
                  {tMain('common.cancel')}
                </Button>
                <Button
                  disabled={!evaluation.ready}
                  loading={receive.isPending && !confirmAll}
                  onClick={() => void submit(evaluation.products)}
                >
                  {t('receive.accept')}
                </Button>
              </Group>
            </Group>
          </Box>
        </>
      ) : null}

      <AppModal
        opened={confirmAll}
        onClose={() => !receive.isPending && setConfirmAll(false)}
        title={t('receive.allArrivedTitle')}
      >
        <Stack>
          <Text>{t('receive.allArrivedText', { count: waiting.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)} disabled={receive.isPending}>
              {tMain('common.cancel')}
            </Button>
            <Button
              color={SEMANTIC_COLORS.positive}
              loading={receive.isPending}
              onClick={() => void submit(allArrivedProducts(order, drafts))}
            >
              {t('receive.allArrivedConfirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}

interface ItemRowProps {
  item: OrderItem;
  kind: OrderKind;
  /** Set for an item still to be received; resolved items show their outcome only. */
  draft: ItemDraft | undefined;
  mode: ReasonMode;
  invalidAmount: boolean;
  onChange: (change: Partial<ItemDraft>) => void;
}

const CHOICES: readonly ItemChoice[] = ['delivered', 'partial', 'notDelivered'];
const CHIP_STYLES = {
  root: { width: '100%' },
  label: { width: '100%', justifyContent: 'center', paddingInline: 4 },
} as const;

function ItemRow({ item, kind, draft, mode, invalidAmount, onChange }: ItemRowProps) {
  const { t } = useTranslation('currentOrders');
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const [amountTouched, setAmountTouched] = useState(false);

  const choose = (choice: ItemChoice) =>
    // An item arriving later was marked so on purpose; a fresh not-delivered choice starts with no reason.
    onChange({
      choice,
      reason: choice === 'notDelivered' ? (mode === 'choose' ? null : 'NOT_AVAILABLE') : null,
    });

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={item.name}>
      <Stack gap="xs">
        <OrderItemHeading item={item} />

        {draft ? (
          <>
            <Chip.Group value={draft.choice} onChange={(value) => choose(value as ItemChoice)}>
              {/* Three equal choices on one line, even at 360 px: the filled colour marks the chosen one. */}
              <SimpleGrid cols={3} spacing={6}>
                {CHOICES.map((choice) => (
                  <Chip key={choice} value={choice} radius="sm" icon={null} styles={CHIP_STYLES}>
                    {t(`receive.choice.${choice}`)}
                  </Chip>
                ))}
              </SimpleGrid>
            </Chip.Group>
            {draft.choice === 'partial' ? (
              <AmountInput
                label={t('receive.deliveredAmount')}
                value={draft.amount}
                onChange={(amount) => onChange({ amount })}
                onBlur={() => setAmountTouched(true)}
                prefixLeadingDot
                required
                rightSection={<Text size="sm">{item.unit}</Text>}
                error={
                  invalidAmount && (amountTouched || draft.amount !== '')
                    ? tMain('errors.invalidAmount')
                    : undefined
                }
              />
            ) : null}
            {draft.choice === 'notDelivered' && mode !== 'none' ? (
              <Select
                label={t('receive.reason')}
                placeholder={t('receive.reasonPlaceholder')}
                data={NOT_DELIVERED_REASONS.map((reason) => ({
                  value: reason,
                  label: tOrders(`reason.${reason}`),
                }))}
                value={draft.reason}
                onChange={(value) => onChange({ reason: value as NotDeliveredReason | null })}
                disabled={mode === 'notAvailableOnly'}
                description={mode === 'notAvailableOnly' ? t('receive.proOnly') : undefined}
                allowDeselect={false}
                required
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            {draft.choice !== null ? (
              <NoteField
                label={t('receive.itemNote')}
                hideLabel
                placeholder={t('receive.itemNotePlaceholder')}
                initialValue={draft.note}
                onCommit={(note) => onChange({ note })}
                maxLength={NOTE_MAX_LENGTH}
              />
            ) : null}
          </>
        ) : (
          <>
            <ItemOutcome item={item} kind={kind} />
            {item.receiveNote ? (
              <Text size="sm" c="dimmed">
                {t('receive.itemNote')}: {item.receiveNote}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
