/**
 * The owner's group dashboard (docs/decisions/0037-venue-memberships.md): only the venues the caller administers.
 * An account administering fewer than two venues is no owner: 403 forbidden.
 */
import { defineOperation } from '@/domain/shared/contract';
import { GroupOverviewSchema } from './group-overview.schemas';

export const groupOverviewOperations = {
  overview: defineOperation({
    method: 'GET',
    path: '/group/overview',
    summary:
      "Per venue the caller administers: open, expected and overdue orders, this month's spend, suppliers that raised prices, invoices waiting",
    tag: 'groups',
    access: 'signedIn',
    response: GroupOverviewSchema,
  }),
};
