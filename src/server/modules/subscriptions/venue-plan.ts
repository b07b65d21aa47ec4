import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Plan } from '../../../domain/shared/enums';
import { trialStatus } from '../../../domain/subscriptions/trial';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';

export interface VenuePlan {
  plan: Plan;
  trialEnded: boolean;
}

/** The plan a venue's features follow (sending, WhatsApp/Viber, receive reasons). */
export async function venuePlan(executor: Executor, venueId: number, now: Date): Promise<VenuePlan> {
  const [row] = await executor
    .select({ plan: subscriptions.plan, trialEndsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .where(eq(subscriptions.venueId, venueId));
  if (!row) throw new AppError('subscription_not_exist');
  return { plan: row.plan, trialEnded: trialStatus(row.plan, row.trialEndsAt, now).trialEnded };
}
