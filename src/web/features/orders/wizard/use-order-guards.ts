/**
 * The order guards of the wizard (docs/decisions/0025-order-guards.md): the server's check of the selection's valid
 * amounts, kept to what still matches the amounts on screen, and the unusual amounts the user confirmed as right.
 * Nothing here blocks saving or sending.
 */
import { useMemo, useState } from 'react';
import { isValidAmount, normalizeAmount } from '@/domain/orders/amount';
import type { OrderCheck } from '@/domain/suggestions/suggestions.schemas';
import { useOrderChecks } from '@/web/features/suggestions/api';
import type { WizardState } from './wizard-state';

export type OrderOutlier = OrderCheck['outliers'][number];

export interface OrderGuards {
  /** Unusual amounts not confirmed yet, by article id (only those whose amount is still the one on screen). */
  outliers: ReadonlyMap<number, OrderOutlier>;
  minimum: OrderCheck['minimum'];
  confirm: (outlier: OrderOutlier) => void;
}

const confirmationKey = (outlier: { articleId: number; amount: string }) =>
  `${outlier.articleId}:${outlier.amount}`;

export function useOrderGuards(state: WizardState): OrderGuards {
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const amounts = useMemo(
    () =>
      state.lines
        .filter((line) => isValidAmount(line.amount))
        .map((line) => ({ articleId: line.articleId, amount: normalizeAmount(line.amount) })),
    [state.lines],
  );
  const linesKey = JSON.stringify(amounts);
  const request = useMemo(
    () =>
      state.supplierId === null || state.step === 0
        ? null
        : {
            stationId: state.stationId,
            body: {
              supplierId: state.supplierId,
              custom: state.kind === 'custom',
              orderId: state.savedOrderId,
              lines: JSON.parse(linesKey) as typeof amounts,
            },
          },
    [state.supplierId, state.step, state.stationId, state.kind, state.savedOrderId, linesKey],
  );
  const check = useOrderChecks(request);

  const outliers = useMemo(() => {
    const current = new Map(amounts.map((line) => [line.articleId, line.amount]));
    return new Map(
      (check.data?.outliers ?? [])
        .filter((outlier) => current.get(outlier.articleId) === outlier.amount)
        .filter((outlier) => !confirmed.has(confirmationKey(outlier)))
        .map((outlier) => [outlier.articleId, outlier]),
    );
  }, [check.data, amounts, confirmed]);

  return {
    outliers,
    minimum: amounts.length > 0 ? (check.data?.minimum ?? null) : null,
    confirm: (outlier) => setConfirmed((previous) => new Set(previous).add(confirmationKey(outlier))),
  };
}
