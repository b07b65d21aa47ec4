/** HTTP of the group dashboard and group reports (src/domain/groups/group-overview.contract.ts, group-reports.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { groupOverviewOperations } from '@/domain/groups/group-overview.contract';
import { groupReportOperations } from '@/domain/groups/group-reports.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { groupOverview } from './group-overview.service';
import { groupReport } from './group-reports.service';

export const groupOverviewRoutes: FastifyPluginAsync = operationRoutes(
  { ...groupOverviewOperations, ...groupReportOperations },
  {
    overview: (_input, http) => groupOverview(http.context()),
    report: ({ query }, http) => groupReport(http.context(), query),
  },
);
