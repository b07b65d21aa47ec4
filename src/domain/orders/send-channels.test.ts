import { describe, expect, it } from 'vitest';
import { channelBlock, channelLink, type SendContext } from './send-channels';

const ready: SendContext = {
  contact: { phone: '064 123 4567', email: 'prodaja@mesara.rs' },
  plan: 'PRO',
  trialEnded: false,
  canSendOrders: true,
  pending: false,
  isMobile: true,
};

describe('which channels may be used (docs/PRODUCT.md#send-channels)', () => {
  it('allows every channel on PRO with a full contact', () => {
    for (const channel of ['whatsapp', 'viber', 'sms', 'email', 'copy', 'phone'] as const) {
      expect(channelBlock(channel, ready)).toBeNull();
    }
  });

  it('needs a contact to be chosen first', () => {
    expect(channelBlock('sms', { ...ready, contact: null })).toBe('selectContact');
    expect(channelBlock('copy', { ...ready, contact: null })).toBe('selectContact');
  });

  it('disables WhatsApp and Viber on BASIC, not SMS', () => {
    const basic = { ...ready, plan: 'BASIC' as const };
    expect(channelBlock('whatsapp', basic)).toBe('proOnly');
    expect(channelBlock('viber', basic)).toBe('proOnly');
    expect(channelBlock('sms', basic)).toBeNull();
  });

  it('lets a FREE venue in its trial use everything, and nothing after the trial', () => {
    expect(channelBlock('whatsapp', { ...ready, plan: 'FREE' })).toBeNull();
    expect(channelBlock('sms', { ...ready, plan: 'FREE', trialEnded: true })).toBe('trialEnded');
  });

  it('needs a phone for phone channels and an e-mail for e-mail', () => {
    const noPhone = { ...ready, contact: { phone: '', email: 'a@b.rs' } };
    expect(channelBlock('sms', noPhone)).toBe('noPhone');
    expect(channelBlock('whatsapp', noPhone)).toBe('noPhone');
    expect(channelBlock('email', noPhone)).toBeNull();
    expect(channelBlock('email', { ...ready, contact: { phone: '0641234567', email: '' } })).toBe('noEmail');
  });

  it('refuses a user without the send-orders permission, and while a request is pending', () => {
    expect(channelBlock('sms', { ...ready, canSendOrders: false })).toBe('disabledSending');
    expect(channelBlock('sms', { ...ready, pending: true })).toBe('pending');
  });

  it('offers the phone call on mobile only', () => {
    expect(channelBlock('phone', { ...ready, isMobile: false })).toBe('mobileOnly');
  });
});

describe('channel links (docs/PRODUCT.md#channel-links)', () => {
  const input = {
    phone: '064 123 4567',
    email: 'prodaja@mesara.rs',
    text: 'Porudžbina KUH-0042\n1. Mleko – 2 KOM',
    subject: 'Nova porudžbina – Bistro Demo',
  };

  it('WhatsApp carries the country prefix and the text', () => {
    expect(channelLink('whatsapp', input)).toBe(
      `https://wa.me/381641234567?text=${encodeURIComponent(input.text)}`,
    );
  });

  it('SMS and phone use the number with its leading 0', () => {
    expect(channelLink('sms', { ...input, phone: '641234567' })).toBe(
      `sms:0641234567?&body=${encodeURIComponent(input.text)}`,
    );
    expect(channelLink('phone', { ...input, phone: '641234567' })).toBe('tel:0641234567');
  });

  it('Viber opens the chat with the international number and the draft text', () => {
    expect(channelLink('viber', input)).toBe(
      `viber://chat?number=%2B381641234567&draft=${encodeURIComponent(input.text)}`,
    );
  });

  it('e-mail has the subject with the venue name', () => {
    expect(channelLink('email', input)).toBe(
      `mailto:prodaja@mesara.rs?subject=${encodeURIComponent(input.subject)}&body=${encodeURIComponent(input.text)}`,
    );
  });

  it('copy opens nothing', () => {
    expect(channelLink('copy', input)).toBeNull();
  });
});
