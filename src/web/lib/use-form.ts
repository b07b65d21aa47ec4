/**
 * Form state validated by the shared zod schemas (ARCHITECTURE: never re-implement a rule). Schema messages are
 * catalogue codes, shown as errors.{code}. A field shows its error once it was left (blur), or while typing for
 * `liveFields` (e.g. the password repeat), or when the server rejected it.
 */
import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ErrorCode, isErrorCode } from '@/domain/errors';
import { errorKey } from '@/web/i18n/i18n';
import type { ClientErrorCode } from './api-client';

export type FieldCodes<K extends string> = Partial<Record<K, ClientErrorCode>>;

export interface Validation<S extends z.ZodType, K extends string> {
  data: z.output<S> | undefined;
  errors: Partial<Record<K, ErrorCode>>;
}

/** Runs the schema; the first problem of each top-level field, as a catalogue code. */
export function validate<S extends z.ZodType, K extends string>(
  schema: S,
  values: unknown,
): Validation<S, K> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Partial<Record<K, ErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'invalidInput';
  }
  return { data: undefined, errors };
}

interface UseFormOptions<V, K extends string> {
  liveFields?: readonly K[];
  /** Turns the edited values into the schema's input, when the form keeps a field in another shape (a phone picker). */
  toInput?: (values: V) => unknown;
}

export function useForm<V extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  initialValues: V,
  options: UseFormOptions<V, Extract<keyof V, string>> = {},
) {
  type K = Extract<keyof V, string>;
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldCodes<K>>({});
  const { liveFields, toInput } = options;
  const validation = useMemo(
    () => validate<S, K>(schema, toInput ? toInput(values) : values),
    [schema, values, toInput],
  );

  const setValue = useCallback(<F extends K>(field: F, value: V[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A server complaint is about the old value; typing again deserves a fresh judgement.
    setServerErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  const touch = useCallback((field: K) => setTouched((previous) => ({ ...previous, [field]: true })), []);

  const touchAll = useCallback(() => {
    setTouched(
      Object.fromEntries(Object.keys(values).map((field) => [field, true])) as Partial<Record<K, boolean>>,
    );
  }, [values]);

  /** The code to show under a field, if any. */
  const errorCode = (field: K): ClientErrorCode | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const code = validation.errors[field];
    if (!code) return undefined;
    const value = values[field];
    const typing = liveFields?.includes(field) && typeof value === 'string' && value.length > 0;
    return touched[field] || typing ? code : undefined;
  };

  const error = (field: K): string | undefined => {
    const code = errorCode(field);
    return code ? t(errorKey(code)) : undefined;
  };

  /** Props for a Mantine text-like input bound to a string field. */
  const textInput = (field: K) => ({
    value: String(values[field] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(field, event.currentTarget.value as V[K]),
    onBlur: () => touch(field),
    error: error(field),
  });

  return {
    values,
    setValue,
    setValues,
    touch,
    touchAll,
    isValid: validation.data !== undefined,
    data: validation.data,
    errorCode,
    error,
    textInput,
    setServerErrors,
  };
}
