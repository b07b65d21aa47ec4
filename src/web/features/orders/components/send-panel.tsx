/**
 * Sending an order (docs/PRODUCT.md#sending, #send-channels): choose the supplier contact (or add one), then a
 * channel. Choosing a channel copies the order text, asks "are you sure" and meanwhile makes the order ready on the
 * server (`onPrepare`: saved, numbered). The confirm button is then a link to the channel, so the app opens from the
 * user's tap, and that tap marks the order sent (`onSend`). Unavailable channels are disabled and the reason is
 * written under them (touch screens show no tooltips). Used by the order wizard and by the repeat dialog. With
 * `oneTap` (a prepared draft opened from its notification) the order is made ready for the chosen contact at once and
 * each channel is the link itself: one tap opens the app and sends (use-one-tap-send.ts).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChannelBlock,
  channelBlock,
  channelLink,
  SEND_CHANNELS,
  type SendChannel,
} from '@/domain/orders/send-channels';
import type { Plan } from '@/domain/shared/enums';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { useSupplierContacts } from '@/web/features/suppliers/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { copyShortcut, copyText } from '@/web/lib/clipboard';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useOnline } from '@/web/features/offline/public';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { SendChannelButtons } from './send-channel-buttons';
import { contactLabel, SendContactField } from './send-contact-field';
import { SendConfirmDialog } from './send-confirm-dialog';
import { useOneTapSend } from './use-one-tap-send';

export interface SendChoice {
  channel: SendChannel;
  contact: SupplierContact;
}

/**
 * What `onSend` may hand back: the text as it should go out after the send, e.g. a new order that only now has its
 * number. The channel link carries it (and the clipboard gets it too).
 */
export interface SendResult {
  message?: { text: string; subject: string };
}

export interface SendPermissions {
  plan: Plan;
  trialEnded: boolean;
  canSendOrders: boolean;
}

interface SendPanelProps {
  venueId: number;
  supplierId: number;
  /** The order text (domain formatOrderMessage) and the mail subject (orderMailSubject). */
  message: { text: string; subject: string };
  permissions: SendPermissions;
  /**
   * Makes the order ready to send before the tap (creates or updates it), answering the text it goes out with;
   * rejects when the server refuses (the panel shows why). Without it the text is `message` as it is.
   */
  onPrepare?: (choice: SendChoice) => Promise<SendResult>;
  /**
   * Marks the prepared order sent; runs in the tap that opens the channel. It may answer the text as it stands after
   * sending (the repeat dialog's new order only then has its supplier link): "open again" and the clipboard take it.
   */
  onSend: (choice: SendChoice) => Promise<SendResult | void>;
  /** After the order was sent and the user is done with the channel. */
  onSent: (choice: SendChoice) => void;
  /** Disables every channel while the caller is busy (or the order is not ready to send). */
  disabled?: boolean;
  initialContactId?: number | null;
  /** One tap on a channel sends (the order is prepared for the chosen contact beforehand); needs `onPrepare`. */
  oneTap?: boolean;
}

export function SendPanel(props: SendPanelProps) {
  const { ready } = useTranslation('orders');
  return ready ? <SendPanelContent {...props} /> : null;
}

