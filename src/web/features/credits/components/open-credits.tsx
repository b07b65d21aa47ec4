/** The current-orders screen's credits tab: open credit requests with the amount owed, each opening its view. */
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDate } from '@/web/lib/dates';
import { useCredits } from '../api';
import { CreditStatusBadge, CreditViewDialog } from './credit-view-dialog';
import { useMoney } from './credit-lines';

export function OpenCredits() {
  const { t, ready } = useTranslation('credits');
  const credits = useCredits();
  const [openId, setOpenId] = useState<number | null>(null);
  const money = useMoney(credits.data?.[0]?.currency ?? 'RSD');
  if (!ready || credits.isPending) return <PageLoader />;
  if (credits.isError) return <ErrorState error={credits.error} onRetry={() => void credits.refetch()} />;
  return (
    <Stack gap="xs">
      {credits.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{t('empty')}</Text>
        </Paper>
      ) : (
        credits.data.map((credit) => (
          <Paper key={credit.id} withBorder radius="md">
            <UnstyledButton w="100%" mih={44} p="sm" onClick={() => setOpenId(credit.id)}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={700}>
                    {credit.number} · {credit.supplierName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('order', { number: credit.orderNumber })} · {formatDate(credit.createdAt)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text fw={700}>{money(credit.requestedAmount)}</Text>
                  <CreditStatusBadge status={credit.status} />
                </Stack>
              </Group>
            </UnstyledButton>
          </Paper>
        ))
      )}
      <CreditViewDialog creditId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
