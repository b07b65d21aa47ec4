/**
 * How the repeat dialog sends (docs/PRODUCT.md#repeat). A regular order's repeat is made ready when a channel is
 * chosen, like the wizard's order: the new draft and its supplier link, so the text the tap opens the channel with
 * already ends with the link; the tap then sends that draft. A repeat given up (another channel chosen, dialog
 * closed) deletes its draft. A market order's repeat has no link: it is created and sent by the tap in one call.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Order } from '@/domain/orders/orders.schemas';
import type { PaymentMethod } from '@/domain/shared/enums';
import { prepareRepeat } from '@/web/features/supplier-portal/api';
import { useDeleteOrder, useRepeatOrder, useSendOrder } from '../api';
import { fetchOrder } from '../order-queries';
import type { SendChoice, SendResult } from './send-panel';

export interface RepeatInputs {
  deadline: string;
  paymentMethod: PaymentMethod | null;
  orderNote: string;
}

type Message = NonNullable<SendResult['message']>;

export function useRepeatSend(
  order: Order,
  message: (link?: string, items?: Order['products']) => Message,
  namesPrices = false,
) {
  const repeat = useRepeatOrder();
  const send = useSendOrder('regular');
  // TanStack Query keeps mutateAsync the same function for the component's life.
  const { mutateAsync: removeDraft } = useDeleteOrder('regular');
  /** The draft made ready for the chosen contact, not sent yet. */
  const prepared = useRef<number | null>(null);

  const discard = useCallback(() => {
    const id = prepared.current;
    prepared.current = null;
    if (id !== null) void removeDraft(id).catch(() => undefined);
  }, [removeDraft]);
  // Closing the dialog without sending takes the prepared draft away.
  useEffect(() => discard, [discard]);

  const onPrepare = order.isCustomOrder
    ? undefined
    : async (inputs: RepeatInputs, { contact }: SendChoice): Promise<SendResult> => {
        discard();
        const ready = await prepareRepeat(order.id, { ...inputs, supplierContactId: contact.id });
        prepared.current = ready.id;
        // A text naming prices names the new order's own (today's) prices (docs/PRODUCT.md#prices).
        const items = namesPrices ? (await fetchOrder(ready.id)).products : undefined;
        return { message: message(ready.supplierLink, items) };
      };

  const onSend = async (
    inputs: RepeatInputs,
    { channel, contact }: SendChoice,
  ): Promise<SendResult | void> => {
    const id = prepared.current;
    if (id !== null) {
      await send.mutateAsync({ orderId: id, body: { supplierContactId: contact.id, channel } });
      prepared.current = null;
      return;
    }
    const repeated = await repeat.mutateAsync({
      orderId: order.id,
      body: { ...inputs, supplierContactId: contact.id, channel },
    });
    return repeated.supplierLink ? { message: message(repeated.supplierLink) } : undefined;
  };

  return { onPrepare, onSend };
}