function SendPanelContent({
  venueId,
  supplierId,
  message,
  permissions,
  onPrepare,
  onSend,
  onSent,
  disabled = false,
  initialContactId = null,
  oneTap = false,
}: SendPanelProps) {
  const { t } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const isMobile = useIsMobile();
  const online = useOnline();
  const contacts = useSupplierContacts(supplierId, venueId);
  const [chosenId, setChosenId] = useState<number | null>(initialContactId);
  const [confirming, setConfirming] = useState<SendChannel | null>(null);
  /** The text the order goes out with once it is ready on the server; null while preparing. */
  const [prepared, setPrepared] = useState<SendResult['message'] | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [oneTapFailure, setOneTapFailure] = useState<string | null>(null);
  /** A tap is being handled: a second tap (a double tap) must not open the channel again before state catches up. */
  const tapping = useRef(false);

  const list = useMemo(() => contacts.data ?? [], [contacts.data]);
  // One contact only: nothing to choose.
  const contactId = chosenId ?? (list.length === 1 ? list[0]!.id : null);
  const contact = list.find((candidate) => candidate.id === contactId) ?? null;

  const context = {
    contact,
    plan: permissions.plan,
    trialEnded: permissions.trialEnded,
    canSendOrders: permissions.canSendOrders,
    // Sending opens the channel and marks the order sent on the server: it needs the network (decision 0024).
    pending: pending || disabled || !online,
    isMobile,
  };
  // Calling is offered on phones only (docs/PRODUCT.md#current-orders): on a desktop the button is not shown at all.
  const channels = SEND_CHANNELS.filter((channel) => isMobile || channel !== 'phone');
  const blocks = new Map(channels.map((channel) => [channel, channelBlock(channel, context)]));
  const quick = useOneTapSend({
    enabled: oneTap && !disabled && online && permissions.canSendOrders,
    supplierId,
    contact,
    message,
    onPrepare,
  });
  const reasons = [...new Set([...blocks.values()].filter((block): block is ChannelBlock => block !== null))];

  const prepare = async (choice: SendChoice) => {
    setPrepared(null);
    try {
      const ready = (onPrepare ? (await onPrepare(choice)).message : undefined) ?? message;
      setPrepared(ready);
      if (ready.text !== message.text) {
        // Best effort without the prompt fallback: the earlier copy already put the order's content there. Not
        // awaited: outside the user's tap a browser may leave this promise pending for good (headless Chromium
        // does), and the confirm button must not wait for it.
        void navigator.clipboard?.writeText(ready.text).catch(() => undefined);
      }
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  const choose = async (channel: SendChannel) => {
    if (!contact) return;
    setFailure(null);
    setSent(false);
    // Choosing a channel copies the text first, so it can be pasted whatever the channel does
    // (docs/PRODUCT.md#sending).
    await copyText(message.text, t('copy.prompt', { keys: copyShortcut() }));
    setConfirming(channel);
    await prepare({ channel, contact });
  };

  const link =
    confirming && contact && prepared
      ? channelLink(confirming, {
          phone: contact.phone,
          email: contact.email,
          text: prepared.text,
          subject: prepared.subject,
        })
      : null;

  /**
   * The tap on the channel link (or on confirm for copy-as-text): the browser opens the link by itself. Answers
   * whether the link may open: not while an earlier tap is still being handled (a double tap opens it once).
   */
  const tap = (): boolean => {
    if (tapping.current) return false;
    if (!confirming || !contact || sent || pending) return true;
    tapping.current = true;
    void handleTap(confirming, contact).finally(() => {
      tapping.current = false;
    });
    return true;
  };

  const handleTap = async (channel: SendChannel, chosen: SupplierContact) => {
    const choice: SendChoice = { channel, contact: chosen };
    // Preparing failed (the dialog said why): the button tries again; nothing is sent before it succeeded.
    if (prepared === null) {
      setFailure(null);
      await prepare(choice);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const after = await onSend(choice);
      if (after?.message && after.message.text !== prepared?.text) {
        setPrepared(after.message);
        void navigator.clipboard?.writeText(after.message.text).catch(() => undefined);
      }
      if (link) setSent(true);
      else finish(choice);
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setPending(false);
    }
  };

  /** One tap on a channel's link: the browser opens it, and the order is marked sent meanwhile. */
  const tapOneTap = (channel: SendChannel): boolean => {
    if (tapping.current) return false;
    if (!contact || !quick.text || pending) return true;
    tapping.current = true;
    void sendInOneTap(channel, contact, quick.text).finally(() => {
      tapping.current = false;
    });
    return true;
  };

  const sendInOneTap = async (
    channel: SendChannel,
    chosen: SupplierContact,
    ready: { text: string; subject: string },
  ) => {
    setPending(true);
    setFailure(null);
    setOneTapFailure(null);
    // The text goes to the clipboard too (docs/PRODUCT.md#sending), best effort: the tap is opening the channel.
    void navigator.clipboard?.writeText(ready.text).catch(() => undefined);
    try {
      const after = await onSend({ channel, contact: chosen });
      // The "sent" confirmation, whose link opens the channel again.
      setPrepared(after?.message ?? ready);
      setConfirming(channel);
      setSent(true);
    } catch (error) {
      setOneTapFailure(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setPending(false);
    }
  };

  const finish = (choice: SendChoice) => {
    setConfirming(null);
    setSent(false);
    onSent(choice);
  };

  return (
    <Stack gap="sm">
      <SendContactField
        supplierId={supplierId}
        contacts={list}
        loading={contacts.isLoading}
        loaded={contacts.isSuccess}
        contactId={contactId}
        onChoose={setChosenId}
      />

      <Text fw={600} mt="xs">
        {t('send.channels')}
      </Text>
      <div role="status">
        {online ? null : (
          <Alert color={SEMANTIC_COLORS.warning} icon={<IconCloudOff />} py="xs" role="none">
            {t('send.needsNetwork')}
          </Alert>
        )}
      </div>
      {quick.text && contact ? (
        <Text size="sm" c="dimmed">
          {t('send.oneTapHint', { contact: contactLabel(contact) })}
        </Text>
      ) : null}
      <SendChannelButtons
        channels={channels}
        blocks={blocks}
        linkOf={quick.linkOf}
        onChoose={(channel) => void choose(channel)}
        onTapLink={tapOneTap}
      />
      {oneTapFailure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {oneTapFailure}
        </Alert>
      ) : null}
      {reasons.length > 0 ? (
        <Stack gap={2} aria-live="polite">
          {reasons.map((reason) => (
            <Text key={reason} size="sm" c="dimmed">
              {t(`send.blocked.${reason}`)}
            </Text>
          ))}
        </Stack>
      ) : null}

      <SendConfirmDialog
        channel={confirming}
        contact={contact}
        link={link}
        preparing={confirming !== null && prepared === null && failure === null}
        pending={pending}
        sent={sent}
        error={failure}
        onTap={tap}
        onClose={() => setConfirming(null)}
        onDone={() => confirming && contact && finish({ channel: confirming, contact })}
      />
    </Stack>
  );
}
