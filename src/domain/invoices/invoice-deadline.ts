/**
 * When an incoming e-invoice must be decided (the Serbian rule for buyers of the private sector): accept or reject
 * within 15 days of its arrival; SEF then reminds the buyer and gives 5 more days, after which the invoice counts
 * as rejected.
 */
export const DECISION_DAYS = 15;
export const DECISION_EXTRA_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DecisionDeadline {
  /** 15 days after arrival. */
  deadline: Date;
  /** 5 days more, after SEF's reminder: the last moment before the invoice counts as rejected. */
  finalDeadline: Date;
}

export function decisionDeadline(receivedAt: Date): DecisionDeadline {
  return {
    deadline: new Date(receivedAt.getTime() + DECISION_DAYS * DAY_MS),
    finalDeadline: new Date(receivedAt.getTime() + (DECISION_DAYS + DECISION_EXTRA_DAYS) * DAY_MS),
  };
}

/**
 * When an invoice arrived, for its deadline: the start (UTC) of SEF's sending day when the file says it, else the
 * moment Nabavka got it; never later than that moment. The day's start is at or before the real arrival (except in
 * Belgrade's first hour or two of the day): earlier rather than later, since a deadline shown too late costs the
 * venue.
 */
export function arrivalOf(sefSendingDate: string | null, now: Date): Date {
  if (sefSendingDate === null) return now;
  const sent = new Date(`${sefSendingDate}T00:00:00Z`);
  return Number.isNaN(sent.getTime()) || sent > now ? now : sent;
}
