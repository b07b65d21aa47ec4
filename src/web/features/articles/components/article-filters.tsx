/**
 * The filters above an article list: search, the station (the venue's lists are per station), the supplier and the
 * category ('All' first). The venue's /items page and the super admin's catalogue articles filter the same way with
 * the same words; each page keeps its own state and says where its search field goes and whether its lists are
 * searched (docs/ARCHITECTURE.md, "Building a screen").
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

interface Choice {
  /** null: nothing chosen (for the category: all of them). */
  value: number | null;
  options: readonly { value: number; label: string }[];
  onChange: (value: number | null) => void;
}

interface ArticleFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  /** Only on the venue's page. */
  station?: Choice;
  supplier: Choice;
  category: Choice;
  /** The catalogue leads with its supplier, the venue's page with the search field. */
  searchLast?: boolean;
  /** The catalogue's lists are long: typing narrows them. */
  searchableLists?: boolean;
}

const optionsOf = (choice: Choice) =>
  choice.options.map((option) => ({ value: String(option.value), label: option.label }));
const numberOrNull = (value: string | null) => (value === null || value === ALL ? null : Number(value));

export function ArticleFilters({
  search,
  onSearch,
  station,
  supplier,
  category,
  searchLast = false,
  searchableLists = false,
}: ArticleFiltersProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const searchField = (
    <TextInput
      key="search"
      label={t('search')}
      leftSection={<IconSearch size={16} />}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
    />
  );
  const choice = (key: string, label: string, list: Choice) => (
    <Select
      key={key}
      label={label}
      data={optionsOf(list)}
      value={list.value === null ? null : String(list.value)}
      onChange={(next) => list.onChange(numberOrNull(next))}
      allowDeselect={false}
      searchable={searchableLists}
    />
  );
  const lists = [
    station ? choice('station', t('station'), station) : null,
    choice('supplier', t('supplier'), supplier),
    <Select
      key="category"
      label={t('category')}
      data={[{ value: ALL, label: t('all') }, ...optionsOf(category)]}
      value={category.value === null ? ALL : String(category.value)}
      onChange={(next) => category.onChange(numberOrNull(next))}
      allowDeselect={false}
      searchable={searchableLists}
    />,
  ];
  return (
    <SimpleGrid cols={station ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 3 }} spacing="sm">
      {searchLast ? [...lists, searchField] : [searchField, ...lists]}
    </SimpleGrid>
  );
}
