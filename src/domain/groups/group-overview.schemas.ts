/**
 * The owner's group dashboard (docs/decisions/0037-venue-memberships.md): one card per venue the caller administers,
 * with what needs attention there. An owner is the admin of two or more venues.
 */
import { z } from 'zod';

/** Administering this many venues makes an account an owner, with the group screen and group reports. */
export const OWNER_MIN_VENUES = 2;

export const GroupVenueSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  /** A disabled venue cannot be switched into (its card says so). */
  disabled: z.boolean(),
  /** The login's current venue. */
  current: z.boolean(),
  /** Drafts and orders waiting for approval (open), sent and not completely received (expected). */
  open: z.number().int(),
  expected: z.number().int(),
  /** Expected orders past their delivery day by a day (docs/PRODUCT.md#overdue). */
  overdue: z.number().int(),
  /** Delivered value of this month's orders as the reports count it (docs/PRODUCT.md#reports), exact text. */
  spendThisMonth: z.string(),
  /** The venue's currency: the spend is in it. */
  currency: z.string(),
  /**
   * Suppliers whose paid price of an article rose beyond the venue's tolerance since the month began; null when the
   * venue's plan keeps no price history (PRO).
   */
  risingSuppliers: z.array(z.string()).nullable(),
  /** SEF invoices waiting for the venue's accept or reject. */
  invoicesWaiting: z.number().int(),
});
export type GroupVenue = z.infer<typeof GroupVenueSchema>;

export const GroupOverviewSchema = z.object({
  /** The first day of the month the spend and the price rises count from (venue calendar, YYYY-MM-DD). */
  monthStart: z.string(),
  venues: z.array(GroupVenueSchema),
});
export type GroupOverview = z.infer<typeof GroupOverviewSchema>;
