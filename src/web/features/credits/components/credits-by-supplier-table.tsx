/** Reports: credited vs requested per supplier, beside the reliability table. */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import { useCurrentUser } from '@/web/lib/current-user';
import { useCreditsBySupplier } from '../api';

export function CreditsBySupplierTable() {
  const { t, i18n, ready } = useTranslation('credits');
  const { user } = useCurrentUser();
  // The venue's own requests: the super admin, who has no venue, sees none.
  const rows = useCreditsBySupplier(Boolean(user?.venue));
  if (!ready || !rows.data) return null;
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('bySupplier.title')}
        </Title>
        {rows.data.length === 0 ? (
          <Text c="dimmed">{t('bySupplier.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bySupplier.supplier')}</Table.Th>
                  <Table.Th ta="right">{t('bySupplier.requests')}</Table.Th>
                  <Table.Th ta="right">{t('bySupplier.requested')}</Table.Th>
                  <Table.Th ta="right">{t('bySupplier.credited')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.map((row) => (
                  <Table.Tr key={row.supplierName}>
                    <Table.Td>{row.supplierName}</Table.Td>
                    <Table.Td ta="right">{row.requests}</Table.Td>
                    <Table.Td ta="right">{money(row.requested, row.currency)}</Table.Td>
                    <Table.Td ta="right">{money(row.credited, row.currency)}</Table.Td>
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
