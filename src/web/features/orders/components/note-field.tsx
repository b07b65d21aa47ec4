/**
 * A note typed while receiving (docs/PRODUCT.md#partial-delivery, #constants-timings: receive-note typing delay 1000
 * ms). The field answers every keystroke at once; the dialog's state, which re-renders every item row, follows after
 * the typing pause. Leaving the field (which tapping Accept does) or closing the dialog hands the last text over at
 * once, so nothing typed is lost.
 */
import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DEBOUNCE } from '@/domain/shared/timing';

interface NoteFieldProps {
  initialValue: string;
  onCommit: (value: string) => void;
  multiline?: boolean;
  label: string;
  /** The label is read to screen readers only; the placeholder says what the field is for (saves room on phones). */
  hideLabel?: boolean;
  placeholder?: string;
  maxLength: number;
}

export function NoteField({
  initialValue,
  onCommit,
  multiline = false,
  hideLabel = false,
  label,
  ...props
}: NoteFieldProps) {
  const [value, setValue] = useState(initialValue);
  const commit = useDebouncedCallback(onCommit, { delay: DEBOUNCE.receiveNote, flushOnUnmount: true });
  const shared = {
    ...props,
    ...(hideLabel ? { 'aria-label': label } : { label }),
    value,
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(event.currentTarget.value);
      commit(event.currentTarget.value);
    },
    onBlur: () => commit.flush(),
  } satisfies Partial<TextareaProps & TextInputProps>;
  return multiline ? <Textarea rows={3} {...shared} /> : <TextInput {...shared} />;
}
