import { Select, SimpleGrid, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportFilters as FilterOptions } from '@/domain/reports/reports.schemas';
import { DATE_FORMAT } from '@/web/lib/dates';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { filterAvailability, type ReportFilterState } from '../report-query';

interface ReportFiltersProps {
  state: ReportFilterState;
  /** The search field's text as typed (the state holds it after the debounce). */
  searchText: string;
  onSearchText: (text: string) => void;
  onDates: (dates: [string | null, string | null]) => void;
  onStation: (stationId: number | null) => void;
  onCategory: (categoryId: number | null) => void;
  options: FilterOptions | undefined;
  /** The group scope (all the owner's venues) filters by dates only: stations and categories are a venue's. */
  datesOnly?: boolean;
}

const toId = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Date range first; search, station and category open once both dates are chosen (docs/PRODUCT.md#report-filters). */
export function ReportFilters({
  state,
  searchText,
  onSearchText,
  onDates,
  onStation,
  onCategory,
  options,
  datesOnly = false,
}: ReportFiltersProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'filters' });
  const mobile = useIsMobile();
  const available = filterAvailability(state);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <DatePickerInput
        type="range"
        size="md"
        label={t('dates')}
        placeholder={t('datesPlaceholder')}
        value={[state.fromDate, state.toDate]}
        onChange={onDates}
        valueFormat={DATE_FORMAT}
        leftSection={<IconCalendar size={18} />}
        dropdownType={mobile ? 'modal' : 'popover'}
        allowSingleDateInRange
        clearable
        // Axe: named month arrows and clear button, no pale days of the neighbouring months, and the
        // placeholder in the theme's AA secondary text colour (Mantine's placeholder grey is 2.07:1).
        ariaLabels={{ previousMonth: t('previousMonth'), nextMonth: t('nextMonth') }}
        clearButtonProps={{ 'aria-label': t('clearDates') }}
        hideOutsideDates
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {datesOnly ? null : (
        <>
          <TextInput
            size="md"
            type="search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={18} />}
            value={searchText}
            onChange={(event) => onSearchText(event.currentTarget.value)}
            disabled={!available.search}
            maxLength={100}
          />
          <Select
            size="md"
            label={t('station')}
            placeholder={t('allStations')}
            data={(options?.stations ?? []).map((station) => ({
              value: String(station.id),
              label: station.name,
            }))}
            value={state.stationId === null ? null : String(state.stationId)}
            onChange={(value) => onStation(toId(value))}
            disabled={!available.station}
            clearable
            searchable
          />
          <Select
            size="md"
            label={t('category')}
            placeholder={t('allCategories')}
            data={(options?.categories ?? []).map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
            value={state.categoryId === null ? null : String(state.categoryId)}
            onChange={(value) => onCategory(toId(value))}
            disabled={!available.category}
            clearable
            searchable
          />
        </>
      )}
    </SimpleGrid>
  );
}
