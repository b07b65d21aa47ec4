/**
 * Sending an order (docs/PRODUCT.md#sending, #send-channels): which channels a user may use right now, why not, and
 * the link each one opens. The web disables buttons and shows the reason; the server refuses the same cases.
 */
import type { Plan } from '@/domain/shared/enums';
import { hasPhone, toInternational, withLeadingZero } from '@/domain/shared/phone';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';

export const SEND_CHANNELS = ['whatsapp', 'viber', 'sms', 'email', 'copy', 'phone'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** Why a channel is unavailable; the web shows `orders.send.blocked.{reason}`. */
export type ChannelBlock =
  | 'pending'
  | 'disabledSending'
  | 'trialEnded'
  | 'selectContact'
  | 'mobileOnly'
  | 'proOnly'
  | 'noPhone'
  | 'noEmail';

export interface SendContext {
  contact: { phone: string; email: string } | null;
  plan: Plan;
  trialEnded: boolean;
  /** The user's send-orders permission (docs/PRODUCT.md#send-permission). */
  canSendOrders: boolean;
  /** A request is under way: no second send. */
  pending: boolean;
  isMobile: boolean;
}

/**
 * WhatsApp and Viber are PRO features (docs/PRODUCT.md#plan-allowance); a FREE venue in its trial tries the full
 * product.
 */
export function planAllowsMessengers(plan: Plan, trialEnded: boolean): boolean {
  return planAllowance({ plan, trialEnded, departmentLimit: 0 }).messengers;
}

export function channelBlock(channel: SendChannel, context: SendContext): ChannelBlock | null {
  if (context.pending) return 'pending';
  if (!context.canSendOrders) return 'disabledSending';
  if (context.plan === 'FREE' && context.trialEnded) return 'trialEnded';
  if (!context.contact) return 'selectContact';
  if (channel === 'phone' && !context.isMobile) return 'mobileOnly';
  if (
    (channel === 'whatsapp' || channel === 'viber') &&
    !planAllowsMessengers(context.plan, context.trialEnded)
  ) {
    return 'proOnly';
  }
  if (channel === 'email') return context.contact.email.trim() ? null : 'noEmail';
  if (channel === 'copy') return null;
  return hasPhone(context.contact.phone) ? null : 'noPhone';
}

export interface ChannelLinkInput {
  phone: string;
  email: string;
  text: string;
  subject: string;
  countryPrefix?: string;
}

/** The URL a channel opens; copy-as-text opens nothing. */
export function channelLink(channel: SendChannel, input: ChannelLinkInput): string | null {
  const text = encodeURIComponent(input.text);
  const international = toInternational(input.phone, input.countryPrefix);
  switch (channel) {
    case 'whatsapp':
      // wa.me wants the full international number as digits only ("country prefix in WhatsApp link":
      // docs/PRODUCT.md#phone).
      return `https://wa.me/${international.replace(/\D/g, '')}?text=${text}`;
    case 'viber':
      return `viber://chat?number=${encodeURIComponent(international)}&draft=${text}`;
    case 'sms':
      // "?&body=" is understood by both Android and iOS messaging apps.
      return `sms:${withLeadingZero(input.phone)}?&body=${text}`;
    case 'email':
      return `mailto:${input.email.trim()}?subject=${encodeURIComponent(input.subject)}&body=${text}`;
    case 'phone':
      return `tel:${withLeadingZero(input.phone)}`;
    case 'copy':
      return null;
  }
}
