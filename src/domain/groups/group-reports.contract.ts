/**
 * Group reports (docs/decisions/0037-venue-memberships.md): only venues the caller administers are counted; an account
 * administering fewer than two venues is no owner and is refused (403 forbidden), rather than answered with its one
 * venue, so the screen never shows a "group" that is not one.
 */
import { defineOperation } from '@/domain/shared/contract';
import { GroupReportQuerySchema, GroupReportSchema } from './group-reports.schemas';

export const groupReportOperations = {
  report: defineOperation({
    method: 'GET',
    path: '/analytics/group',
    summary:
      "Spend per venue, per supplier and per category across the caller's administered venues over a date range",
    tag: 'groups',
    access: 'signedIn',
    query: GroupReportQuerySchema,
    response: GroupReportSchema,
  }),
};
