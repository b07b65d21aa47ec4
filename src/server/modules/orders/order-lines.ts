/** The lines and the deadline an order is given (create, edit, merge and repeat all pass here). */
import { AppError } from '@/domain/errors';
import { amountProblem } from '@/domain/orders/amount';
import { isAllowedDeadline, parseDeadline } from '@/domain/orders/deadline';
import { venueToday } from '@/domain/shared/dates';
import type { Executor } from '@/server/db/client';
import { type ItemLine, orderableArticles } from './orders.repository';

export interface LineInput {
  id: number;
  amount: string;
  note: string;
}

/** A real date, today or later (an unchanged date may stay in the past, e.g. editing an overdue order). */
export function acceptDeadline(input: string, now: Date, current?: string): string {
  const deadline = parseDeadline(input);
  if (!deadline) throw new AppError('invalidDate');
  if (deadline !== current && !isAllowedDeadline(deadline, venueToday(now))) throw new AppError('dateInPast');
  return deadline;
}

/**
 * Order lines for the supplier: each article must be orderable by the venue, except articles already on the order,
 * which keep their name, unit and price as ordered even if the catalogue changed since. Every amount must be one a user
 * may order: create, edit, merge and repeat all pass here, so no line is ever stored beyond MAX_AMOUNT.
 */
export async function itemLines(
  executor: Executor,
  venueId: number,
  supplierId: number,
  stationId: number,
  lines: readonly LineInput[],
  onOrder: ReadonlyMap<number, { name: string; unit: ItemLine['unit'] }> = new Map(),
): Promise<ItemLine[]> {
  for (const line of lines) {
    const problem = amountProblem(line.amount);
    if (problem) throw new AppError(problem, `Article ${line.id}: amount ${line.amount}`);
  }
  const needed = lines.filter((line) => !onOrder.has(line.id)).map((line) => line.id);
  const available = await orderableArticles(executor, venueId, supplierId, needed, stationId);
  return lines.map((line) => {
    const article = onOrder.get(line.id) ?? available.get(line.id);
    if (!article) throw new AppError('articleNotAvailable', `Article ${line.id} cannot be ordered here`);
    return {
      articleId: line.id,
      name: article.name,
      unit: article.unit,
      // Lines already on the order keep their snapshot (replaceItems never rewrites it); new ones take today's.
      unitPrice: available.get(line.id)?.unitPrice ?? null,
      amount: line.amount,
      note: line.note,
    };
  });
}
