import { Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { AppPagination } from '@/web/components/app-pagination';
import { useTranslation } from 'react-i18next';
import { REPORT_PAGE_SIZES, type ReportPage, type ReportRow } from '@/domain/reports/reports.schemas';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { formatMoney, formatMoneyWithCurrency, formatQuantity } from '../format';

interface ReportTableProps {
  data: ReportPage;
  /** 0-based (docs/PRODUCT.md#page-sizes). */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The venue's currency (docs/PRODUCT.md#prices). */
  currency: string;
}

/** The per-article table (cards on phones), with the count, total value and paging. */
export function ReportTable({ data, page, pageSize, onPage, onPageSize, currency }: ReportTableProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'table' });
  const mobile = useIsMobile();
  const pages = Math.max(1, Math.ceil(data.count / pageSize));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('count', { count: data.count })}</Text>
        {data.totalValue !== null ? (
          <Text fw={600}>
            {t('totalValue', { value: formatMoneyWithCurrency(data.totalValue, currency, i18n.language) })}
          </Text>
        ) : null}
      </Group>
      {/* What a value is made of, old lines included (docs/PRODUCT.md#prices). */}
      <Text size="sm" c="dimmed">
        {t('valuesNote', { currency })}
      </Text>
      {mobile ? (
        <SimpleGrid cols={1} spacing="xs">
          {data.rows.map((row) => (
            <RowCard key={row.articleId} row={row} />
          ))}
        </SimpleGrid>
      ) : (
        <RowsTable rows={data.rows} />
      )}
      <Group justify="space-between" gap="sm">
        <Select
          aria-label={t('pageSize')}
          data={REPORT_PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={90}
        />
        <AppPagination total={pages} value={page + 1} onChange={(value) => onPage(value - 1)} size="sm" />
      </Group>
    </Stack>
  );
}

function RowsTable({ rows }: { rows: ReportRow[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'table' });
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('name')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('category')}</Table.Th>
            <Table.Th>{t('supplier')}</Table.Th>
            <Table.Th ta="right">{t('ordered')}</Table.Th>
            <Table.Th ta="right">{t('delivered')}</Table.Th>
            <Table.Th ta="right">{t('value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.articleId}>
              <Table.Td fw={600}>{row.name}</Table.Td>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td>{row.supplier}</Table.Td>
              <Table.Td ta="right">{formatQuantity(row.ordered, row.unit, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(row.delivered, row.unit, i18n.language)}</Table.Td>
              <Table.Td ta="right">
                {row.value === null ? t('noValue') : formatMoney(row.value, i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCard({ row }: { row: ReportRow }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'table' });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={row.name}>
      <Text fw={700}>{row.name}</Text>
      <Text size="xs" c="dimmed">
        {[row.category, row.supplier].filter(Boolean).join(' · ')}
      </Text>
      <SimpleGrid cols={3} spacing={4} mt={4}>
        <Fact label={t('ordered')} value={formatQuantity(row.ordered, row.unit, i18n.language)} />
        <Fact label={t('delivered')} value={formatQuantity(row.delivered, row.unit, i18n.language)} />
        <Fact
          label={t('value')}
          value={row.value === null ? t('noValue') : formatMoney(row.value, i18n.language)}
        />
      </SimpleGrid>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
