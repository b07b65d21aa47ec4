/**
 * Every form is Mantine's useForm validated by the shared zod schema (ARCHITECTURE: never re-implement a rule),
 * through Mantine's Standard Schema resolver. Schema messages are catalogue codes, shown as errors.{code}. A field
 * shows its problem once it was left (blur) and from then on while it is edited, at once while typing in a
 * `liveFields` field (the password repeat), everywhere after a submit, and when the server rejected it (until the
 * field is edited again). A form in a dialog is mounted only while the dialog is open, so it always starts afresh.
 */
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isErrorCode } from '@/domain/errors';
import { errorKey } from '@/web/i18n/i18n';
import type { ClientErrorCode } from './api-client';

interface SchemaFormOptions<Values> {
  initialValues: Values;
  /** Turns the edited values into the schema's input, when the form keeps a field in another shape (a phone picker). */
  toInput?: (values: Values) => unknown;
  /** Fields judged while typing, before they are left; they are also judged again whenever any field changes. */
  liveFields?: readonly (keyof Values & string)[];
}

/** The schema's problems as catalogue codes; a message that is not one (a library default) reads as invalid input. */
function catalogueErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' && isErrorCode(message) ? message : 'invalidInput',
    ]),
  );
}

export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  { initialValues, toInput, liveFields = [] }: SchemaFormOptions<Values>,
) {
  const { t } = useTranslation();
  // Fields the user has left; every field once a submit was tried.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const { validate, parse } = useMemo(() => {
    const resolve = schemaResolver(schema, { sync: true });
    const input = (values: Values) => (toInput ? toInput(values) : values);
    return {
      validate: (values: Values) => catalogueErrors(resolve(input(values))),
      parse: (values: Values): z.output<Schema> => schema.parse(input(values)),
    };
  }, [schema, toInput]);

  const form = useForm<Values, z.output<Schema>, FormErrors>({
    mode: 'controlled',
    initialValues,
    validate,
    // Every edit judges its field afresh, which also drops a server complaint about the old value.
    validateInputOnChange: true,
    validateInputOnBlur: true,
    // Only runs once validation passed, so the schema's output (trimmed, lower-cased…) is what gets submitted.
    transformValues: parse,
    onValuesChange: () => {
      // A repeat field depends on another one (the password): judge it again whatever changed.
      for (const field of liveFields) form.validateField(field);
    },
    enhanceGetInputProps: ({ field, inputProps }) => {
      // Mantine assigns what this returns onto inputProps: keep its own blur handler (which validates) first.
      const validateOnBlur: (() => void) | undefined = inputProps.onBlur;
      return {
        error: fieldError(field),
        onBlur: () => {
          validateOnBlur?.();
          setLeft((previous) => new Set(previous).add(field));
        },
      };
    },
  });

  const shows = (field: string) => {
    if (submitted || left.has(field)) return true;
    const value = form.values[field];
    return liveFields.includes(field) && typeof value === 'string' && value.length > 0;
  };

  /** The catalogue code to show under a field, if any. */
  const errorCode = (field: keyof Values & string): ClientErrorCode | undefined => {
    const code = form.errors[field];
    return typeof code === 'string' && shows(field) ? (code as ClientErrorCode) : undefined;
  };

  function fieldError(field: string): string | undefined {
    const code = errorCode(field);
    return code ? t(errorKey(code)) : undefined;
  }

  /** The server refused a field's value: show its code under the field until the field is edited. */
  const setServerErrors = (errors: Partial<Record<keyof Values & string, ClientErrorCode>>) => {
    setSubmitted(true);
    for (const [field, code] of Object.entries(errors)) if (code) form.setFieldError(field, code);
  };

  /** Wraps a submit handler: runs the schema on everything, shows every problem, submits only valid output. */
  const onSubmit = (handler: (data: z.output<Schema>) => void) => {
    const submit = form.onSubmit((data) => handler(data));
    return (event?: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      submit(event);
    };
  };

  return {
    ...form,
    /**
     * The schema accepts the values as they are now (submit buttons stay disabled until then,
     * docs/PRODUCT.md#input-rules).
     */
    valid: form.isValid(),
    /** The translated problem shown under a field, if any (for a field that adds its own message to it). */
    error: fieldError,
    onSubmit,
    setServerErrors,
  };
}
