/**
 * What the order being made costs (docs/PRODUCT.md#prices): an article's unit price and, once its amount is valid,
 * the line's value; the total of the priced lines in the cart and the preview. Nothing is shown without a price. Money is the venue's
 * currency in the reader's format ("1.234,50 RSD").
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidAmount } from '@/domain/orders/amount';
import { lineValue, orderTotal } from '@/domain/prices/money';
import { useFormatMoney } from '@/web/lib/use-format-money';
import type { WizardLine } from './wizard-state';

/** The line's value when its amount is complete and valid, else null (a half-typed amount has no value yet). */
function valueOf(amount: string, unitPrice: string): string | null {
  return isValidAmount(amount) ? lineValue(amount, unitPrice) : null;
}

interface LinePriceProps {
  unitPrice: string | null | undefined;
  amount?: string;
  /** Only the line's value (the preview's narrow amount column). */
  valueOnly?: boolean;
}

export function LinePrice({ unitPrice, amount, valueOnly = false }: LinePriceProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'money' });
  const money = useFormatMoney();
  if (!unitPrice) return null;
  const value = amount === undefined ? null : valueOf(amount, unitPrice);
  if (valueOnly)
    return value === null ? null : (
      <Text size="xs" c="dimmed">
        {money(value)}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {value === null
        ? t('unitPrice', { price: money(unitPrice) })
        : t('line', { price: money(unitPrice), value: money(value) })}
    </Text>
  );
}

/**
 * The total of the cart and the preview, or nothing when no valid line has a price; lines without a price are named
 * as left out.
 */
export function WizardTotal({ lines }: { lines: readonly WizardLine[] }) {
  const { t } = useTranslation('orders', { keyPrefix: 'money' });
  const money = useFormatMoney();
  const { total, unpricedLines } = orderTotal(
    lines
      .filter((line) => isValidAmount(line.amount))
      .map((line) => ({ amount: line.amount, unitPrice: line.unitPrice })),
  );
  if (total === null) return null;
  return (
    <Text fw={700} role="status">
      {t('total', { total: money(total) })}
      {unpricedLines > 0 ? ` ${t('unpriced', { count: unpricedLines })}` : ''}
    </Text>
  );
}
