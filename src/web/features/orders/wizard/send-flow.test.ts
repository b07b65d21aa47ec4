import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { sendWizardOrder, type SendSteps } from './send-flow';

function steps(overrides: Partial<SendSteps> = {}) {
  const calls: string[] = [];
  const all: SendSteps = {
    persist: vi.fn(async () => {
      calls.push('persist');
      return { orderId: 42, orderNumber: 'KUH-0042' };
    }),
    send: vi.fn(async () => {
      calls.push('send');
    }),
    forgetDraft: vi.fn(() => {
      calls.push('forgetDraft');
    }),
    markFavorites: vi.fn(async () => {
      calls.push('markFavorites');
    }),
    ...overrides,
  };
  return { all, calls };
}

describe('sending from the wizard (docs/PRODUCT.md#sending)', () => {
  it('stores the order, sends it, then forgets the draft and marks favorites', async () => {
    const { all, calls } = steps();
    await expect(sendWizardOrder(all)).resolves.toEqual({ orderId: 42, orderNumber: 'KUH-0042' });
    expect(calls).toEqual(['persist', 'send', 'forgetDraft', 'markFavorites']);
    expect(all.send).toHaveBeenCalledWith(42);
  });

  it('keeps the draft when the connection drops while storing the order', async () => {
    const { all } = steps({
      persist: vi.fn(() => Promise.reject(new ApiError(0, 'network_error', 'offline'))),
    });
    await expect(sendWizardOrder(all)).rejects.toMatchObject({ code: 'network_error' });
    expect(all.send).not.toHaveBeenCalled();
    expect(all.forgetDraft).not.toHaveBeenCalled();
  });

  it('keeps the draft when the server refuses to send', async () => {
    const { all } = steps({ send: vi.fn(() => Promise.reject(new ApiError(403, 'disabledSending', 'no'))) });
    await expect(sendWizardOrder(all)).rejects.toMatchObject({ code: 'disabledSending' });
    expect(all.forgetDraft).not.toHaveBeenCalled();
    expect(all.markFavorites).not.toHaveBeenCalled();
  });

  it('still counts as sent when marking favorites fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { all } = steps({ markFavorites: vi.fn(() => Promise.reject(new Error('favorites down'))) });
    await expect(sendWizardOrder(all)).resolves.toMatchObject({ orderId: 42 });
    expect(all.forgetDraft).toHaveBeenCalled();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });
});
