/**
 * Sending in one tap (a prepared draft opened from its notification, decision 0030): with the contact already chosen,
 * the order is made ready on the server (`onPrepare`: saved, numbered, the supplier's link for that contact) before
 * any tap, so each channel can be a real link with the final text, and one tap on it opens the app and marks the order
 * sent (docs/PRODUCT.md#send-flow: no server call between the tap and the link). Until the text is ready, or when
 * preparing fails, the channels work as always (choose, then confirm).
 */
import { useQuery } from '@/web/lib/deferred-query';
import { channelLink, type SendChannel } from '@/domain/orders/send-channels';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import type { SendChoice, SendResult } from './send-panel';

interface OneTapOptions {
  enabled: boolean;
  supplierId: number;
  contact: SupplierContact | null;
  message: { text: string; subject: string };
  onPrepare?: (choice: SendChoice) => Promise<SendResult>;
}

export interface OneTapSend {
  /** The final text once the order is ready for the chosen contact; null before (or without one-tap). */
  text: { text: string; subject: string } | null;
  /** The link a channel opens in one tap, or null when it has none (copy-as-text) or the text is not ready. */
  linkOf: (channel: SendChannel) => string | null;
}

export function useOneTapSend({
  enabled,
  supplierId,
  contact,
  message,
  onPrepare,
}: OneTapOptions): OneTapSend {
  const ready = useQuery({
    // Not under ['orders']: preparing saves the order, and the order queries' invalidation must not prepare again.
    queryKey: ['sendPanel', 'oneTap', supplierId, contact?.id ?? 0],
    // The channel does not change what is prepared (the order and the contact's supplier link).
    queryFn: async () => (await onPrepare!({ channel: 'copy', contact: contact! })).message ?? message,
    enabled: enabled && contact !== null && onPrepare !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const text = enabled && contact !== null && ready.isSuccess ? ready.data : null;
  return {
    text,
    linkOf: (channel) =>
      text && contact
        ? channelLink(channel, {
            phone: contact.phone,
            email: contact.email,
            text: text.text,
            subject: text.subject,
          })
        : null,
  };
}
