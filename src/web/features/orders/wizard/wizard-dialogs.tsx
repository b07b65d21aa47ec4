/**
 * The wizard's confirmations (SPEC §2 "save/cancel confirmation", "leave/merge warning", and the version conflict of
 * issue 3). The wizard has at most one dialog open at a time; this union says which, with what it needs.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/domain/orders/orders.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';

/** A confirmation that saves carries the request's progress and failure. */
interface SaveProgress {
  pending: boolean;
  error: string | null;
}

export type WizardDialog =
  | null
  | ({ type: 'save' } & SaveProgress)
  | ({ type: 'leave' } & SaveProgress)
  | { type: 'cancel' }
  | { type: 'conflict'; order: Order }
  | { type: 'merge' }
  | { type: 'cart' };

interface WizardConfirmationsProps {
  dialog: WizardDialog;
  editing: boolean;
  /** A valid selection on a complete first step: what saving needs. */
  canSave: boolean;
  /** The selection alone is valid (the leave dialog explains when it is not). */
  selectionReady: boolean;
  onClose: () => void;
  onSave: () => void;
  onCancelOrder: () => void;
  onDiscard: () => void;
  onTakeServer: (order: Order) => void;
  onKeepMine: (order: Order) => void;
}

export function WizardConfirmations({
  dialog,
  editing,
  canSave,
  selectionReady,
  onClose,
  onSave,
  onCancelOrder,
  onDiscard,
  onTakeServer,
  onKeepMine,
}: WizardConfirmationsProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const save = dialog?.type === 'save' ? dialog : null;
  const leave = dialog?.type === 'leave' ? dialog : null;
  const conflict = dialog?.type === 'conflict' ? dialog.order : null;
  return (
    <>
      <ConfirmDialog
        opened={save !== null}
        title={t('save.title')}
        onClose={onClose}
        confirmLabel={t('save.confirm')}
        onConfirm={onSave}
        pending={save?.pending}
        error={save?.error}
      >
        {t(editing ? 'save.textEdit' : 'save.text')}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.type === 'cancel'}
        title={t('cancel.title')}
        onClose={onClose}
        cancelLabel={t('cancel.stay')}
        confirmLabel={t('cancel.confirm')}
        danger
        onConfirm={onCancelOrder}
      >
        {t(editing ? 'cancel.textEdit' : 'cancel.text')}
      </ConfirmDialog>

      <ConfirmDialog
        opened={leave !== null}
        title={t('leave.title')}
        onClose={onClose}
        cancelLabel={t('leave.stay')}
        alternative={{ label: t('leave.discard'), danger: true, onClick: onDiscard }}
        confirmLabel={t('leave.save')}
        confirmDisabled={!canSave}
        onConfirm={onSave}
        pending={leave?.pending}
        error={leave?.error}
      >
        <Stack gap="xs">
          <Text>{t('leave.text')}</Text>
          {!selectionReady ? (
            <Text size="sm" c="dimmed">
              {t('leave.cannotSave')}
            </Text>
          ) : null}
        </Stack>
      </ConfirmDialog>

      <ConfirmDialog
        opened={conflict !== null}
        title={t('conflict.title')}
        onClose={onClose}
        cancelLabel={t('conflict.later')}
        alternative={{ label: t('conflict.takeServer'), onClick: () => conflict && onTakeServer(conflict) }}
        confirmLabel={t('conflict.keepMine')}
        onConfirm={() => conflict && onKeepMine(conflict)}
      >
        {t('conflict.text')}
      </ConfirmDialog>
    </>
  );
}
