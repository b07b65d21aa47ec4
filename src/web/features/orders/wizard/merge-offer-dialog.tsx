/**
 * SPEC §4 merge offer, with its actions: open an offered order (drafts in the wizard, sent ones in the Expected
 * tab), merge the selection into it (then that order opens with the merged articles highlighted), or go on with a
 * new order. While a merge runs nothing else can be pressed; its failure stays in the dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@/domain/orders/order-schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { currentOrdersPath, editOrderPath } from '../components/order-paths';
import { writeMergeData } from '../draft-storage';
import type { MergeOffer } from './merge-offer';
import { MergeModal } from './merge-modal';

interface MergeOfferDialogProps {
  opened: boolean;
  stationId: number;
  kind: OrderKind;
  offers: MergeOffer[];
  /** The articles of the selection, highlighted in the order they are merged into. */
  articleIds: number[];
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
  articleIds,
  merge,
  forgetDraft,
  onContinueNew,
  onClose,
}: MergeOfferDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mergingId, setMergingId] = useState<number | null>(null);
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
      const merged = await merge(offer);
      forgetDraft();
      writeMergeData({ orderId: merged.id, articleIds });
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
      mergingId={mergingId}
      error={error}
      onGoTo={goTo}
      onMerge={(offer) => void mergeInto(offer)}
      onContinueNew={onContinueNew}
      onClose={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
