/**
 * Creating an order: a new OPEN order of a station with one supplier. One statement checks, numbers and inserts it
 * (create-order.statement.ts, decision 0010), so outside a transaction a create is one round trip and one commit.
 */
import { AppError } from '@/domain/errors';
import { amountProblem } from '@/domain/orders/amount';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { PaymentMethod } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { type CreateRefusal, insertCheckedOrder } from './create-order.statement';
import { acceptDeadline, type LineInput } from './order-lines';
import type { OrderContext } from './order-locks';

export interface CreateOrderCommand {
  stationId: number;
  supplierId: number;
  kind: OrderKind;
  deadline: string;
  products: readonly LineInput[];
  orderNote: string;
  paymentMethod: PaymentMethod | null;
}

/** Messages of the refusals the create statement finds (the codes are the contract; these help a reader of logs). */
const CREATE_REFUSAL_MESSAGES: Record<Exclude<CreateRefusal, 'input'>, string> = {
  not_found: 'No such station or supplier for this kind of order',
  subscription_not_exist: 'The venue has no plan',
  trialEnded: 'The trial has ended',
  maximumStationLimitReached: 'The station is deactivated',
  articleNotAvailable: 'An article cannot be ordered here',
};

/**
 * The deadline as the venue's calendar day, or the refusal of the deadline or of the first amount a user may not
 * order.
 */
function createInput(command: CreateOrderCommand, now: Date): { deadline: string } | { problem: AppError } {
  let deadline: string;
  try {
    deadline = acceptDeadline(command.deadline, now);
  } catch (error) {
    if (error instanceof AppError) return { problem: error };
    throw error;
  }
  for (const line of command.products) {
    const problem = amountProblem(line.amount);
    if (problem) return { problem: new AppError(problem, `Article ${line.id}: amount ${line.amount}`) };
  }
  return { deadline };
}

/**
 * Creates an OPEN order (also used by repeat, inside its transaction): one statement checks, numbers and inserts it
 * (create-order.statement.ts, decision 0010), so on `ctx.db` it is one round trip and one commit. Its number is
 * always taken, however many others create on the station at once (decision 0020). Refusals keep the use case's
 * order: station and supplier, plan, trial, deactivated station, deadline, amounts, articles.
 */
export async function createOrderIn(
  executor: Executor,
  ctx: OrderContext,
  command: CreateOrderCommand,
  options: { sourceOrderId?: number } = {},
): Promise<number> {
  const { caller } = ctx;
  const now = ctx.now();
  const input = createInput(command, now);
  const outcome = await insertCheckedOrder(executor, {
    caller,
    stationId: command.stationId,
    supplierId: command.supplierId,
    isCustom: command.kind === 'custom',
    deadline: 'deadline' in input ? input.deadline : null,
    orderNote: command.orderNote,
    paymentMethod: command.paymentMethod,
    sourceOrderId: options.sourceOrderId ?? null,
    lines: command.products.map((line) => ({ articleId: line.id, amount: line.amount, note: line.note })),
    now,
  });
  if (outcome.refusal === 'input') {
    // The statement answers `input` only for the null deadline this function passes when the input was refused.
    if ('problem' in input) throw input.problem;
    throw new Error('The create statement refused input the service accepted');
  }
  if (outcome.refusal) throw new AppError(outcome.refusal, CREATE_REFUSAL_MESSAGES[outcome.refusal]);
  if (outcome.orderId === null) throw new Error('The create statement neither made the order nor refused it');
  return outcome.orderId;
}

/** The create route: outside a transaction, since the one statement is atomic on its own. */
export function createOrder(ctx: OrderContext, command: CreateOrderCommand): Promise<number> {
  return createOrderIn(ctx.db, ctx, command);
}
