/**
 * The confirmation before a station is deleted, one for the venue's stations screen and the super admin's stations
 * card on a venue's page (each with its own words). The server refuses while the station has draft or expected
 * orders; the refusal shows in the dialog, which stays open (docs/ARCHITECTURE.md, "Building a screen": dialogs).
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteStation } from '../api';

interface DeleteStationDialogProps {
  /** The station asked about; null: closed. */
  station: { id: number; name: string } | null;
  /** The screen's words for this station: title, confirm button, question and the notice once deleted. */
  texts: { title: string; confirm: string; question: string; deleted: string };
  /** What else the screen shows that the delete changes (the super admin's venue page), read again first. */
  refresh?: () => Promise<unknown>;
  onClose: () => void;
}

export function DeleteStationDialog({ station, texts, refresh, onClose }: DeleteStationDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteStation(refresh);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={station !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      danger
      pending={remove.isPending}
      error={remove.isError ? t(errorKey(errorCodeOf(remove.error))) : null}
      onClose={close}
      onConfirm={() =>
        station &&
        remove.mutate(station.id, {
          onSuccess: () => {
            notifySuccessText(texts.deleted);
            close();
          },
        })
      }
    >
      {texts.question}
    </ConfirmDialog>
  );
}
