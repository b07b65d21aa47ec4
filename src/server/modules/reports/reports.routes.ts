/** HTTP of the reports contract (src/domain/reports/reports.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { reportOperations } from '@/domain/reports/reports.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  categoryReport,
  reportCharts,
  reportFilters,
  stationReport,
  supplierReliability,
  venueReport,
} from './reports.service';

export const reportsRoutes: FastifyPluginAsync = operationRoutes(reportOperations, {
  station: ({ query }, http) => stationReport(http.context(), query),
  venue: ({ query }, http) => venueReport(http.context(), query),
  category: ({ query }, http) => categoryReport(http.context(), query),
  charts: ({ query }, http) => reportCharts(http.context(), query),
  reliability: ({ query }, http) => supplierReliability(http.context(), query),
  filters: ({ query }, http) => reportFilters(http.context(), query),
});
