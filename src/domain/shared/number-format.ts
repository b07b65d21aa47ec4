/**
 * Numbers as the reader's language writes them (docs/PRODUCT.md#languages): Serbian "1,5" and "1.234,50", English
 * "1.5" and "1,234.50". One rule for the server (mails, order texts) and the web (pages, charts). It works on the
 * decimal text itself, so an exact amount or price ("1.500", NUMERIC from the database) never passes through a
 * floating-point number on its way to the screen.
 *
 * `language` is an interface language or a locale: anything starting with "en" is English, the rest is Serbian
 * (Latin or Cyrillic script alike write a decimal comma).
 */

interface Separators {
  decimal: string;
  group: string;
}

const SERBIAN: Separators = { decimal: ',', group: '.' };
const ENGLISH: Separators = { decimal: '.', group: ',' };

function separatorsOf(language: string): Separators {
  return language.toLowerCase().startsWith('en') ? ENGLISH : SERBIAN;
}

export interface DecimalFormat {
  /** Digits after the separator, padded with zeros and rounded half up (money: 2). Default: as many as given. */
  fractionDigits?: number;
  /**
   * Group thousands ("1.234"). Off for article amounts, whose shown text may be put back into an amount field,
   * where a dot or a comma is the decimal separator (docs/PRODUCT.md#amounts): "1.500" must never mean 1500 there.
   */
  grouping?: boolean;
}

const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Rounds the digits of a non-negative decimal to `digits` places, half up, as text. */
function roundDigits(whole: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const roundUp = Number(fraction[digits]) >= 5;
  const rounded = roundUp ? incrementDigits(kept) : kept;
  const cut = rounded.length - digits;
  return [rounded.slice(0, cut) || '0', rounded.slice(cut)];
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

function groupThousands(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A decimal text with a dot ("1.5", "-1234.567", "1.500") in the reader's format. Trailing zeros of the fraction
 * are dropped unless `fractionDigits` asks for them. Text that is not a decimal comes back unchanged.
 */
export function formatDecimal(text: string, language: string, format: DecimalFormat = {}): string {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match || (match[2] === '' && !match[3])) return text;
  const [, sign = '', rawWhole = '', rawFraction = ''] = match;
  const separators = separatorsOf(language);
  const [roundedWhole, roundedFraction] =
    format.fractionDigits === undefined
      ? [rawWhole, rawFraction.replace(/0+$/, '')]
      : roundDigits(rawWhole, rawFraction, format.fractionDigits);
  const whole = roundedWhole.replace(/^0+(?=\d)/, '') || '0';
  const shownWhole = format.grouping ? groupThousands(whole, separators.group) : whole;
  const isZero = /^0*$/.test(whole + roundedFraction);
  const shownSign = sign && !isZero ? '-' : '';
  return roundedFraction
    ? `${shownSign}${shownWhole}${separators.decimal}${roundedFraction}`
    : `${shownSign}${shownWhole}`;
}

/**
 * A computed number (a chart's sum, a share) in the reader's format. Its shortest exact decimal text is formatted,
 * at most `maxFractionDigits` places, trailing zeros dropped.
 */
export function formatNumberValue(
  value: number,
  language: string,
  maxFractionDigits = 3,
  grouping = true,
): string {
  if (!Number.isFinite(value)) return String(value);
  // formatDecimal drops the fraction's trailing zeros; the whole part keeps its own ("950").
  return formatDecimal(value.toFixed(maxFractionDigits), language, { grouping });
}

/** Money with two decimals and grouped thousands: "1.234,50" / "1,234.50". */
export function formatMoneyText(amount: string | number, language: string): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  return formatDecimal(text, language, { fractionDigits: 2, grouping: true });
}

const COMPACT_SUFFIXES: Record<'ser' | 'en', readonly [number, string][]> = {
  ser: [
    [1e9, ' mlrd.'],
    [1e6, ' mil.'],
    [1e3, ' hilj.'],
  ],
  en: [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

/**
 * A short number for a chart's axis, where a long one is cut at 360 px: "12 hilj." / "12K", "1,2 mil." / "1.2M";
 * below a thousand the number itself.
 */
export function formatCompactNumber(value: number, language: string): string {
  const suffixes = COMPACT_SUFFIXES[separatorsOf(language) === ENGLISH ? 'en' : 'ser'];
  const size = Math.abs(value);
  for (const [step, suffix] of suffixes) {
    if (size >= step) {
      const scaled = value / step;
      return `${formatNumberValue(scaled, language, Math.abs(scaled) < 10 ? 1 : 0)}${suffix}`;
    }
  }
  return formatNumberValue(value, language, size < 10 ? 1 : 0);
}
