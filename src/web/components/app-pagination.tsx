/**
 * Mantine's Pagination with names on its arrow buttons: without them axe reports `button-name` (the previous and
 * next controls are icons only). Every paged list uses this one.
 */
import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? t('common.previousPage')
            : control === 'next'
              ? t('common.nextPage')
              : undefined,
      })}
    />
  );
}
