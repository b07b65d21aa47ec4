/**
 * The reports API shapes (docs/PRODUCT.md#reports, #report-table, #api-reports; page sizes 10, 20, 30
 * from page 0: docs/PRODUCT.md#page-sizes). Dates are order deadlines, an inclusive range of venue calendar days.
 */
import { z } from 'zod';
import { parseDeadline } from '@/domain/orders/deadline';
import { addDays } from '@/domain/shared/dates';
import { IdParamSchema, canonicalIntegerText } from '@/domain/shared/ids';
import { userText } from '@/domain/shared/text';

/** Report pages start at 0 with 10, 20 or 30 rows; the export reads bigger pages (docs/PRODUCT.md#page-sizes). */
export const REPORT_FIRST_PAGE = 0;
export const REPORT_PAGE_SIZE = 10;
export const REPORT_PAGE_SIZES = [10, 20, 30] as const;
export const REPORT_MAX_PAGE_SIZE = 100;
export const REPORT_SEARCH_MAX_LENGTH = 100;
/** The longest range one report covers: two years, so no request scans a venue's whole history at once. */
export const REPORT_MAX_DAYS = 731;
/** How many articles the "top articles" chart and the reliability table's "most missing" show. */
export const TOP_ARTICLES = 10;
export const MISSING_ARTICLES = 3;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A real calendar day YYYY-MM-DD. */
export const ReportDateSchema = z
  .string({ error: 'invalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((value) => parseDeadline(value) === value, 'invalidDate');

/** Page numbers from 0 (docs/PRODUCT.md#page-sizes), written the one way: "0", "1", "12" (not "01", "+1"). */
const ReportPageNumberSchema = z
  .string({ error: 'invalidInput' })
  .regex(/^(0|[1-9]\d{0,5})$/, 'invalidInput')
  .transform(Number);

/** Whether from..to (inclusive) is a range a report may cover. */
export function isReportRange(fromDate: string, toDate: string): boolean {
  // A date that is no date has its own issue already (the object's check runs even then): not this one's.
  if (parseDeadline(fromDate) !== fromDate || parseDeadline(toDate) !== toDate) return true;
  return fromDate <= toDate && addDays(fromDate, REPORT_MAX_DAYS - 1) >= toDate;
}

const RangeFields = {
  fromDate: ReportDateSchema,
  toDate: ReportDateSchema,
};

const PageFields = {
  page: optional(ReportPageNumberSchema).transform((page) => page ?? REPORT_FIRST_PAGE),
  pageSize: optional(canonicalIntegerText(REPORT_MAX_PAGE_SIZE)).transform(
    (size) => size ?? REPORT_PAGE_SIZE,
  ),
  /** Case-insensitive part of the article name. */
  searchQuery: optional(userText({ max: REPORT_SEARCH_MAX_LENGTH })).transform((text) => text ?? ''),
};

const checkRange = (query: { fromDate: string; toDate: string }) =>
  isReportRange(query.fromDate, query.toDate);
const rangeIssue = { message: 'invalidDate', path: ['toDate'] };

export const StationReportQuerySchema = z
  .object({ departmentId: IdParamSchema, ...RangeFields, ...PageFields })
  .refine(checkRange, rangeIssue);
export const VenueReportQuerySchema = z
  .object({ venueId: IdParamSchema, ...RangeFields, ...PageFields })
  .refine(checkRange, rangeIssue);
export const CategoryReportQuerySchema = z
  .object({ departmentId: IdParamSchema, categoryId: IdParamSchema, ...RangeFields, ...PageFields })
  .refine(checkRange, rangeIssue);

export const CHART_METRICS = ['value', 'quantity'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** The charts and the reliability tab follow the same filters as the table. */
const ScopeFields = {
  venueId: IdParamSchema,
  departmentId: optional(IdParamSchema),
  categoryId: optional(IdParamSchema),
  ...RangeFields,
};

export const ChartsQuerySchema = z
  .object({
    ...ScopeFields,
    searchQuery: PageFields.searchQuery,
    metric: optional(z.enum(CHART_METRICS, { error: 'invalidInput' })).transform(
      (metric) => metric ?? 'value',
    ),
  })
  .refine(checkRange, rangeIssue);
export const ReliabilityQuerySchema = z.object(ScopeFields).refine(checkRange, rangeIssue);

/** Quantities are decimal text (exact), money is text with two decimals or null without a price. */
const Quantity = z.string();
const Money = z.string().nullable();

export const ReportRowSchema = z.object({
  articleId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  category: z.string(),
  supplier: z.string().nullable(),
  /** "Report row (docs/PRODUCT.md#report-table): name, total": the ordered quantity. */
  total: Quantity,
  ordered: Quantity,
  delivered: Quantity,
  value: Money,
  /** Order lines counted. */
  lines: z.number().int(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportPageSchema = z.object({
  rows: z.array(ReportRowSchema),
  /** Articles matching the filters (all pages). */
  count: z.number().int(),
  /** Delivered value of all matching articles, or null when none has a price. */
  totalValue: Money,
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

export const ChartsSchema = z.object({
  /** Per week (starting Monday, docs/PRODUCT.md#formats) that has orders, in date order. */
  weeks: z.array(
    z.object({
      week: z.string(),
      ordered: Quantity,
      delivered: Quantity,
      value: Money,
      lines: z.number().int(),
    }),
  ),
  /** The top articles by the chosen metric. */
  topArticles: z.array(z.object({ name: z.string(), unit: z.string(), ordered: Quantity, value: Money })),
  /** Every supplier's share: value, and lines for the quantity metric. */
  suppliers: z.array(z.object({ name: z.string().nullable(), value: Money, lines: z.number().int() })),
});
export type Charts = z.infer<typeof ChartsSchema>;

export const ReliabilityRowSchema = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  ordersSent: z.number().int(),
  /** Delivered / ordered quantity 0..1; null when nothing counted. */
  fillRate: z.number().nullable(),
  /** Share of lines declared not available, 0..1. */
  notAvailableShare: z.number().nullable(),
  /** Received completely on or before their date, after it, or still expected (sent, not completely received). */
  onTime: z.number().int(),
  late: z.number().int(),
  expected: z.number().int(),
  /** Articles most often short (not delivered, partly delivered, moved or arriving later), most first. */
  mostMissing: z.array(z.object({ name: z.string(), times: z.number().int() })),
  /**
   * Received lines paid at another price than ordered (src/domain/prices/price-trend.ts priceDrift): the share beyond
   * the venue's tolerance (0..1) and the average change in percent; null when the plan has no price history (PRO).
   */
  priceDrift: z
    .object({
      lines: z.number().int(),
      changedShare: z.number().nullable(),
      averageChange: z.number().nullable(),
    })
    .nullable(),
});
export type ReliabilityRow = z.infer<typeof ReliabilityRowSchema>;
export const ReliabilitySchema = z.object({ rows: z.array(ReliabilityRowSchema) });

export const FiltersQuerySchema = z.object({ venueId: IdParamSchema });
/** What the screen's filters offer: the venue's live stations and the article categories. */
export const ReportFiltersSchema = z.object({
  stations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The venue's currency (docs/PRODUCT.md#prices): every value of the report is in it. */
  currency: z.string(),
});
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;
