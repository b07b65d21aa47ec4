/**
 * The wizard's send step for a person whose order is above their own order limit (docs/PRODUCT.md#order-limits,
 * src/domain/orders/order-limit.ts): instead of channels the server would refuse (403 approval_required), it says
 * the order waits for approval and offers "Send for approval", which saves the order and asks for it. An approval
 * that covers the current total (the order was approved, then opened again) lets the channels back.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidAmount } from '@/domain/orders/amount';
import type { OrderApproval } from '@/domain/orders/approvals.schemas';
import { approvalNeeded } from '@/domain/orders/order-limit';
import { orderTotal } from '@/domain/prices/money';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatMoney } from '@/web/lib/use-format-money';
import { useOrderApproval } from '../approval-api';
import type { WizardLine } from './wizard-state';

/** The total of the wizard's valid priced lines, null when none has a price (such orders are never held). */
export function wizardTotal(lines: readonly WizardLine[]): string | null {
  return orderTotal(
    lines
      .filter((line) => isValidAmount(line.amount))
      .map((line) => ({ amount: line.amount, unitPrice: line.unitPrice })),
  ).total;
}

export type LimitCheck =
  { held: false } | { held: true; limit: string; total: string; requested: boolean; loading: boolean };

/**
 * Whether the send step is held for approval: the total is above `limit` (the sender's own; null for admins and
 * people without one) and no approval of the saved order covers it.
 */
export function limitCheck(
  total: string | null,
  limit: string | null,
  approval: OrderApproval | undefined,
  loading: boolean,
): LimitCheck {
  if (total === null || limit === null) return { held: false };
  const latest = approval?.approvedBasis
    ? { action: 'APPROVED' as const, basis: approval.approvedBasis }
    : null;
  if (!approvalNeeded({ total, creatorLimit: limit, latest })) return { held: false };
  return { held: true, limit, total, requested: approval?.state === 'requested', loading };
}

/** The limit check of the wizard's order; the saved order's approval is read only when the total is above it. */
export function useLimitCheck(
  lines: readonly WizardLine[],
  limit: string | null,
  savedOrderId: number | null,
): LimitCheck {
  const total = wizardTotal(lines);
  const above = limitCheck(total, limit, undefined, false).held;
  const approval = useOrderApproval(savedOrderId ?? 0, above && savedOrderId !== null);
  return limitCheck(total, limit, approval.data, above && savedOrderId !== null && approval.isPending);
}

interface LimitGateProps {
  check: Extract<LimitCheck, { held: true }>;
  /** Saves the order and asks for its approval; rejects with the server's refusal. */
  onRequest: () => Promise<void>;
}

export function LimitGate({ check, onRequest }: LimitGateProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'approval.wizard' });
  const { t: tMain } = useTranslation();
  const money = useFormatMoney();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const request = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onRequest();
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Alert
        color={SEMANTIC_COLORS.warning}
        icon={<IconLock />}
        title={t('above', { limit: money(check.limit) })}
      >
        <Text size="sm">{check.requested ? t('requested') : t('text', { total: money(check.total) })}</Text>
      </Alert>
      {failure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert" py="xs">
          {failure}
        </Alert>
      ) : null}
      {check.requested ? null : (
        <Button mih={44} loading={pending} disabled={check.loading} onClick={() => void request()}>
          {t('send')}
        </Button>
      )}
    </Stack>
  );
}
