import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/web/test-utils';
import { AmountInput } from './amount-input';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <AmountInput aria-label="Količina" value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: 'Količina' }) as HTMLInputElement;
const selection = (input: HTMLInputElement) => [input.selectionStart, input.selectionEnd];

describe('AmountInput', () => {
  it('selects the amount when the field gets the focus, so typing replaces a suggested amount', () => {
    renderRoute('/', <Field initial="3" />, { at: '/' });
    const input = field();
    act(() => input.focus());
    expect(selection(input)).toEqual([0, 1]);
    // What the browser does with "2,5" typed over the selection.
    fireEvent.change(input, { target: { value: '2,5' } });
    expect(input).toHaveValue('2,5');
  });

  it('keeps the amount selected after the tap that focused it, and lets a second tap place the cursor', () => {
    renderRoute('/', <Field initial="12,5" />, { at: '/' });
    const input = field();
    fireEvent.mouseDown(input);
    act(() => input.focus());
    // The browser's own caret placement at the tap.
    input.setSelectionRange(2, 2);
    expect(fireEvent.mouseUp(input)).toBe(false);
    expect(selection(input)).toEqual([0, 4]);

    fireEvent.mouseDown(input);
    input.setSelectionRange(2, 2);
    expect(fireEvent.mouseUp(input)).toBe(true);
    expect(selection(input)).toEqual([2, 2]);
  });
});
