/** The venue's subscription as the web reads it (SPEC §3 Subscription, §7 GET /subscription/getSubscription/{id}). */
import { z } from 'zod';
import { IdParamSchema } from '../shared/ids';
import { PlanSchema } from '../shared/enums';

export const SubscriptionSchema = z.object({
  plan: PlanSchema,
  /** FREE plan whose trial is over: the dashboard blocks everything but a plan inquiry (SPEC §2). */
  trialEnded: z.boolean(),
  /** Whole days left of the trial; 0 once ended; null when the plan has no trial. */
  daysTillTrialEnds: z.number().int().nullable(),
  /** How many stations the venue may have (SPEC §5). */
  departmentLimit: z.number().int(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionParamsSchema = z.object({ venueId: IdParamSchema });
