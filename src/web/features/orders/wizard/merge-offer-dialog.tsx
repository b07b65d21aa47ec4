/**
 * Merge offer (docs/PRODUCT.md#merge), with its actions: open an offered order (drafts in the wizard, sent ones in
 * the Expected tab), merge the selection into it, or go on with a new order. Merging first says what will be added to
 * which order and applies only on confirmation (docs/PRODUCT.md#merge-undo); then that order opens with the merged
 * articles highlighted and an offer to undo the merge, which brings this new order's draft back. While a merge runs
 * nothing else can be pressed; its failure stays in the dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { currentOrdersPath, editOrderPath } from '../components/order-paths';
import { type OrderDraft, writeMergeData } from '../draft-storage';
import type { MergeOffer } from './merge-offer';
import { MergeModal } from './merge-modal';
import type { WizardLine } from './wizard-state';

interface MergeOfferDialogProps {
  opened: boolean;
  stationId: number;
  kind: OrderKind;
  offers: MergeOffer[];
  /** The selection: shown for confirmation, then highlighted in the order it is merged into. */
  lines: readonly WizardLine[];
  /** The new order's draft as it is now: it comes back if the merge is undone. */
  draftNow: () => OrderDraft;
  merge: (offer: MergeOffer) => Promise<Order>;
  /** The draft goes once the merge is done. */
  forgetDraft: () => void;
  onContinueNew: () => void;
  onClose: () => void;
}

export function MergeOfferDialog({
  opened,
  stationId,
  kind,
  offers,
  lines,
  draftNow,
  merge,
  forgetDraft,
  onContinueNew,
  onClose,
}: MergeOfferDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mergingId, setMergingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<MergeOffer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const goTo = (offer: MergeOffer) => {
    onClose();
    void navigate(
      offer.goTo === 'edit'
        ? editOrderPath(stationId, offer.order.id)
        : currentOrdersPath(stationId, kind, 'expected'),
    );
  };

  const mergeInto = async (offer: MergeOffer) => {
    setMergingId(offer.order.id);
    setError(null);
    try {
      const draft = draftNow();
      const merged = await merge(offer);
      forgetDraft();
      writeMergeData({
        orderId: merged.id,
        articleIds: lines.map((line) => line.articleId),
        undo: { orderNumber: merged.order_number, version: merged.version, draft },
      });
      void navigate(editOrderPath(stationId, merged.id));
    } catch (failure) {
      setError(t(errorKey(errorCodeOf(failure))));
      setMergingId(null);
    }
  };

  return (
    <MergeModal
      opened={opened}
      offers={offers}
      confirming={confirming}
      lines={lines}
      mergingId={mergingId}
      error={error}
      onGoTo={goTo}
      onMerge={(offer) => {
        setError(null);
        setConfirming(offer);
      }}
      onConfirm={() => confirming && void mergeInto(confirming)}
      onBackToOffers={() => {
        setError(null);
        setConfirming(null);
      }}
      onContinueNew={onContinueNew}
      onClose={() => {
        setError(null);
        setConfirming(null);
        onClose();
      }}
    />
  );
}
