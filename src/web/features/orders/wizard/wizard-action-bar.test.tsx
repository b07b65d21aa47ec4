import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { renderRoute } from '@/web/test-utils';
import { WizardActionBar } from './wizard-action-bar';

function renderBar(sendBlocked: string | null) {
  const onSend = vi.fn();
  renderRoute(
    '/',
    <WizardActionBar
      step={2}
      cartCount={1}
      canSave
      canContinue
      continuing={false}
      onBack={() => {}}
      onCart={() => {}}
      onSave={() => {}}
      onContinue={() => {}}
      onSend={onSend}
      sendBlocked={sendBlocked}
    />,
    { at: '/' },
  );
  return onSend;
}

describe("the wizard's Send for a user who may not send", () => {
  it('is disabled and says why, next to a Save that still works', async () => {
    const reason = ordersSer.send.blocked.disabledSending;
    const onSend = renderBar(reason);
    const send = await screen.findByRole('button', { name: ordersSer.wizard.actions.send });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByRole('button', { name: ordersSer.wizard.actions.save })).toBeEnabled();
    await userEvent.setup().click(send);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('stays enabled without a reason and brings the channels into view', async () => {
    const onSend = renderBar(null);
    await userEvent.setup().click(await screen.findByRole('button', { name: ordersSer.wizard.actions.send }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.queryByText(ordersSer.send.blocked.disabledSending)).not.toBeInTheDocument();
  });
});
