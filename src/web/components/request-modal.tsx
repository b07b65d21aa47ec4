/**
 * The shell of asking the super admins to add something to the catalogue (requestNewArticle,
 * docs/PRODUCT.md#api-catalogue, requestSupplier): a modal whose form is mounted only while open, an optional intro,
 * the request's own fields, the server's refusal, and cancel / send. Sending shows the "sent" snackbar and closes.
 */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';
import { FormActions } from './form-actions';
import { RequestError } from './request-error';
import { notifySuccessText } from '@/web/lib/notify';

export function RequestModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form, mounted only while the modal is open so it always starts empty. */
  children: ReactNode;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      {opened ? children : null}
    </AppModal>
  );
}

interface RequestFormProps {
  intro?: string;
  /** The request mutation's state. */
  request: { error: unknown; isPending: boolean };
  valid: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The request's fields. */
  children: ReactNode;
}

export function RequestForm({
  intro,
  request,
  valid,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: RequestFormProps) {
  return (
    <Stack>
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {children}
      <RequestError error={request.error} />
      <FormActions
        onCancel={onClose}
        onSubmit={onSubmit}
        pending={request.isPending}
        valid={valid}
        submitLabel={submitLabel}
      />
    </Stack>
  );
}

/** Sends the request; on success the "sent" snackbar and close, on failure the form shows the refusal. */
export async function sendRequest<Body>(
  mutateAsync: (body: Body) => Promise<unknown>,
  body: Body,
  sentText: string,
  onClose: () => void,
): Promise<void> {
  await mutateAsync(body).then(
    () => {
      notifySuccessText(sentText);
      onClose();
    },
    () => undefined,
  );
}
