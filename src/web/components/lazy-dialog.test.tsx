import { act, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

interface OrderDialogProps {
  orderId: number | null;
  onClose: () => void;
}

function OrderDialog({ orderId, onClose }: OrderDialogProps) {
  return orderId === null ? null : (
    <div role="dialog">
      order {orderId}
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function Screen({ Dialog }: { Dialog: ComponentType<OrderDialogProps> }) {
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOrderId(7)}>
        open
      </button>
      <Dialog orderId={orderId} onClose={() => setOrderId(null)} />
    </>
  );
}

describe('lazyDialog opened by another prop than `opened`', () => {
  it('fetches the dialog only when it first opens, then opens and closes it like the dialog itself', async () => {
    const load = vi.fn(() => Promise.resolve(OrderDialog));
    const Dialog = lazyDialog(load, (props: OrderDialogProps) => props.orderId !== null);
    render(<Screen Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByRole('dialog')).toHaveTextContent('order 7');
    expect(load).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByRole('dialog')).toHaveTextContent('order 7');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
