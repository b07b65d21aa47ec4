/**
 * The new/edit order wizard (SPEC §2, §4, §5; issue 3): date and supplier, articles, preview and send. The state
 * lives in one reducer and is mirrored to the local draft on every change, so a reload, a lost connection or a
 * failed request never loses what was typed. Saving and sending talk to the server; merging offers existing
 * orders of the same supplier and date.
 */
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconHistory,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '@/domain/auth/profile';
import { formatOrderMessage, orderMailSubject } from '@/domain/orders/order-message';
import { isVenueAdmin } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/order-schemas';
import { PATHS } from '@/web/app/paths';
import { useMarkFavorites } from '@/web/features/articles/api';
import { useSubscription } from '@/web/features/venues/api';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifySuccessText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import {
  fetchOrder,
  useCreateOrder,
  useMergeIntoOrder,
  useOrderList,
  useSendOrder,
  useUpdateOrderItems,
} from '../api';
import type { SendChoice, SendPermissions, SendResult } from '../components/send-panel';
import { clearMergeData, forgetDraftOf, readMergeData, writeMergeData } from '../draft-storage';
import { ArticlesStep } from './articles-step';
import { CartDrawer } from './cart-drawer';
import { ConfirmDialog } from './confirm-dialog';
import { DateSupplierStep } from './date-supplier-step';
import { MERGE_CANDIDATE_STATUSES, type MergeOffer, mergeOffers, shouldOfferMerge } from './merge-offer';
import { MergeModal } from './merge-modal';
import { PreviewStep } from './preview-step';
import { sendWizardOrder } from './send-flow';
import { useDraftPersistence } from './use-draft-persistence';
import { useVenueToday, type WizardStation } from './use-wizard-data';
import { ActionBar, WizardHeader } from './wizard-chrome';
import { currentOrdersPath, editOrderPath } from '../components/order-paths';
import { afterSendPath } from './wizard-paths';
import {
  mergeKey,
  nonFavoriteArticleIds,
  orderLines,
  selectionReady,
  stepZeroReady,
  type WizardState,
  type WizardStep,
  wizardReducer,
  wizardStateFromOrder,
} from './wizard-state';

/** More unfinished orders than this for one supplier and day does not happen; the first ones are enough. */
const MERGE_LOOKUP_SIZE = 10;

type Dialog = 'save' | 'cancel' | 'leave' | null;

interface OrderWizardProps {
  station: WizardStation;
  user: Profile;
  initial: WizardState;
  /** The state came from the local draft (a notice says so). */
  restored: boolean;
  /** Editing: the order as the server has it now. */
  serverOrder: Order | null;
  /** Reads the edited order again (after a 409 order_changed). */
  reloadOrder: () => Promise<Order | null>;
}

