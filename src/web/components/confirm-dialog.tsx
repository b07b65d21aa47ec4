/**
 * The one "are you sure?" dialog: a question, cancel and confirm, optionally a third way out (discard instead of
 * save), and the server's answer when confirming failed. While the request is under way nothing else can be pressed
 * and the dialog stays open, so nothing is closed or forgotten half-way.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { AppModal } from './app-modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question; a string becomes a paragraph. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The button that closes without acting; cancel by default. */
  cancelLabel?: string;
  /** Confirming destroys something (delete, discard): the button says so in the negative colour. */
  danger?: boolean;
  /** The confirm button's colour when it is not a danger (e.g. positive for "everything arrived"). */
  confirmColor?: string;
  confirmDisabled?: boolean;
  /** The confirmation's request is under way. */
  pending?: boolean;
  /** Why confirming failed (a translated errors.{code}), shown until the next attempt. */
  error?: string | null;
  /** Another way out, shown between cancel and confirm. */
  alternative?: { label: string; onClick: () => void; danger?: boolean };
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  cancelLabel,
  danger = false,
  confirmColor,
  confirmDisabled = false,
  pending = false,
  error,
  alternative,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={() => !pending && onClose()} title={title}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error ? (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          {alternative ? (
            <Button
              variant="light"
              color={alternative.danger ? SEMANTIC_COLORS.negative : undefined}
              onClick={alternative.onClick}
              disabled={pending}
            >
              {alternative.label}
            </Button>
          ) : null}
          <Button
            color={danger ? SEMANTIC_COLORS.negative : confirmColor}
            onClick={onConfirm}
            disabled={confirmDisabled}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
