/**
 * The new/edit order wizard (docs/PRODUCT.md#order-wizard, #send-channels, #sending): date and supplier, articles,
 * preview and send. The state lives in one reducer and is mirrored to the local draft on every change, so a reload, a
 * lost connection or a failed request never loses what was typed. Saving and sending talk to the server; merging
 * offers existing orders of the same supplier and date.
 */
import { Box, Stack } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { isVenueAdmin } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import { PATHS } from '@/web/lib/paths';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useRequestApprovalOf } from '../approval-api';
import { currentOrdersPath, ONE_TAP_QUERY } from '../components/order-paths';
import type { SendChoice } from '../components/send-panel';
import { clearMergeData, forgetDraftOf, readMergeData } from '../draft-storage';
import { ArticlesStep } from './articles-step';
import { DateSupplierStep } from './date-supplier-step';
import { shouldOfferMerge } from './merge-offer';
import { MergeAppliedNotice } from './merge-applied-notice';
import { PreviewStep } from './preview-step';
import { showSendPanel } from './send-panel-anchor';
import { useFilledSuggestions } from './suggest-actions';
import { RestoredDraftNotice } from './restored-draft-notice';
import { useDraftPersistence } from './use-draft-persistence';
import { useLeaveGuard } from './use-leave-guard';
import { useOrderGuards } from './use-order-guards';
import { useStepHistory } from './use-step-history';
import { useVenueToday, type WizardStation } from './use-wizard-data';
import { useWizardServer } from './use-wizard-server';
import { WizardActionBar } from './wizard-action-bar';
import { CartDrawer, MergeOfferDialog, WizardConfirmations } from './lazy-wizard-dialogs';
import type { WizardDialog } from './wizard-dialogs';
import { WizardHeader } from './wizard-header';
import { afterSendPath } from './wizard-paths';
import {
  mergeKey,
  selectionReady,
  stepZeroReady,
  toDraft,
  type WizardState,
  type WizardStep,
  wizardReducer,
  wizardStateFromOrder,
} from './wizard-state';

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
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const today = useVenueToday();
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const writer = useDraftPersistence(state, initial);
  const { kind } = state;
  const editing = state.orderId !== null;
  const steps = useStepHistory(state.step, dispatch);
  // A prepared draft opened to be sent in one tap (reviewAndSendPath); the query stays through the steps.
  const oneTap = new URLSearchParams(useLocation().search).has(ONE_TAP_QUERY);

  const released = useRef(false);
  const blocker = useLeaveGuard(station.id, state !== initial || restored, released);

  // An order that just received a merge keeps its date, and the merged articles are highlighted
  // (docs/PRODUCT.md#merge).
  const [mergeData] = useState(() => {
    const data = readMergeData();
    return data && data.orderId === initial.orderId ? data : null;
  });
  const mergedIds = useMemo(() => new Set(mergeData?.articleIds ?? []), [mergeData]);

  const [dialog, setDialog] = useState<WizardDialog>(null);
  const [suggested, addSuggested] = useFilledSuggestions();
  const [showRestored, setShowRestored] = useState(restored);
  const close = () => setDialog(null);

  const server = useWizardServer({
    station,
    user,
    state,
    dispatch,
    today,
    onConflict: () =>
      void reloadOrder().then((fresh) => {
        if (fresh) setDialog({ type: 'conflict', order: fresh });
      }),
  });

  const askApproval = useRequestApprovalOf();
  const guards = useOrderGuards(state);
  const keptDeadline = serverOrder?.deadline ?? null;
  const ready = selectionReady(state.lines);
  const canContinueFromZero = stepZeroReady(state, today, keptDeadline);
  const canSave = ready && canContinueFromZero;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.step]);

  /** After save, send, cancel or merge: the draft (only this wizard's) and this order's merge data go. */
  const forgetDraft = () => {
    released.current = true;
    writer.stop();
    forgetDraftOf(station.id, kind, state.orderId);
    if (mergeData) clearMergeData();
  };

  const toStationOrders = () => navigate(currentOrdersPath(station.id, kind, 'draft'));

  const leaveWizard = () => {
    if (editing) return toStationOrders();
    // Back to where the user came from (dashboard or order list), or home when the wizard was opened directly.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    return historyIndex > 0 ? navigate(-1) : navigate(PATHS.home);
  };

  const back = () => {
    if (state.step > 0) return steps.backTo((state.step - 1) as WizardStep);
    return leaveWizard();
  };

  const keepDraftAndLeave = () => {
    writer.flush();
    blocker.proceed?.();
  };

  const dropDraftAndLeave = () => {
    forgetDraft();
    blocker.proceed?.();
  };

  /** Saves from the save confirmation, which shows the progress and any failure. */
  const save = async () => {
    if (dialog?.type !== 'save') return;
    const { type } = dialog;
    setDialog({ type, pending: true, error: null });
    try {
      await server.persist();
      forgetDraft();
      notifySuccessText(t('saved'));
      void toStationOrders();
    } catch (error) {
      const message = tMain(errorKey(errorCodeOf(error)));
      // A conflict may have replaced the dialog meanwhile: only a still open confirmation takes the failure.
      setDialog((current) => (current?.type === type ? { type, pending: false, error: message } : current));
    }
  };

  /** The limit gate's action (docs/PRODUCT.md#order-limits): save, ask, and back to the station's drafts. */
  const sendForApproval = async () => {
    const { orderId } = await server.persist();
    await askApproval.mutateAsync(orderId);
    forgetDraft();
    notifySuccessText(tOrders('approval.wizard.sent'));
    void toStationOrders();
  };

  const continueStep = () => {
    if (state.step === 0 && !canContinueFromZero) return;
    if (state.step === 1 && !ready) return;
    if (!editing && shouldOfferMerge(server.offers, state.mergeDecision, mergeKey(state))) {
      return setDialog({ type: 'merge' });
    }
    steps.forward();
  };

  const continueWithNewOrder = () => {
    dispatch({ type: 'decideMerge', decision: { key: mergeKey(state), withSelection: ready } });
    close();
    steps.forward();
  };

  const takeServerVersion = (order: Order) => {
    dispatch({ type: 'load', state: wizardStateFromOrder(order, kind) });
    close();
    setShowRestored(false);
  };

  const keepMine = (order: Order) => {
    dispatch({
      type: 'synced',
      savedOrderId: order.id,
      version: order.version,
      orderNumber: order.order_number,
    });
    close();
  };

  const subtitle = editing
    ? t('header.order', { number: state.orderNumber ?? '' })
    : t(kind === 'custom' ? 'header.newCustom' : 'header.new');
  const staleDraft =
    restored && serverOrder !== null && state.version !== null && serverOrder.version !== state.version;

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
        onCancel={() => setDialog({ type: 'cancel' })}
        onStepClick={steps.backTo}
      />

      <Stack gap="md" mt="md" style={{ flex: 1 }}>
        {mergeData?.undo ? (
          <MergeAppliedNotice
            kind={kind}
            merge={{ ...mergeData, undo: mergeData.undo }}
            leaveEdit={() => {
              released.current = true;
              writer.stop();
              forgetDraftOf(station.id, kind, state.orderId);
            }}
          />
        ) : null}
        {showRestored ? (
          <RestoredDraftNotice
            stale={staleDraft}
            onTakeServer={() => serverOrder && takeServerVersion(serverOrder)}
            onClose={() => setShowRestored(false)}
          />
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
          <ArticlesStep
            {...{ state, dispatch, mergedIds, suggested }}
            outliers={guards.outliers}
            onSuggested={addSuggested}
          />
        ) : (
          <PreviewStep
            state={state}
            venueId={user.venue?.id ?? 0}
            message={server.messageFor(state.orderNumber)}
            permissions={server.permissions}
            sendDisabled={!ready || server.planPending}
            initialContactId={serverOrder?.supplierContactId ?? null}
            oneTap={oneTap && editing}
            onPrepare={(choice) => server.prepare(choice, { unchanged: state === initial && !restored })}
            onSend={(choice: SendChoice) => server.send(choice, forgetDraft)}
            onSent={() => {
              notifySuccessText(tOrders('send.sent'));
              void navigate(afterSendPath(station.id, kind));
            }}
            guards={guards}
            offers={editing ? [] : server.offers}
            onFix={() => steps.backTo(1)}
            onShowOffers={() => setDialog({ type: 'merge' })}
            orderLimit={user.role === 'ROLE_ADMIN' ? null : user.orderLimit}
            onRequestApproval={sendForApproval}
          />
        )}
      </Stack>

      <WizardActionBar
        step={state.step}
        cartCount={state.lines.length}
        canSave={canSave}
        canContinue={state.step === 0 ? canContinueFromZero : ready}
        continuing={!server.lookupSettled && (state.step === 0 ? canContinueFromZero : ready)}
        onBack={back}
        onCart={() => setDialog({ type: 'cart' })}
        onSave={() => setDialog({ type: 'save', pending: false, error: null })}
        onContinue={continueStep}
        onSend={showSendPanel}
        sendBlocked={server.permissions.canSendOrders ? null : tOrders('send.blocked.disabledSending')}
      />

      <CartDrawer
        opened={dialog?.type === 'cart' && state.step === 1}
        onClose={close}
        state={state}
        dispatch={dispatch}
        mergedIds={mergedIds}
      />

      <MergeOfferDialog
        opened={dialog?.type === 'merge'}
        stationId={station.id}
        kind={kind}
        offers={server.offers}
        lines={state.lines}
        draftNow={() => toDraft(state, new Date())}
        merge={server.merge}
        forgetDraft={forgetDraft}
        // On the preview the offer was opened from its notice: going on with the new order only closes it.
        onContinueNew={state.step === 2 ? close : continueWithNewOrder}
        onClose={close}
      />

      <WizardConfirmations
        dialog={dialog}
        editing={editing}
        onClose={close}
        onSave={() => void save()}
        onCancelOrder={() => {
          forgetDraft();
          void toStationOrders();
        }}
        leaving={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onKeepDraft={keepDraftAndLeave}
        onDropDraft={dropDraftAndLeave}
        onTakeServer={takeServerVersion}
        onKeepMine={keepMine}
      />
    </Box>
  );
}
