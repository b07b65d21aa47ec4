import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { type SendChoice, type SendPermissions, SendPanel, type SendResult } from './send-panel';

const contacts: SupplierContact[] = [
  { id: 7, name: 'Milan Stojanović', phone: '0641234567', email: 'milan@mesara.test', supplierId: 1001 },
  { id: 8, name: 'Porudžbine', phone: '', email: 'porudzbine@mesara.test', supplierId: 1001 },
];

const message = {
  text: 'Porudžbina KUH-0042\n1. Pileći file – 2 KG',
  subject: 'Nova porudžbina – Bistro Demo',
};
const PRO: SendPermissions = { plan: 'PRO', trialEnded: false, canSendOrders: true };

const prepared = { text: 'Porudžbina KUH-0043\n1. Pileći file – 2 KG', subject: message.subject };

function renderPanel(
  permissions = PRO,
  onSend = vi.fn((_choice: SendChoice): Promise<SendResult | void> => Promise.resolve()),
  onSent = vi.fn(),
  onPrepare = vi.fn((_choice: SendChoice): Promise<SendResult> => Promise.resolve({ message: prepared })),
) {
  renderRoute(
    '/',
    <SendPanel
      venueId={1}
      supplierId={1001}
      message={message}
      permissions={permissions}
      onPrepare={onPrepare}
      onSend={onSend}
      onSent={onSent}
    />,
    { at: '/' },
  );
  return { onSend, onSent, onPrepare };
}

const channel = (name: string) => screen.getByRole('button', { name });

/** The contact field once the supplier's contacts are there (it is disabled while they load). */
async function contactField() {
  const field = await screen.findByLabelText(new RegExp(ordersSer.send.contact), { selector: 'input' });
  await waitFor(() => expect(field).toBeEnabled());
  return field;
}

