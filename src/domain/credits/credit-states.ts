/**
 * A credit request's life: REQUESTED (made, possibly sent) -> ANSWERED by the supplier from its link (accepts all,
 * accepts part with an amount, or refuses with a reason) -> SETTLED when the venue enters the amount it was credited
 * -> CLOSED. A venue may settle before the supplier answers (a credit note arrived by other means), and close a
 * refused request without settling it. Every change is recorded with who and when (credit_request_events).
 */
export const CREDIT_STATUSES = ['REQUESTED', 'ANSWERED', 'SETTLED', 'CLOSED'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const CREDIT_DECISIONS = ['ACCEPTED_ALL', 'ACCEPTED_PART', 'REFUSED'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

export const CREDIT_EVENTS = ['CREATED', 'SENT', 'ANSWERED', 'SETTLED', 'CLOSED'] as const;
export type CreditEventKind = (typeof CREDIT_EVENTS)[number];

/** The supplier answers once, while the request waits for an answer. */
export const canAnswerCredit = (status: CreditStatus) => status === 'REQUESTED';
/** Sending (again) is possible until the request is settled. */
export const canSendCredit = (status: CreditStatus) => status === 'REQUESTED' || status === 'ANSWERED';
export const canSettleCredit = (status: CreditStatus) => status === 'REQUESTED' || status === 'ANSWERED';
export const canCloseCredit = (status: CreditStatus, decision: CreditDecision | null) =>
  status === 'SETTLED' || (status === 'ANSWERED' && decision === 'REFUSED');

/** Open requests are listed on the current-orders screen: everything not closed. */
export const OPEN_CREDIT_STATUSES: readonly CreditStatus[] = ['REQUESTED', 'ANSWERED', 'SETTLED'];

/** KRD-0001: the venue's n-th credit request, at least four digits. */
export function creditNumber(sequence: number): string {
  return `KRD-${String(sequence).padStart(4, '0')}`;
}
