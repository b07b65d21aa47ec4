/**
 * An amount field with one rule for every amount (docs/PRODUCT.md#amounts): digits and one decimal separator, a comma
 * or a dot (a Serbian keypad often has only the comma), an invalid last character is dropped, a leading separator
 * becomes "0,". Pasting goes through the same rule, so a pasted amount is taken and pasted text is not. The numeric
 * keypad opens on phones. Tapping into the field selects its amount, so typing replaces it
 * (docs/PRODUCT.md#amount-replace).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFieldProblem, nextAmountInput } from '@/domain/orders/amount';

interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** setSelectionRange rather than select(): iOS Safari ignores select() on a focused text field. */
function selectAll(input: HTMLInputElement) {
  input.setSelectionRange(0, input.value.length);
}

export function AmountInput({
  value,
  onChange,
  onFocus,
  onMouseDown,
  onMouseUp,
  ...props
}: AmountInputProps) {
  // The tap that focuses the field places the cursor where it lands (on mousedown, after focus) and may collapse a
  // selection on mouseup: that first tap's mouseup selects again. A tap into a field that already has the focus
  // places the cursor as usual.
  const focusedByThisTap = useRef(false);
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = nextAmountInput(value, event.currentTarget.value);
        if (next !== value) onChange(next);
      }}
      onFocus={(event) => {
        selectAll(event.currentTarget);
        onFocus?.(event);
      }}
      onMouseDown={(event) => {
        focusedByThisTap.current = document.activeElement !== event.currentTarget;
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        if (focusedByThisTap.current) {
          focusedByThisTap.current = false;
          event.preventDefault();
          selectAll(event.currentTarget);
        }
        onMouseUp?.(event);
      }}
      onDrop={(event) => event.preventDefault()}
    />
  );
}

/**
 * The message a field shows next to an amount it cannot accept (minimum 0.1, not a number, too large), or
 * undefined for a valid one. Empty is the caller's business (required or "clears the line").
 */
export function useAmountError(): (amount: string) => string | undefined {
  const { t } = useTranslation();
  return (amount) => {
    if (amount.trim() === '') return undefined;
    const problem = amountFieldProblem(amount);
    return problem ? t(`errors.amountField.${problem}`) : undefined;
  };
}
