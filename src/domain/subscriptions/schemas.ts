/** The venue's subscription as the web reads it (SPEC §3 Subscription, §7 GET /subscription/getSubscription/{id}). */
import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../shared/ids';
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

/**
 * POST /subscription/sendNewStationInquiry (SPEC §2 limit-reached modal): the venue and the asking admin. The
 * server trusts neither: the venue must be the caller's, the user the caller.
 */
export const StationInquirySchema = z.object({ venueId: IdSchema, userId: IdSchema });
export type StationInquiry = z.infer<typeof StationInquirySchema>;

export const StationInquirySentSchema = z.object({ sent: z.literal(true) });
