/**
 * Reports: invoice accuracy per supplier beside the reliability table (docs/PRODUCT.md#invoices): of the invoices
 * issued in the report's dates that cover an order, the share that matched without a difference and what the
 * differences are worth. The venue's own invoices: the super admin, who has no venue, sees none.
 */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumberValue } from '@/domain/shared/number-format';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useCurrentUser } from '@/web/lib/current-user';
import { useInvoiceAccuracy } from '../api';
import { formatMoney } from '../format';

export function InvoiceAccuracyTable({
  fromDate,
  toDate,
}: {
  fromDate: string | null;
  toDate: string | null;
}) {
  const { t, ready } = useTranslation('invoices', { keyPrefix: 'accuracy' });
  const language = useAppLanguage();
  const { user } = useCurrentUser();
  const range = fromDate !== null && toDate !== null ? { fromDate, toDate } : null;
  const accuracy = useInvoiceAccuracy(range, Boolean(user?.venue));
  if (!ready || !accuracy.data) return null;
  const rows = accuracy.data.rows;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('title')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('supplier')}</Table.Th>
                  <Table.Th ta="right">{t('matching')}</Table.Th>
                  <Table.Th ta="right">{t('difference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.supplierId}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right">
                      {t('share', {
                        share: `${formatNumberValue(row.matchingShare * 100, language, 0)} %`,
                        matching: row.matching,
                        invoices: row.invoices,
                      })}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.difference, 'RSD', language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
