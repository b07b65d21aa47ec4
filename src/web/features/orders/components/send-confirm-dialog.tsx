/**
 * "Send the order?" (docs/PRODUCT.md#sending, #send-flow). The order is made ready on the server while this dialog is
 * open, so the confirm button is a real link to the channel (wa.me, viber:, sms:, mailto:, tel:): the phone opens
 * WhatsApp from the user's own tap, which no browser blocks, and the order is marked sent by that same tap, never by
 * a script that may have been stopped. After the tap the dialog stays: when the app did not open, the same link opens
 * again.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendChannel } from '@/domain/orders/send-channels';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

interface SendConfirmDialogProps {
  channel: SendChannel | null;
  contact: SupplierContact | null;
  /** The channel's link with the final text; null while the order is being prepared, and for copy-as-text. */
  link: string | null;
  preparing: boolean;
  /** Marking the order sent is under way. */
  pending: boolean;
  /** The tap happened and the server marked the order sent. */
  sent: boolean;
  error: string | null;
  /** Handles the tap; false when the link must not open (a tap is already being handled). */
  onTap: () => boolean;
  onClose: () => void;
  onDone: () => void;
}

/** The address the channel uses: the e-mail for e-mail, the phone number for everything else. */
function contactAddress(contact: SupplierContact, channel: SendChannel | null): string {
  const address = channel === 'email' ? contact.email : contact.phone || contact.email;
  return [contact.name, address].filter(Boolean).join(' · ');
}

export function SendConfirmDialog({
  channel,
  contact,
  link,
  preparing,
  pending,
  sent,
  error,
  onTap,
  onClose,
  onDone,
}: SendConfirmDialogProps) {
  const { t } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const channelName = channel ? t(`channel.${channel}`) : '';
  // Web links (wa.me) open beside the app; app schemes hand over to the phone's app and leave this page as it is.
  const target = link && /^https?:/i.test(link) ? '_blank' : undefined;
  const confirmLabel = sent ? t('send.openAgain', { channel: channelName }) : t('send.confirm');

  return (
    <AppModal
      opened={channel !== null}
      onClose={() => !pending && (sent ? onDone() : onClose())}
      title={sent ? t('send.sentTitle') : t('send.confirmTitle')}
    >
      <Stack>
        <Text>
          {sent
            ? t('send.sentText', { channel: channelName })
            : t('send.confirmText', {
                contact: contact ? contactAddress(contact, channel) : '',
                channel: channelName,
              })}
        </Text>
        {!sent ? (
          <Text size="sm" c="dimmed">
            {t('send.textCopied')}
          </Text>
        ) : null}
        {error ? (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {sent ? (
            <Button variant="default" onClick={onDone}>
              {t('send.done')}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose} disabled={pending}>
              {tMain('common.cancel')}
            </Button>
          )}
          {link && !preparing ? (
            <Button
              component="a"
              href={link}
              target={target}
              rel="noopener noreferrer"
              variant={sent ? 'light' : 'filled'}
              onClick={(event) => {
                if (!onTap()) event.preventDefault();
              }}
              loading={pending}
            >
              {confirmLabel}
            </Button>
          ) : sent ? null : (
            <Button onClick={() => void onTap()} loading={preparing || pending} disabled={preparing}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
