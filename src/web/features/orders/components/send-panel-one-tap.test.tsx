/** Sending a prepared draft in one tap (use-one-tap-send.ts, decision 0030): the channel is the link itself. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { type SendChoice, SendPanel, type SendResult } from './send-panel';

const contacts: SupplierContact[] = [
  { id: 7, name: 'Milan Stojanović', phone: '0641234567', email: 'milan@mesara.test', supplierId: 1001 },
  { id: 8, name: 'Porudžbine', phone: '', email: 'porudzbine@mesara.test', supplierId: 1001 },
];
const message = { text: 'Porudžbina KUH-0042\n1. Pileći file – 2,5 KG', subject: 'Nova porudžbina' };
const prepared = { text: `${message.text}\nhttp://localhost/o/abc`, subject: message.subject };
const smsLink = `sms:0641234567?&body=${encodeURIComponent(prepared.text)}`;

function renderPanel(onSend = vi.fn((_choice: SendChoice): Promise<SendResult | void> => Promise.resolve())) {
  const onPrepare = vi.fn((_choice: SendChoice): Promise<SendResult> =>
    Promise.resolve({ message: prepared }),
  );
  const onSent = vi.fn();
  renderRoute(
    '/',
    <SendPanel
      venueId={1}
      supplierId={1001}
      message={message}
      permissions={{ plan: 'PRO', trialEnded: false, canSendOrders: true }}
      onPrepare={onPrepare}
      onSend={onSend}
      onSent={onSent}
      initialContactId={7}
      oneTap
    />,
    { at: '/' },
  );
  return { onPrepare, onSend, onSent };
}

describe('sending in one tap', () => {
  let clicked: string[];
  const recordLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    clicked.push(link.href);
    event.preventDefault();
  };

  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(200, contacts)));
    clicked = [];
    document.addEventListener('click', recordLink, true);
  });
  afterEach(() => {
    document.removeEventListener('click', recordLink, true);
    vi.restoreAllMocks();
  });

  it('prepares the order for the chosen contact at once; one tap on a channel opens it and sends', async () => {
    const user = userEvent.setup();
    const { onPrepare, onSend, onSent } = renderPanel();
    const sms = await screen.findByRole('link', { name: 'SMS' });
    expect(sms).toHaveAttribute('href', smsLink);
    expect(onPrepare).toHaveBeenCalledTimes(1);
    expect(onPrepare.mock.calls[0]![0].contact).toEqual(contacts[0]);
    expect(
      screen.getByText(/^Jedan dodir na kanal šalje porudžbinu kontaktu Milan Stojanović/),
    ).toBeVisible();
    // Copy-as-text has no link: it keeps its confirmation.
    expect(screen.getByRole('button', { name: ordersSer.channel.copy })).toBeEnabled();

    await user.click(sms);
    expect(clicked).toEqual([smsLink]);
    await screen.findByRole('dialog', { name: ordersSer.send.sentTitle });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ channel: 'sms', contact: contacts[0] });
    await user.click(screen.getByRole('button', { name: ordersSer.send.done }));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends once on a double tap, and says why when the send is refused', async () => {
    const user = userEvent.setup();
    let refuse = (_error: Error) => {};
    const onSend = vi.fn((_choice: SendChoice) => new Promise<void>((_resolve, reject) => (refuse = reject)));
    renderPanel(onSend);
    const sms = await screen.findByRole('link', { name: 'SMS' });
    await user.dblClick(sms);
    expect(onSend).toHaveBeenCalledTimes(1);
    refuse(new Error('offline'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: ordersSer.send.sentTitle })).not.toBeInTheDocument();
  });
});
