/** Paging under an order list (docs/PRODUCT.md#page-sizes: tables page by 10, 20 or 30 rows; orders start with 10). */
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@/domain/shared/limits';

/** The last page that has rows (at least 1). */
export const lastPageOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

interface ListPagingProps {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function ListPaging({ page, pageSize, count, onPage, onPageSize }: ListPagingProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const pages = lastPageOf(count, pageSize);
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('paging.pageSize')}
          data={TABLE_PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={80}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          {t('paging.range', { from, to, count })}
        </Text>
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          siblings={0}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('paging.previous')
                : control === 'next'
                  ? t('paging.next')
                  : undefined,
          })}
        />
      ) : null}
    </Group>
  );
}
