/**
 * Suggested amounts for a new order (docs/decisions/0032-suggested-amounts.md): per article of the supplier at the
 * station, the par level (the station's recommended quantity) minus a fresh stock count, else the average of what
 * was ordered on the same weekday in the last weeks, else nothing. Pure rules over exact decimal text (thousandths,
 * never floating point), so the server that answers and the tests share one definition.
 */
import { fromThousandths, MAX_AMOUNT, MIN_AMOUNT, toThousandths } from '@/domain/orders/amount';
import { addDays } from '@/domain/shared/dates';
import type { Unit } from '@/domain/shared/enums';

/** How many same weekdays before the delivery date the history looks at. */
export const HISTORY_WEEKS = 6;
/** A count is fresh on the day it was made and the next (in the venue's calendar): older stock has moved. */
export const FRESH_COUNT_DAYS = 1;

const MAX_THOUSANDTHS = toThousandths(MAX_AMOUNT)!;

/**
 * The step a suggestion is rounded to: whole pieces (and whole grams), tenths of a kilo or litre, the smallest
 * amount the wizard's amount field takes (MIN_AMOUNT).
 */
export function amountStep(unit: Unit): number {
  return unit === 'KG' || unit === 'Litar' ? toThousandths(MIN_AMOUNT)! : 1000;
}

/** The delivery date's weekday in each of the HISTORY_WEEKS weeks before it, newest first. */
export function historyDates(deliveryDate: string): string[] {
  return Array.from({ length: HISTORY_WEEKS }, (_, index) => addDays(deliveryDate, -7 * (index + 1)));
}

/** Whether a count made on `countedOn` (venue date) still says what is in stock `today`. */
export function isFreshCount(countedOn: string, today: string): boolean {
  return countedOn <= today && countedOn >= addDays(today, -FRESH_COUNT_DAYS);
}

export type SuggestedAmount =
  | { amount: string; source: 'count'; par: string; counted: string }
  | { amount: string; source: 'history'; weeks: number };

export interface ArticleHistoryLine {
  /** The delivery date of an order holding the article. */
  deadline: string;
  amount: string;
}

export interface SuggestionInput {
  unit: Unit;
  /** The station's recommended quantity of the article, if set. */
  par: string | null;
  /** The article's amount in the station's latest count of the supplier, when that count is fresh. */
  counted: string | null;
  /** The article's lines in the station's orders of the supplier (any dates; only the history dates count). */
  history: readonly ArticleHistoryLine[];
}

function roundUpTo(thousandths: number, step: number): number {
  return Math.ceil(thousandths / step) * step;
}

/** Nearest step (a half rounds up), at least one step: something was ordered, so something is suggested. */
function roundNearest(thousandths: number, step: number): number {
  return Math.max(step, Math.floor((thousandths + step / 2) / step) * step);
}

/**
 * The suggestion for one article delivered on `deliveryDate`, or null. Par minus a fresh count comes first (rounded
 * up to the step: the kitchen should reach its par, never below zero; zero means enough is in stock). Without par
 * or count, the average over the weeks in which the article was ordered on that weekday (several orders of one day
 * add up), rounded to the nearest step. Amounts never exceed MAX_AMOUNT.
 */
export function suggestAmount(input: SuggestionInput, deliveryDate: string): SuggestedAmount | null {
  const step = amountStep(input.unit);
  const par = input.par === null ? undefined : toThousandths(input.par);
  const counted = input.counted === null ? undefined : toThousandths(input.counted);
  if (par !== undefined && par > 0 && counted !== undefined) {
    const missing = Math.min(MAX_THOUSANDTHS, roundUpTo(Math.max(0, par - counted), step));
    return {
      amount: fromThousandths(missing),
      source: 'count',
      par: fromThousandths(par),
      counted: fromThousandths(counted),
    };
  }

  const dates = new Set(historyDates(deliveryDate));
  const perDay = new Map<string, number>();
  for (const line of input.history) {
    const amount = toThousandths(line.amount);
    if (!dates.has(line.deadline) || amount === undefined || amount <= 0) continue;
    perDay.set(line.deadline, (perDay.get(line.deadline) ?? 0) + amount);
  }
  if (perDay.size === 0) return null;
  const total = [...perDay.values()].reduce((sum, amount) => sum + amount, 0);
  const average = Math.min(MAX_THOUSANDTHS, roundNearest(total / perDay.size, step));
  return { amount: fromThousandths(average), source: 'history', weeks: perDay.size };
}
