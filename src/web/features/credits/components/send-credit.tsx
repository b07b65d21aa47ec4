/**
 * Sending a credit request to one of the supplier's contacts through the order's channels
 * (src/domain/orders/send-channels.ts): the server records it and answers the supplier's link, the text is built in
 * the sender's language (src/domain/credits/credit-message.ts), copied, and the channel's link opens.
 */
import { Alert, Button, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditMailSubject, formatCreditMessage } from '@/domain/credits/credit-message';
import type { CreditDetail } from '@/domain/credits/credits.schemas';
import { channelLink, type SendChannel } from '@/domain/orders/send-channels';
import { hasPhone } from '@/domain/shared/phone';
import { useSupplierContacts } from '@/web/features/suppliers/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText } from '@/web/lib/notify';
import { useSendCredit } from '../api';

const CHANNELS: readonly SendChannel[] = ['copy', 'sms', 'email', 'whatsapp', 'viber'];

export function SendCredit({ credit }: { credit: CreditDetail }) {
  const { t, i18n } = useTranslation('credits');
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const { user } = useCurrentUser();
  const venue = user?.venue ?? null;
  const contacts = useSupplierContacts(credit.supplierId, venue?.id ?? null);
  const [contactId, setContactId] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const send = useSendCredit(credit.id);
  const list = contacts.data ?? [];
  const contact = list.find((candidate) => candidate.id === contactId) ?? null;
  const language = i18n.language === 'en' ? 'en' : 'ser';

  const usable = (channel: SendChannel) => {
    if (!contact) return false;
    if (channel === 'copy') return true;
    if (channel === 'email') return contact.email.trim() !== '';
    return hasPhone(contact.phone);
  };

  const tap = async (channel: SendChannel) => {
    if (!contact) return;
    try {
      const { supplierLink } = await send.mutateAsync({ supplierContactId: contact.id, channel });
      const message = formatCreditMessage({
        language,
        venueName: venue?.name ?? '',
        creditNumber: credit.number,
        orderNumber: credit.orderNumber,
        currency: credit.currency,
        lines: credit.lines,
        total: credit.requestedAmount,
        note: credit.note,
        link: supplierLink,
      });
      setText(message);
      await navigator.clipboard?.writeText(message).catch(() => undefined);
      const link = channelLink(channel, {
        phone: contact.phone,
        email: contact.email,
        text: message,
        subject: creditMailSubject(language, credit.number, venue?.name ?? ''),
      });
      if (link) window.open(link, '_blank', 'noopener');
    } catch (error) {
      notifyErrorText(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <Stack gap="xs">
      <Select
        label={t('send.contact')}
        data={list.map((candidate) => ({
          value: String(candidate.id),
          label: [candidate.name, candidate.phone || candidate.email].filter(Boolean).join(' · '),
        }))}
        value={contactId === null ? null : String(contactId)}
        onChange={(value) => setContactId(value === null ? null : Number(value))}
      />
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {CHANNELS.map((channel) => (
          <Button
            key={channel}
            mih={44}
            px="xs"
            variant="light"
            disabled={!usable(channel) || send.isPending}
            onClick={() => void tap(channel)}
          >
            {tOrders(`channel.${channel}`)}
          </Button>
        ))}
      </SimpleGrid>
      {text ? (
        <>
          <Alert color={SEMANTIC_COLORS.positive}>{t('send.sent')}</Alert>
          <Textarea label={t('send.text')} value={text} readOnly autosize minRows={4} />
        </>
      ) : null}
    </Stack>
  );
}
