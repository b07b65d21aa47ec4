import { describe, expect, it } from 'vitest';
import { filterAvailability, reportRequest, scopeQuery, type ReportFilterState } from './report-query';

const base: ReportFilterState = {
  venueId: 4,
  fromDate: '2026-01-01',
  toDate: '2026-01-31',
  search: '',
  stationId: null,
  categoryId: null,
};

describe('report filters (docs/PRODUCT.md#report-filters)', () => {
  it('keeps search, station and category disabled until two dates are chosen', () => {
    expect(filterAvailability({ ...base, toDate: null })).toEqual({
      search: false,
      station: false,
      category: false,
    });
    expect(filterAvailability(base)).toEqual({ search: true, station: true, category: false });
    expect(filterAvailability({ ...base, stationId: 2 })).toEqual({
      search: true,
      station: true,
      category: true,
    });
  });

  it('asks nothing without a complete range or a venue', () => {
    expect(reportRequest({ ...base, fromDate: null }, 0, 10)).toBeNull();
    expect(reportRequest({ ...base, venueId: null }, 0, 10)).toBeNull();
    expect(scopeQuery({ ...base, toDate: null })).toBeNull();
  });

  it('picks the venue, station or category report from the filters', () => {
    expect(reportRequest(base, 0, 10)?.kind).toBe('venue');
    expect(reportRequest({ ...base, stationId: 2 }, 1, 20)).toEqual({
      kind: 'station',
      input: {
        query: {
          departmentId: 2,
          fromDate: '2026-01-01',
          toDate: '2026-01-31',
          searchQuery: '',
          page: 1,
          pageSize: 20,
        },
      },
    });
    expect(reportRequest({ ...base, stationId: 2, categoryId: 7 }, 0, 10)?.kind).toBe('category');
    // A category without a station is not a filter (the control is disabled then).
    expect(reportRequest({ ...base, categoryId: 7 }, 0, 10)?.kind).toBe('venue');
    expect(scopeQuery({ ...base, categoryId: 7 })).not.toHaveProperty('categoryId');
  });
});
