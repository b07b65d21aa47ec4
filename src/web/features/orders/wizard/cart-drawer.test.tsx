import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import serCatalogue from '@/web/i18n/ser.json';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { renderRoute } from '@/web/test-utils';
import { CartDrawer } from './cart-drawer';
import { initialWizardState, type WizardState, wizardReducer } from './wizard-state';

const wizardSer = ordersSer.wizard;

const start: WizardState = {
  ...initialWizardState(3, 'regular', '2026-11-23'),
  step: 1,
  finished: [true, false, false],
  supplierId: 1001,
  supplierName: 'Mesara Zlatibor',
  lines: [
    {
      articleId: 5,
      name: 'Pileći file',
      unit: 'KG',
      amount: '2',
      note: '',
      isFavorite: true,
      recommendedQuantity: null,
    },
    {
      articleId: 6,
      name: 'Juneći but',
      unit: 'KG',
      amount: '1',
      note: '',
      isFavorite: false,
      recommendedQuantity: null,
    },
  ],
};

function Harness({ onClose, onState }: { onClose: () => void; onState: (state: WizardState) => void }) {
  const { ready } = useTranslation('orders');
  const [state, dispatch] = useReducer(wizardReducer, start);
  onState(state);
  return ready ? (
    <CartDrawer opened onClose={onClose} state={state} dispatch={dispatch} mergedIds={new Set([6])} />
  ) : null;
}

function renderCart() {
  const onClose = vi.fn();
  let latest = start;
  renderRoute('/', <Harness onClose={onClose} onState={(state) => (latest = state)} />, { at: '/' });
  return { onClose, state: () => latest };
}

const amountOf = (name: string) => screen.getByRole('textbox', { name: `Količina u korpi: ${name}` });

describe('the cart sheet (docs/PRODUCT.md#order-wizard, #input-rules)', () => {
  it('turns a leading dot into "0." and keeps only amount characters', async () => {
    const user = userEvent.setup();
    const { state } = renderCart();
    const amount = await screen.findByRole('textbox', { name: 'Količina u korpi: Pileći file' });
    await user.clear(amount);
    await user.type(amount, '.5,x');
    expect(amount).toHaveValue('0.5');
    expect(state().lines[0]?.amount).toBe('0.5');
  });

  it('does not close while an amount is empty or invalid, and says what to do', async () => {
    const user = userEvent.setup();
    const { onClose, state } = renderCart();
    await user.clear(await screen.findByRole('textbox', { name: 'Količina u korpi: Pileći file' }));
    // Emptied in the cart, the article stays selected and is marked.
    expect(state().lines).toHaveLength(2);
    expect(screen.getByText(serCatalogue.errors.common.requiredField)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: wizardSer.cart.done }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(wizardSer.cart.fixAmounts);

    await user.type(amountOf('Pileći file'), '0');
    expect(screen.getByText(serCatalogue.errors.amountField.belowMinimum)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: serCatalogue.common.close }));
    expect(onClose).not.toHaveBeenCalled();

    await user.type(amountOf('Pileći file'), ',2');
    await user.click(screen.getByRole('button', { name: wizardSer.cart.done }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(state().lines[0]?.amount).toBe('0,2');
  });

  it('closes once the article with the bad amount is removed', async () => {
    const user = userEvent.setup();
    const { onClose, state } = renderCart();
    await user.clear(await screen.findByRole('textbox', { name: 'Količina u korpi: Pileći file' }));
    await user.click(screen.getByRole('button', { name: 'Ukloni iz korpe: Pileći file' }));
    expect(state().lines.map((line) => line.articleId)).toEqual([6]);
    await user.click(screen.getByRole('button', { name: wizardSer.cart.done }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps item notes, the order note and the payment method in the order', async () => {
    const user = userEvent.setup();
    const { state } = renderCart();
    await user.type(await screen.findByRole('textbox', { name: 'Napomena za artikal Juneći but' }), 'tanko');
    await user.type(screen.getByRole('textbox', { name: 'Napomena uz porudžbinu' }), 'Zadnji ulaz');
    await user.click(screen.getByRole('combobox', { name: 'Način plaćanja' }));
    await user.click(await screen.findByRole('option', { name: 'Virman' }));
    expect(state()).toMatchObject({ orderNote: 'Zadnji ulaz', paymentMethod: 'wire_transfer' });
    expect(state().lines[1]?.note).toBe('tanko');
  });
});
