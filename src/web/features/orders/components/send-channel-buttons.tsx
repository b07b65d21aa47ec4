/**
 * The channel buttons of the send panel (docs/PRODUCT.md#send-channels): two to a row on a phone, disabled with the
 * reason written under them. A channel with a one-tap link (use-one-tap-send.ts) is that link: the tap opens the app
 * and sends; `onTapLink` answers false when the link must not open (a tap is already being handled).
 */
import { Button, SimpleGrid } from '@mantine/core';
import {
  IconBrandViber,
  IconBrandWhatsapp,
  IconCopy,
  IconMail,
  IconMessage,
  IconPhone,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelBlock, SendChannel } from '@/domain/orders/send-channels';

const CHANNEL_ICONS: Record<SendChannel, ComponentType<{ size?: number }>> = {
  whatsapp: IconBrandWhatsapp,
  viber: IconBrandViber,
  sms: IconMessage,
  email: IconMail,
  copy: IconCopy,
  phone: IconPhone,
};

interface SendChannelButtonsProps {
  channels: readonly SendChannel[];
  blocks: ReadonlyMap<SendChannel, ChannelBlock | null>;
  linkOf: (channel: SendChannel) => string | null;
  onChoose: (channel: SendChannel) => void;
  onTapLink: (channel: SendChannel) => boolean;
}

export function SendChannelButtons({
  channels,
  blocks,
  linkOf,
  onChoose,
  onTapLink,
}: SendChannelButtonsProps) {
  const { t } = useTranslation('orders');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      {channels.map((channel) => {
        const Icon = CHANNEL_ICONS[channel];
        const common = {
          variant: 'default',
          size: 'md',
          px: 'xs',
          styles: { section: { marginInlineEnd: 6 } },
          leftSection: <Icon size={20} />,
        } as const;
        const link = blocks.get(channel) === null ? linkOf(channel) : null;
        if (link) {
          return (
            <Button
              key={channel}
              {...common}
              component="a"
              href={link}
              // Web links (wa.me) open beside the app; app schemes hand over to the phone's app.
              target={/^https?:/i.test(link) ? '_blank' : undefined}
              rel="noopener noreferrer"
              onClick={(event) => {
                if (!onTapLink(channel)) event.preventDefault();
              }}
            >
              {t(`channel.${channel}`)}
            </Button>
          );
        }
        return (
          <Button
            key={channel}
            {...common}
            disabled={blocks.get(channel) !== null}
            onClick={() => onChoose(channel)}
          >
            {t(`channel.${channel}`)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
