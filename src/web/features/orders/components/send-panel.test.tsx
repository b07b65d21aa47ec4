import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierContact } from '@/domain/suppliers/supplier-schemas';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { type SendChoice, type SendPermissions, SendPanel } from './send-panel';

const contacts: SupplierContact[] = [
  { id: 7, name: 'Milan Stojanović', phone: '0641234567', email: 'milan@mesara.test', supplierId: 1001 },
  { id: 8, name: 'Porudžbine', phone: '', email: 'porudzbine@mesara.test', supplierId: 1001 },
];

const message = {
  text: 'Porudžbina KUH-0042\n1. Pileći file – 2 KG',
  subject: 'Nova porudžbina – Bistro Demo',
};
const PRO: SendPermissions = { plan: 'PRO', trialEnded: false, canSendOrders: true };

function renderPanel(
  permissions = PRO,
  onSend = vi.fn((_choice: SendChoice) => Promise.resolve()),
  onSent = vi.fn(),
) {
  renderRoute(
    '/',
    <SendPanel
      venueId={1}
      supplierId={1001}
      message={message}
      permissions={permissions}
      onSend={onSend}
      onSent={onSent}
    />,
    { at: '/' },
  );
  return { onSend, onSent };
}

const channel = (name: string) => screen.getByRole('button', { name });

describe('sending an order (SPEC §4, §5)', () => {
  let clicked: string[];

  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(200, contacts)));
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for a contact before any channel can be used', async () => {
    renderPanel();
    expect(await screen.findByText(ordersSer.send.blocked.selectContact)).toBeInTheDocument();
    expect(channel('SMS')).toBeDisabled();
    expect(channel(ordersSer.channel.copy)).toBeDisabled();
  });

  it('copies the text, asks to confirm, sends, then opens the sms: link with the text', async () => {
    const user = userEvent.setup();
    const { onSend, onSent } = renderPanel();
    await user.click(await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('SMS'));
    // user-event provides the clipboard in these tests; the text must be in it.
    expect(await navigator.clipboard.readText()).toBe(message.text);
    expect(await screen.findByRole('dialog', { name: ordersSer.send.confirmTitle })).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: ordersSer.send.confirm }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith({ channel: 'sms', contact: contacts[0] });
    expect(clicked).toEqual([`sms:0641234567?&body=${encodeURIComponent(message.text)}`]);
  });

  it('disables WhatsApp and Viber on BASIC and says why', async () => {
    const user = userEvent.setup();
    renderPanel({ plan: 'BASIC', trialEnded: false, canSendOrders: true });
    await user.click(await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    expect(channel('WhatsApp')).toBeDisabled();
    expect(channel('Viber')).toBeDisabled();
    expect(channel('SMS')).toBeEnabled();
    expect(screen.getByText(ordersSer.send.blocked.proOnly)).toBeInTheDocument();
  });

  it('disables everything for a user who may not send', async () => {
    renderPanel({ plan: 'PRO', trialEnded: false, canSendOrders: false });
    expect(await screen.findByText(ordersSer.send.blocked.disabledSending)).toBeInTheDocument();
    expect(channel('SMS')).toBeDisabled();
  });

  it('keeps the dialog open and shows the refusal when sending fails, opening nothing', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/web/lib/api-client');
    const onSend = vi.fn(() => Promise.reject(new ApiError(403, 'disabledSending', 'refused')));
    const { onSent } = renderPanel(PRO, onSend);
    await user.click(await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('E-mail'));
    await user.click(await screen.findByRole('button', { name: ordersSer.send.confirm }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });
});
