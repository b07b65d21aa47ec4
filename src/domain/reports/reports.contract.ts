/**
 * The analytics API (docs/PRODUCT.md#api-reports, #reports): what a venue ordered, received and spent, by article,
 * for the venue, one station or one station's category; the charts over the same filters; and supplier reliability.
 * Venue admins see their own venue; the super admin any venue (ADMINS). Another venue's ids answer 404.
 */
import { ADMINS, defineOperation } from '@/domain/shared/contract';
import {
  CategoryReportQuerySchema,
  ChartsQuerySchema,
  ChartsSchema,
  FiltersQuerySchema,
  ReliabilityQuerySchema,
  ReliabilitySchema,
  ReportFiltersSchema,
  ReportPageSchema,
  StationReportQuerySchema,
  VenueReportQuerySchema,
} from './reports.schemas';

const tag = 'reports';

export const reportOperations = {
  station: defineOperation({
    method: 'GET',
    path: '/analytics/orders',
    summary: "One station's sent orders by article over a date range: ordered, delivered, value",
    tag,
    access: ADMINS,
    query: StationReportQuerySchema,
    response: ReportPageSchema,
    refusals: [404],
  }),
  venue: defineOperation({
    method: 'GET',
    path: '/analytics/venue/orders',
    summary: "The venue's sent orders by article over a date range: ordered, delivered, value",
    tag,
    access: ADMINS,
    query: VenueReportQuerySchema,
    response: ReportPageSchema,
    refusals: [404],
  }),
  category: defineOperation({
    method: 'GET',
    path: '/analytics/venue/ordersPerCategory',
    summary: "One station's sent orders of one article category by article over a date range",
    tag,
    access: ADMINS,
    query: CategoryReportQuerySchema,
    response: ReportPageSchema,
    refusals: [404],
  }),
  charts: defineOperation({
    method: 'GET',
    path: '/analytics/charts',
    summary: 'Spend or quantity per week, the top articles and the share per supplier over a date range',
    tag,
    access: ADMINS,
    query: ChartsQuerySchema,
    response: ChartsSchema,
    refusals: [404],
  }),
  reliability: defineOperation({
    method: 'GET',
    path: '/analytics/suppliers/reliability',
    summary:
      'Per supplier over a date range: orders sent, fill rate, not available lines, on time, most missing',
    tag,
    access: ADMINS,
    query: ReliabilityQuerySchema,
    response: ReliabilitySchema,
    refusals: [404],
  }),
  filters: defineOperation({
    method: 'GET',
    path: '/analytics/filters',
    summary: "What the report filters offer: the venue's stations and the article categories",
    tag,
    access: ADMINS,
    query: FiltersQuerySchema,
    response: ReportFiltersSchema,
    refusals: [404],
  }),
};
