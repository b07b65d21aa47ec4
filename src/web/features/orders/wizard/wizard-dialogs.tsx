/**
 * The wizard's confirmations ("save/cancel confirmation", docs/PRODUCT.md#order-wizard, "leave/merge warning", and
 * the version conflict of docs/PRODUCT.md#order-wizard). The wizard has at most one dialog open at a time; this union
 * says which, with what it needs.
 */
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
  | { type: 'cancel' }
  | { type: 'conflict'; order: Order }
  | { type: 'merge' }
  | { type: 'cart' };

interface WizardConfirmationsProps {
  dialog: WizardDialog;
  editing: boolean;
  onClose: () => void;
  onSave: () => void;
  onCancelOrder: () => void;
  /** Someone is leaving the wizard with unsaved input: keep the local draft for later, drop it, or stay. */
  leaving: boolean;
  onStay: () => void;
  onKeepDraft: () => void;
  onDropDraft: () => void;
  onTakeServer: (order: Order) => void;
  onKeepMine: (order: Order) => void;
}

export function WizardConfirmations({
  dialog,
  editing,
  onClose,
  onSave,
  onCancelOrder,
  leaving,
  onStay,
  onKeepDraft,
  onDropDraft,
  onTakeServer,
  onKeepMine,
}: WizardConfirmationsProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const save = dialog?.type === 'save' ? dialog : null;
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
        opened={leaving}
        title={t('leave.title')}
        onClose={onStay}
        cancelLabel={t('leave.stay')}
        alternative={{ label: t('leave.drop'), danger: true, onClick: onDropDraft }}
        confirmLabel={t('leave.keep')}
        onConfirm={onKeepDraft}
      >
        {t('leave.text')}
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
