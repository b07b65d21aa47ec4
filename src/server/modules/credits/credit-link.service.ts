/**
 * The supplier's side of a credit request: the read-only page its link opens and the one answer it may give, without
 * an account. The answer is a conditional update on the locked request (only while REQUESTED), so of two answers
 * sent at once exactly one lands and the other gets 409 credit_already_answered.
 */
import { AppError } from '@/domain/errors';
import { canAnswerCredit } from '@/domain/credits/credit-states';
import type { CreditAnswerInput, SupplierCreditView } from '@/domain/credits/credits.schemas';
import { toCents } from '@/domain/prices/money';
import type { Executor } from '@/server/db/client';
import type { Deps } from '@/server/types';
import { hashLinkToken } from './credit-link';
import { changeCredit, type CreditRow, findCreditByTokenHash, recordEvent } from './credits.repository';
import { answerOf, linesOf } from './credits.service';

/** Wrong and malformed tokens get the same answer. */
const notFound = () => new AppError('not_found', 'No such link');

async function view(executor: Executor, row: CreditRow): Promise<SupplierCreditView> {
  return {
    language: row.language,
    venueName: row.venueName,
    number: row.number,
    orderNumber: row.orderNumber,
    status: row.status,
    requestedAmount: row.requestedAmount,
    currency: row.currency,
    note: row.note,
    lines: await linesOf(executor, row),
    answer: answerOf(row),
  };
}

export async function openCreditLink(deps: Deps<'db'>, token: string): Promise<SupplierCreditView> {
  const row = await findCreditByTokenHash(deps.db, hashLinkToken(token));
  if (!row) throw notFound();
  return view(deps.db, row);
}

export async function answerCreditLink(
  deps: Deps<'db' | 'now'>,
  token: string,
  input: CreditAnswerInput,
): Promise<SupplierCreditView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await findCreditByTokenHash(tx, hashLinkToken(token), { lock: true });
    if (!row) throw notFound();
    if (!canAnswerCredit(row.status)) throw new AppError('credit_already_answered');
    const requested = toCents(row.requestedAmount)!;
    let accepted = row.requestedAmount;
    if (input.decision === 'REFUSED') accepted = '0.00';
    if (input.decision === 'ACCEPTED_PART') {
      const part = toCents(input.acceptedAmount!)!;
      // A part is more than nothing and less than the whole (the whole is "accepts all").
      if (part <= 0 || part >= requested)
        throw new AppError('invalidInput', 'A part is between 0 and the requested amount', {
          acceptedAmount: 'invalidInput',
        });
      accepted = input.acceptedAmount!;
    }
    const changed = await changeCredit(tx, row.venueId, row.id, ['REQUESTED'], {
      status: 'ANSWERED',
      decision: input.decision,
      acceptedAmount: accepted,
      answerReason: input.reason,
      answeredAt: now,
    });
    if (changed === 0) throw new AppError('credit_already_answered');
    await recordEvent(tx, {
      venueId: row.venueId,
      creditRequestId: row.id,
      kind: 'ANSWERED',
      userId: null,
      at: now,
    });
    const answered = await findCreditByTokenHash(tx, hashLinkToken(token));
    return view(tx, answered!);
  });
}
