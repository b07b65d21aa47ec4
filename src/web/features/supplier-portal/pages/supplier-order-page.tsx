/**
 * /o/{token}: the order a supplier's link opens (issue 15; SPEC §2 supplier single order, now real). No login; in the
 * venue's language with a ser/en toggle; phone first. A wrong or expired link gets one neutral page.
 */
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageToggle } from '@/web/components/language-toggle';
import { PageLoader } from '@/web/components/page-loader';
import { setAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useAnswerSupplierOrder, useSupplierOrder } from '../api';
import { SupplierOrder } from '../components/supplier-order';

export function SupplierOrderPage() {
  const { token = '' } = useParams();
  const { t, ready } = useTranslation('supplier-portal');
  const order = useSupplierOrder(token);
  const answer = useAnswerSupplierOrder(token);
  const languageSet = useRef(false);

  // The venue's language first; the toggle lets the supplier switch (and that choice then stays).
  useEffect(() => {
    if (!order.data || languageSet.current) return;
    languageSet.current = true;
    void setAppLanguage(order.data.language).catch((error: unknown) =>
      console.error('language load failed', error),
    );
  }, [order.data]);

  if (!ready || order.isPending) return <PageLoader />;
  return (
    <Box maw={720} mx="auto" px={{ base: 'xs', xs: 'md' }} py="md">
      <Stack gap="md">
        <Group justify="flex-end">
          <LanguageToggle />
        </Group>
        {order.isError ? (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm">
              <Title order={1} fz={22}>
                {t('page.invalidTitle')}
              </Title>
              <Text>
                {errorCodeOf(order.error) === 'too_many_requests' ? t('page.tooMany') : t('page.invalid')}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <SupplierOrder view={order.data} onAnswer={(body) => answer.mutateAsync(body)} />
        )}
      </Stack>
    </Box>
  );
}
