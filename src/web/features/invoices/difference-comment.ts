/**
 * The rejection comment the invoice screen starts with when the invoice differs from its orders
 * (docs/decisions/0029-invoice-lines.md): one sentence per differing line with its numbers, in the reader's
 * language and number format, for the admin to correct before rejecting.
 */
import type { TFunction } from 'i18next';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import type { Language } from '@/domain/shared/enums';
import { formatDecimal, formatMoney } from './format';

export function differenceComment(
  invoice: Pick<InvoiceDetail, 'lines' | 'orderLines' | 'check' | 'currency'>,
  t: TFunction<'invoices'>,
  language: Language,
): string {
  if (invoice.check === null || invoice.check.matches) return '';
  const money = (value: string) => formatMoney(value, invoice.currency, language);
  const sentences = invoice.lines.flatMap((line) => {
    const comparison = line.comparison;
    if (comparison === null) {
      return [t('comment.notOrdered', { name: line.name, amount: money(line.lineNetAmount) })];
    }
    if (!comparison.differs) return [];
    const unit = invoice.orderLines.find((ordered) => ordered.id === line.orderItemId)?.unit ?? line.unit;
    const quantity = (value: string) =>
      `${formatDecimal(value, language)} ${unit === '#' ? '' : unit}`.trim();
    const price = (value: string | null) => (value === null ? t('detail.none') : money(value));
    const key =
      comparison.quantityDiffers && comparison.priceDiffers
        ? 'comment.line'
        : comparison.quantityDiffers
          ? 'comment.quantity'
          : 'comment.price';
    return [
      t(key, {
        name: line.name,
        invoicedQuantity: quantity(comparison.invoicedQuantity),
        invoicedPrice: price(comparison.invoicedPrice),
        expectedQuantity: quantity(comparison.expectedQuantity),
        expectedPrice: price(comparison.expectedPrice),
        difference: comparison.value === null ? t('detail.none') : money(comparison.value),
      }),
    ];
  });
  return sentences.join(' ');
}
