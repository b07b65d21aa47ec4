/**
 * An amount field with SPEC §5's character rules: digits and one dot, an invalid last character is dropped,
 * pasting is blocked, optionally a leading dot becomes "0.". The numeric keypad opens on phones.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { nextAmountInput } from '@/domain/orders/amount';

interface AmountInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'onPaste' | 'inputMode' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  /** The cart sheet and the receive dialog turn a leading "." into "0." (SPEC §5). */
  prefixLeadingDot?: boolean;
}

export function AmountInput({ value, onChange, prefixLeadingDot, ...props }: AmountInputProps) {
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = nextAmountInput(value, event.currentTarget.value, { prefixLeadingDot });
        if (next !== value) onChange(next);
      }}
      onPaste={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
    />
  );
}
