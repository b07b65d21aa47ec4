/**
 * The wizard's conversation with the server (docs/PRODUCT.md#order-wizard): the merge lookup, saving (create or
 * update with the loaded version), sending, merging into another order, and the plan that decides which channels may
 * send. The component decides what the user sees; this hook only asks and answers.
 */
import { type Dispatch, useRef, useState } from 'react';
import type { Profile } from '@/domain/auth/profile.schemas';
import { formatOrderMessage, messagePrices, orderMailSubject } from '@/domain/orders/order-message';
import type { Order } from '@/domain/orders/orders.schemas';
import { useMarkFavorites } from '@/web/features/articles/api';
import { useSubscription } from '@/web/features/subscriptions/api';
import { useAppLanguage } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useCreateOrder, useMergeIntoOrder, useOrderList, useSendOrder, useUpdateOrderItems } from '../api';
import { fetchOrder } from '../order-queries';
import type { SendChoice, SendPermissions, SendResult } from '../components/send-panel';
import { MERGE_CANDIDATE_STATUSES, type MergeOffer, mergeOffers } from './merge-offer';
import { sendWizardOrder } from './send-flow';
import { prepareSupplierLink } from '@/web/features/supplier-portal/api';
import type { WizardStation } from './use-wizard-data';
import {
  nonFavoriteArticleIds,
  orderLines,
  selectionReady,
  type WizardAction,
  type WizardState,
} from './wizard-state';

/** More unfinished orders than this for one supplier and day does not happen; the first ones are enough. */
const MERGE_LOOKUP_SIZE = 10;

interface WizardServerOptions {
  station: WizardStation;
  user: Profile;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: string;
  /** Someone else changed the edited order (409 order_changed): reads it again and shows both versions. */
  onConflict: () => void;
}

export function useWizardServer({ station, user, state, dispatch, today, onConflict }: WizardServerOptions) {
  const language = useAppLanguage();
  const { kind } = state;
  const editing = state.orderId !== null;
  const createOrder = useCreateOrder(kind);
  const updateItems = useUpdateOrderItems(kind);
  const mergeInto = useMergeIntoOrder(kind);
  const sendOrder = useSendOrder(kind);
  const markFavorites = useMarkFavorites();
  const subscription = useSubscription(user.venue?.id ?? null);

  // Merge lookup (docs/PRODUCT.md#merge), asked as soon as supplier and date are known so the answer is there on
  // Continue; the preview names what it finds (docs/decisions/0025-order-guards.md).
  const lookupEnabled = !editing && state.supplierId !== null && state.deadline !== null;
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
  const offers: MergeOffer[] =
    lookupEnabled && lookup.isSuccess && !lookup.isPlaceholderData
      ? mergeOffers(lookup.data.orders, {
          role: user.role,
          selectionReady: selectionReady(state.lines),
          ownOrderId: state.savedOrderId,
        })
      : [];

  /** Creates the order, or updates the one this content belongs to (save / send: docs/PRODUCT.md#sending). */
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
      if (isApiError(error) && error.code === 'order_changed') onConflict();
      throw error;
    }
  };

  /**
   * The supplier link of the last prepared send, so the preview's text ends as the sent one will
   * (docs/PRODUCT.md#supplier-link).
   */
  const [supplierLink, setSupplierLink] = useState<string | null>(null);

  /** The text and mail subject the supplier gets (order text: docs/PRODUCT.md#order-wizard). */
  const messageFor = (orderNumber: string | null, link: string | null = supplierLink) => {
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
        link,
        prices: messagePrices(user),
      }),
      subject: orderMailSubject(language, venueName),
    };
  };

  /** The order made ready by `prepare`, sent by the tap that opens the channel. */
  const prepared = useRef<{ orderId: number; orderNumber: string | null } | null>(null);

  /**
   * Before the user taps the channel, the order is saved with its number and the text is final, so the
   * tap opens the app at once (no server call between the tap and the link, which browsers would block).
   * `unchanged`: the wizard holds the order exactly as loaded, so it is not saved again.
   */
  const prepare = async (choice?: SendChoice, { unchanged = false } = {}): Promise<SendResult> => {
    prepared.current = null;
    // An order opened and not changed is already on the server as shown (a prepared draft sent in one tap): saving
    // it again would only bump its version and leave a local draft behind.
    const saved =
      unchanged && state.savedOrderId !== null
        ? { orderId: state.savedOrderId, orderNumber: state.orderNumber }
        : await persist();
    // A new order gets its number from the server; the supplier's text should carry it.
    const orderNumber =
      saved.orderNumber ??
      (await fetchOrder(saved.orderId, kind).then(
        (order) => order.order_number,
        () => null,
      ));
    // The text ends with the supplier's link for the chosen contact (the one sending keeps)
    // (docs/PRODUCT.md#supplier-link).
    const link =
      kind === 'regular' && choice ? await prepareSupplierLink(saved.orderId, choice.contact.id) : undefined;
    prepared.current = { orderId: saved.orderId, orderNumber };
    if (link) setSupplierLink(link);
    return { message: messageFor(orderNumber, link ?? null) };
  };

  /** Sends the prepared order through the chosen contact and channel; the draft goes once the server accepted. */
  const send = async (choice: SendChoice, forgetDraft: () => void) => {
    await sendWizardOrder({
      persist: async () => prepared.current ?? (await prepare(choice), prepared.current!),
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
          : markFavorites.mutateAsync({ stationId: station.id, articleIds });
      },
    });
  };

  /** Adds the selection to an existing order of the same supplier and day (merge: docs/PRODUCT.md#merge). */
  const merge = (offer: MergeOffer): Promise<Order> =>
    mergeInto.mutateAsync({ orderId: offer.order.id, body: { products: orderLines(state.lines) } });

  const permissions: SendPermissions = {
    plan: subscription.data?.plan ?? 'FREE',
    trialEnded: subscription.data?.trialEnded ?? false,
    canSendOrders: user.canSendOrder,
  };

  return {
    offers,
    lookupSettled,
    persist,
    messageFor,
    prepare,
    send,
    merge,
    permissions,
    planPending: subscription.isPending,
  };
}
