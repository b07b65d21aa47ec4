/**
 * Group reports (docs/decisions/0037-venue-memberships.md): the report screen's scope "all my venues" for an owner:
 * spend per venue, per supplier and per category across the venues the caller administers, counted as each venue's
 * own report counts (docs/PRODUCT.md#reports). Money is exact text in the row's currency; rows of different
 * currencies are never summed together.
 */
import { z } from 'zod';
import { isReportRange, ReportDateSchema } from '@/domain/reports/reports.schemas';

export const REPORT_SCOPES = ['venue', 'group'] as const;
export type ReportScopeKind = (typeof REPORT_SCOPES)[number];

export const GroupReportQuerySchema = z
  .object({ fromDate: ReportDateSchema, toDate: ReportDateSchema })
  .refine((query) => isReportRange(query.fromDate, query.toDate), {
    message: 'invalidDate',
    path: ['toDate'],
  });

const Money = z.string();

export const GroupVenueSpendSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  currency: z.string(),
  value: Money,
  /** Order lines counted. */
  lines: z.number().int(),
});

export const GroupShareSchema = z.object({
  /** Supplier or category name; null: orders to no catalogue supplier. */
  name: z.string().nullable(),
  currency: z.string(),
  value: Money,
  lines: z.number().int(),
  /** How many of the venues ordered from it. */
  venues: z.number().int(),
});
export type GroupShare = z.infer<typeof GroupShareSchema>;

export const GroupReportSchema = z.object({
  venues: z.array(GroupVenueSpendSchema),
  suppliers: z.array(GroupShareSchema),
  categories: z.array(GroupShareSchema),
});
export type GroupReport = z.infer<typeof GroupReportSchema>;
