/**
 * A change in percent as the reader's language writes it, always signed: "+12,5 %" in Serbian, "+12.5 %" in
 * English (the one number rule: src/domain/shared/number-format.ts).
 */
import { formatNumberValue } from '@/domain/shared/number-format';

export function formatPercentChange(percent: number, language: string): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${formatNumberValue(Math.abs(percent), language, 1)} %`;
}