export function OrderWizard({
  station,
  user,
  initial,
  restored,
  serverOrder,
  reloadOrder,
}: OrderWizardProps) {
  const { t } = useTranslation('orderWizard');
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const today = useVenueToday();
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const writer = useDraftPersistence(state, initial);
  const { kind } = state;
  const editing = state.orderId !== null;

  // SPEC §4: an order that just received a merge keeps its date, and the merged articles are highlighted.
  const [mergeData] = useState(() => {
    const data = readMergeData();
    return data && data.orderId === initial.orderId ? data : null;
  });
  const mergedIds = useMemo(() => new Set(mergeData?.articleIds ?? []), [mergeData]);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [mergeOpen, setMergeOpen] = useState(false);
  const [mergingId, setMergingId] = useState<number | null>(null);
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Order | null>(null);
  const [showRestored, setShowRestored] = useState(restored);

  const createOrder = useCreateOrder(kind);
  const updateItems = useUpdateOrderItems(kind);
  const mergeInto = useMergeIntoOrder(kind);
  const sendOrder = useSendOrder(kind);
  const markFavorites = useMarkFavorites();
  const subscription = useSubscription(user.venue?.id ?? null);

  const keptDeadline = serverOrder?.deadline ?? null;
  const ready = selectionReady(state.lines);
  const canContinueFromZero = stepZeroReady(state, today, keptDeadline);

  // SPEC §4 merge lookup, asked as soon as supplier and date are known so the answer is there on Continue.
  const lookupEnabled = !editing && state.supplierId !== null && state.deadline !== null && state.step < 2;
  const lookup = useOrderList(
    station.id,
    kind,
    {
      status: MERGE_CANDIDATE_STATUSES,
      page: 1,
      pageSize: MERGE_LOOKUP_SIZE,
      supplierId: state.supplierId ?? undefined,
      deadline: state.deadline ?? undefined,
    },
    lookupEnabled,
  );
  // A failed lookup must not block ordering: the user goes on without the offer. A cached answer being refreshed
  // (an order was just saved) is not trusted until the fresh one is in.
  const lookupFresh = lookup.isSuccess && !lookup.isPlaceholderData && !lookup.isFetching;
  const lookupSettled = !lookupEnabled || lookup.isError || lookupFresh;
  const offers =
    lookupEnabled && lookup.isSuccess && !lookup.isPlaceholderData
      ? mergeOffers(lookup.data.orders, {
          role: user.role,
          selectionReady: ready,
          ownOrderId: state.savedOrderId,
        })
      : [];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.step]);

  // ---------------------------------------------------------------------------------------------- leaving

  /** After save, send, cancel or merge: the draft (only this wizard's) and this order's merge data go. */
  const forgetDraft = () => {
    writer.stop();
    forgetDraftOf(station.id, kind, state.orderId);
    if (mergeData) clearMergeData();
  };

  const leaveWizard = () => {
    if (editing) return navigate(currentOrdersPath(station.id, kind, 'draft'));
    // Back to where the user came from (dashboard or order list), or home when the wizard was opened directly.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    return historyIndex > 0 ? navigate(-1) : navigate(PATHS.home);
  };

  const back = () => {
    if (state.step > 0) return dispatch({ type: 'goBack', to: (state.step - 1) as WizardStep });
    if (state !== initial || restored) return openDialog('leave');
    return leaveWizard();
  };

  const openDialog = (next: Dialog) => {
    setDialogError(null);
    setDialog(next);
  };

  // ---------------------------------------------------------------------------------------------- server

  const showConflict = async () => {
    const fresh = await reloadOrder();
    if (fresh) setConflict(fresh);
  };

  /** Creates the order, or updates the one this content belongs to (SPEC §4 save / send). */
  const persist = async (): Promise<{ orderId: number; orderNumber: string | null }> => {
    const common = {
      deadline: state.deadline!,
      orderNote: state.orderNote.trim(),
      paymentMethod: state.paymentMethod,
    };
    if (state.savedOrderId === null) {
      const { id } = await createOrder.mutateAsync({
        stationId: station.id,
        supplierId: state.supplierId!,
        body: { ...common, products: orderLines(state.lines) },
      });
      dispatch({ type: 'synced', savedOrderId: id, version: null });
      return { orderId: id, orderNumber: null };
    }
    try {
      const order = await updateItems.mutateAsync({
        orderId: state.savedOrderId,
        body: {
          ...common,
          productsToUpdate: orderLines(state.lines),
          receivingNote: state.receivingNote,
          version: state.version ?? undefined,
        },
      });
      dispatch({
        type: 'synced',
        savedOrderId: order.id,
        version: order.version,
        orderNumber: order.order_number,
      });
      return { orderId: order.id, orderNumber: order.order_number };
    } catch (error) {
      // Someone else changed the order: say so and let the user choose, keeping their draft meanwhile.
      if (isApiError(error) && error.code === 'order_changed') void showConflict();
      throw error;
    }
  };

  const messageFor = (orderNumber: string | null) => {
    const venueName = user.venue?.name ?? '';
    return {
      text: formatOrderMessage({
        language,
        venueName,
        stationName: station.name,
        orderNumber,
        deadline: state.deadline ?? today,
        items: state.lines,
        orderNote: state.orderNote,
        paymentMethod: state.paymentMethod,
      }),
      subject: orderMailSubject(language, venueName),
    };
  };
  const message = messageFor(state.orderNumber);

  const save = async () => {
    setBusy(true);
    setDialogError(null);
    try {
      await persist();
      forgetDraft();
      notifySuccessText(t('saved'));
      void navigate(currentOrdersPath(station.id, kind, 'draft'));
    } catch (error) {
      setDialogError(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    forgetDraft();
    void navigate(currentOrdersPath(station.id, kind, 'draft'));
  };

  const onSend = async (choice: SendChoice): Promise<SendResult> => {
    const outcome = await sendWizardOrder({
      persist: async () => {
        const saved = await persist();
        // A new order gets its number from the server; the supplier's text should carry it.
        const orderNumber =
          saved.orderNumber ??
          (await fetchOrder(saved.orderId, kind).then(
            (order) => order.order_number,
            () => null,
          ));
        return { orderId: saved.orderId, orderNumber };
      },
      send: async (orderId) => {
        await sendOrder.mutateAsync({
          orderId,
          body: { supplierContactId: choice.contact.id, channel: choice.channel },
        });
      },
      forgetDraft,
      markFavorites: () => {
        const articleIds = nonFavoriteArticleIds(state.lines);
        return articleIds.length === 0
          ? Promise.resolve()
          : markFavorites.mutateAsync({ departmentId: station.id, articleIds });
      },
    });
    return { message: messageFor(outcome.orderNumber) };
  };

  const onSent = () => {
    notifySuccessText(tOrders('send.sent'));
    void navigate(afterSendPath(station.id, kind));
  };

  // ---------------------------------------------------------------------------------------------- steps

  const continueStep = () => {
    if (state.step === 0 && !canContinueFromZero) return;
    if (state.step === 1 && !ready) return;
    if (!editing && shouldOfferMerge(offers, state.mergeDecision, mergeKey(state))) {
      setMergeError(null);
      setMergeOpen(true);
      return;
    }
    dispatch({ type: 'continue' });
  };

  const continueWithNewOrder = () => {
    dispatch({ type: 'decideMerge', decision: { key: mergeKey(state), withSelection: ready } });
    setMergeOpen(false);
    dispatch({ type: 'continue' });
  };

  const goToOffer = (offer: MergeOffer) => {
    setMergeOpen(false);
    void navigate(
      offer.goTo === 'edit'
        ? editOrderPath(station.id, offer.order.id)
        : currentOrdersPath(station.id, kind, 'expected'),
    );
  };

  const mergeIntoOffer = async (offer: MergeOffer) => {
    setMergingId(offer.order.id);
    setMergeError(null);
    try {
      const merged = await mergeInto.mutateAsync({
        orderId: offer.order.id,
        body: { products: orderLines(state.lines) },
      });
      forgetDraft();
      writeMergeData({ orderId: merged.id, articleIds: state.lines.map((line) => line.articleId) });
      void navigate(editOrderPath(station.id, merged.id));
    } catch (error) {
      setMergeError(tMain(errorKey(errorCodeOf(error))));
      setMergingId(null);
    }
  };

  const takeServerVersion = (order: Order) => {
    dispatch({ type: 'load', state: wizardStateFromOrder(order, kind) });
    setConflict(null);
    setShowRestored(false);
  };

  const subtitle = editing
    ? t('header.order', { number: state.orderNumber ?? '' })
    : t(kind === 'custom' ? 'header.newCustom' : 'header.new');
  const staleDraft =
    restored && serverOrder !== null && state.version !== null && serverOrder.version !== state.version;

  const permissions: SendPermissions = {
    plan: subscription.data?.plan ?? 'FREE',
    trialEnded: subscription.data?.trialEnded ?? false,
    canSendOrders: user.canSendOrder,
  };

  const saveButton = (
    <Button
      variant="default"
      size="md"
      leftSection={isMobile ? undefined : <IconDeviceFloppy size={18} />}
      onClick={() => openDialog('save')}
      disabled={!ready || !canContinueFromZero}
      px={isMobile ? 'sm' : undefined}
      // On the last step saving is the bar's only action (sending happens in the panel above).
      style={{ flex: isMobile && state.step === 2 ? 1 : undefined }}
    >
      {t('actions.save')}
    </Button>
  );

  return (
    <Box
      maw={880}
      mx="auto"
      display="flex"
      // Phones: the frame fills the screen (the top bar is hidden there), keeping the action bar at the bottom edge.
      mih={isMobile ? 'calc(100dvh - 2 * var(--mantine-spacing-sm))' : undefined}
      style={{ flexDirection: 'column' }}
    >
      <WizardHeader
        stationName={station.name}
        subtitle={subtitle}
        step={state.step}
        onBack={back}
        onCancel={() => openDialog('cancel')}
        onStepClick={(step) => dispatch({ type: 'goBack', to: step })}
      />

      <Stack gap="md" mt="md" style={{ flex: 1 }}>
        {showRestored ? (
          <Alert
            color={staleDraft ? SEMANTIC_COLORS.warning : SEMANTIC_COLORS.accent}
            icon={<IconHistory />}
            withCloseButton
            closeButtonLabel={tMain('common.close')}
            onClose={() => setShowRestored(false)}
            title={t('draft.restoredTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(staleDraft ? 'draft.restoredStale' : 'draft.restored')}</Text>
              {staleDraft && serverOrder ? (
                <Button
                  size="xs"
                  variant="light"
                  color={SEMANTIC_COLORS.warning}
                  onClick={() => takeServerVersion(serverOrder)}
                >
                  {t('conflict.takeServer')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        {state.step === 0 ? (
          <DateSupplierStep
            state={state}
            dispatch={dispatch}
            today={today}
            keptDeadline={keptDeadline}
            dateLocked={mergeData !== null}
            supplierLocked={editing}
            canCreateSupplier={isVenueAdmin(user.role)}
          />
        ) : state.step === 1 ? (
          <ArticlesStep state={state} dispatch={dispatch} mergedIds={mergedIds} />
        ) : (
          <PreviewStep
            state={state}
            venueId={user.venue?.id ?? 0}
            message={message}
            permissions={permissions}
            sendDisabled={!ready || subscription.isPending}
            initialContactId={serverOrder?.supplierContactId ?? null}
            onSend={onSend}
            onSent={onSent}
          />
        )}
      </Stack>

      <ActionBar>
        {state.step > 0 ? (
          <Button
            variant="subtle"
            size="md"
            color="gray"
            px="xs"
            onClick={back}
            aria-label={isMobile ? t('actions.back') : undefined}
            leftSection={isMobile ? undefined : <IconArrowLeft size={18} />}
          >
            {isMobile ? <IconArrowLeft size={22} /> : t('actions.back')}
          </Button>
        ) : null}
        {state.step === 1 ? (
          <Button
            variant="light"
            size="md"
            px="sm"
            leftSection={<IconShoppingCart size={20} />}
            styles={{ section: { marginInlineEnd: 6 } }}
            onClick={() => setCartOpen(true)}
            aria-label={t('cart.open', { number: state.lines.length })}
          >
            {state.lines.length}
          </Button>
        ) : null}
        {state.step > 0 ? saveButton : null}
        {state.step < 2 ? (
          <Button
            size="md"
            style={{ flex: isMobile || state.step === 0 ? 1 : undefined }}
            maw={state.step === 0 && !isMobile ? 240 : undefined}
            px="sm"
            rightSection={isMobile ? undefined : <IconArrowRight size={18} />}
            onClick={continueStep}
            disabled={state.step === 0 ? !canContinueFromZero : !ready}
            loading={!lookupSettled && (state.step === 0 ? canContinueFromZero : ready)}
          >
            {t('actions.continue')}
          </Button>
        ) : null}
      </ActionBar>

      <CartDrawer
        opened={cartOpen && state.step === 1}
        onClose={() => setCartOpen(false)}
        state={state}
        dispatch={dispatch}
        mergedIds={mergedIds}
      />

      <MergeModal
        opened={mergeOpen}
        offers={offers}
        mergingId={mergingId}
        error={mergeError}
        onGoTo={goToOffer}
        onMerge={(offer) => void mergeIntoOffer(offer)}
        onContinueNew={continueWithNewOrder}
        onClose={() => setMergeOpen(false)}
      />

      <ConfirmDialog
        opened={dialog === 'save'}
        title={t('save.title')}
        onClose={() => setDialog(null)}
        error={dialogError}
        busy={busy}
        actions={[{ label: t('save.confirm'), onClick: () => void save(), loading: busy }]}
      >
        {t(editing ? 'save.textEdit' : 'save.text')}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('cancel.title')}
        onClose={() => setDialog(null)}
        dismissLabel={t('cancel.stay')}
        actions={[{ label: t('cancel.confirm'), color: SEMANTIC_COLORS.negative, onClick: cancel }]}
      >
        {t(editing ? 'cancel.textEdit' : 'cancel.text')}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog === 'leave'}
        title={t('leave.title')}
        onClose={() => setDialog(null)}
        dismissLabel={t('leave.stay')}
        error={dialogError}
        busy={busy}
        actions={[
          {
            label: t('leave.discard'),
            variant: 'light',
            color: SEMANTIC_COLORS.negative,
            onClick: () => {
              forgetDraft();
              void leaveWizard();
            },
          },
          {
            label: t('leave.save'),
            onClick: () => void save(),
            disabled: !ready || !canContinueFromZero,
            loading: busy,
          },
        ]}
      >
        <Stack gap="xs">
          <Text>{t('leave.text')}</Text>
          {!ready ? (
            <Text size="sm" c="dimmed">
              {t('leave.cannotSave')}
            </Text>
          ) : null}
        </Stack>
      </ConfirmDialog>

      <ConfirmDialog
        opened={conflict !== null}
        title={t('conflict.title')}
        onClose={() => setConflict(null)}
        dismissLabel={t('conflict.later')}
        actions={[
          {
            label: t('conflict.takeServer'),
            variant: 'light',
            onClick: () => conflict && takeServerVersion(conflict),
          },
          {
            label: t('conflict.keepMine'),
            onClick: () => {
              if (conflict) {
                dispatch({
                  type: 'synced',
                  savedOrderId: conflict.id,
                  version: conflict.version,
                  orderNumber: conflict.order_number,
                });
              }
              setConflict(null);
            },
          },
        ]}
      >
        {t('conflict.text')}
      </ConfirmDialog>
    </Box>
  );
}
