/** The super admin's venue list (SPEC §2 /admin/restaurants, §3 Venue, §7 GET /admin/venues). */
import { z } from 'zod';
import { PlanSchema } from '../shared/enums';

export const AdminVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** SPEC §3 spells it so on the wire. */
  bussiness_name: z.string(),
  address: z.string(),
  pib: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  /** Null only for a venue whose subscription was never set. */
  plan: PlanSchema.nullable(),
  usersCount: z.number().int(),
  stationsCount: z.number().int(),
  /** Drafts (OPEN) over all stations. */
  numberOfOpenOrders: z.number().int(),
  /** Sent and awaited (IN_PROGRESS and INCOMPLETE) over all stations. */
  numberOfExpectedOrders: z.number().int(),
});
export type AdminVenue = z.infer<typeof AdminVenueSchema>;

export const AdminVenueListSchema = z.array(AdminVenueSchema);
