/**
 * The wizard's confirmations (SPEC §2 "save/cancel confirmation", "leave/merge warning"): a question, the actions,
 * and the server's answer when an action failed. Nothing is closed or forgotten while a request is under way.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/web/components/app-modal';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

export interface DialogAction {
  label: string;
  onClick: () => void;
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  color?: string;
  disabled?: boolean;
  loading?: boolean;
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Shown in order; the last one is the main action. */
  actions: DialogAction[];
  onClose: () => void;
  /** A failed action's message (errors.{code}), shown until the next attempt. */
  error?: string | null;
  busy?: boolean;
  /** The label of the button that closes without acting (default: cancel). */
  dismissLabel?: string;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  actions,
  onClose,
  error,
  busy = false,
  dismissLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={() => !busy && onClose()} title={title}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error ? (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'filled'}
              color={action.color}
              onClick={action.onClick}
              disabled={action.disabled || (busy && !action.loading)}
              loading={action.loading}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </AppModal>
  );
}