describe('sending an order (docs/PRODUCT.md#sending, #send-channels)', () => {
  let clicked: string[];

  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(200, contacts)));
    clicked = [];
    // The tap follows a real link: record it instead of navigating (jsdom cannot open sms: or mailto:).
    document.addEventListener('click', recordLink, true);
  });
  afterEach(() => {
    document.removeEventListener('click', recordLink, true);
    vi.restoreAllMocks();
  });

  function recordLink(event: MouseEvent) {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    clicked.push(link.href);
    event.preventDefault();
  }

  it('asks for a contact before any channel can be used', async () => {
    renderPanel();
    expect(await screen.findByText(ordersSer.send.blocked.selectContact)).toBeInTheDocument();
    expect(channel('SMS')).toBeDisabled();
    expect(channel(ordersSer.channel.copy)).toBeDisabled();
  });

  it('prepares the order before the tap; the tap follows the sms: link and marks the order sent (docs/PRODUCT.md#send-flow)', async () => {
    const user = userEvent.setup();
    const { onSend, onSent, onPrepare } = renderPanel();
    await user.click(await contactField());
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('SMS'));
    const dialog = await screen.findByRole('dialog', { name: ordersSer.send.confirmTitle });
    expect(dialog).toHaveTextContent('Milan Stojanović · 0641234567');
    expect(onPrepare).toHaveBeenCalledWith({ channel: 'sms', contact: contacts[0] });
    // The confirm button is the channel's link with the prepared text (its number), so the tap itself opens it.
    const link = await screen.findByRole('link', { name: ordersSer.send.confirm });
    const href = `sms:0641234567?&body=${encodeURIComponent(prepared.text)}`;
    expect(link).toHaveAttribute('href', href);
    // user-event provides the clipboard in these tests; the final text must be in it.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(prepared.text));
    expect(onSend).not.toHaveBeenCalled();

    await user.click(link);
    expect(clicked).toEqual([href]);
    await screen.findByRole('dialog', { name: ordersSer.send.sentTitle });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ channel: 'sms', contact: contacts[0] });
    expect(onSent).not.toHaveBeenCalled();

    // The app did not open: the same link again, without sending twice.
    await user.click(screen.getByRole('link', { name: 'Ponovo otvori SMS' }));
    expect(clicked).toEqual([href, href]);
    expect(onSend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: ordersSer.send.done }));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('opens the channel once and marks the order sent once on a double tap of "Yes, send"', async () => {
    const user = userEvent.setup();
    let finishSend = () => {};
    const onSend = vi.fn(
      (_choice: SendChoice) => new Promise<void>((resolve) => (finishSend = () => resolve())),
    );
    renderPanel(PRO, onSend);
    await user.click(await contactField());
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('SMS'));
    const link = await screen.findByRole('link', { name: ordersSer.send.confirm });
    // Record which taps the browser would follow (those the app did not stop), after the app's own handler.
    document.removeEventListener('click', recordLink, true);
    const opened: boolean[] = [];
    const follow = (event: MouseEvent) => {
      opened.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      fireEvent.click(link);
      fireEvent.click(link);
      expect(opened).toEqual([true, false]);
      expect(onSend).toHaveBeenCalledTimes(1);
      finishSend();
      await screen.findByRole('dialog', { name: ordersSer.send.sentTitle });
    } finally {
      document.removeEventListener('click', follow);
    }
  });

  it('sends nothing while the order cannot be prepared, and tries again on confirm', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/web/lib/api-client');
    const onPrepare = vi
      .fn((_choice: SendChoice): Promise<SendResult> => Promise.resolve({ message: prepared }))
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    const { onSend } = renderPanel(PRO, undefined, undefined, onPrepare);
    await user.click(await contactField());
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('SMS'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ordersSer.send.confirm })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ordersSer.send.confirm }));
    expect(await screen.findByRole('link', { name: ordersSer.send.confirm })).toBeInTheDocument();
    expect(onPrepare).toHaveBeenCalledTimes(2);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not wait for a clipboard that never settles, and opens again with the text the send answered', async () => {
    const user = userEvent.setup();
    // The copy in the tap works; the later one (outside the tap) stays pending, as headless Chromium leaves it.
    vi.spyOn(navigator.clipboard, 'writeText')
      .mockImplementationOnce(() => Promise.resolve())
      .mockImplementation(() => new Promise<void>(() => undefined));
    const afterSend = { text: `${prepared.text}\nhttps://nabavka.test/o/abc`, subject: message.subject };
    const onSend = vi.fn((_choice: SendChoice): Promise<SendResult> =>
      Promise.resolve({ message: afterSend }),
    );
    renderPanel(PRO, onSend);
    await user.click(await contactField());
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('SMS'));
    const link = await screen.findByRole('link', { name: ordersSer.send.confirm });
    expect(link).toHaveAttribute('href', `sms:0641234567?&body=${encodeURIComponent(prepared.text)}`);
    await user.click(link);
    // The repeat dialog's new order has its supplier link only after sending: "open again" carries it.
    expect(await screen.findByRole('link', { name: 'Ponovo otvori SMS' })).toHaveAttribute(
      'href',
      `sms:0641234567?&body=${encodeURIComponent(afterSend.text)}`,
    );
  });

  it('disables WhatsApp and Viber on BASIC and says why', async () => {
    const user = userEvent.setup();
    renderPanel({ plan: 'BASIC', trialEnded: false, canSendOrders: true });
    await user.click(await contactField());
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

  it('keeps the dialog open and shows the refusal when sending fails, naming the e-mail address', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/web/lib/api-client');
    const onSend = vi.fn(() => Promise.reject(new ApiError(403, 'disabledSending', 'refused')));
    const { onSent } = renderPanel(PRO, onSend);
    await user.click(await contactField());
    await user.click(await screen.findByRole('option', { name: /Milan Stojanović/ }));
    await user.click(channel('E-mail'));
    // The e-mail confirmation names the address the mail goes to, not the phone number.
    const dialog = await screen.findByRole('dialog', { name: ordersSer.send.confirmTitle });
    expect(dialog).toHaveTextContent('Milan Stojanović · milan@mesara.test');
    expect(dialog).not.toHaveTextContent('0641234567');
    await user.click(await screen.findByRole('link', { name: ordersSer.send.confirm }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: ordersSer.send.confirmTitle })).toBeInTheDocument();
  });
});
