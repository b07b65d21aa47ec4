/**
 * /o/{token}: the order a supplier's link opens (issue 15; SPEC §2 supplier single order, now real). No login; in the
 * venue's language with a ser/en toggle; phone first. A wrong or expired link gets one neutral page.
 */
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SupplierOrderView } from '@/domain/supplier-portal/schemas';
import { LanguageToggle } from '@/web/components/language-toggle';
import { PageLoader } from '@/web/components/page-loader';
import { setAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { copyShortcut, copyText } from '@/web/lib/clipboard';
import { formatDate } from '@/web/lib/dates';
import { notifySuccessText } from '@/web/lib/notify';
import { useSupplierOrder } from '../api';
import { AnswerForm } from '../components/answer-form';
import { AnswerSummary } from '../components/answer-summary';
import { OrderLines } from '../components/order-lines';
import { VenueCard } from '../components/venue-card';
import { supplierSmsText } from '../sms-text';

export function SupplierOrderPage() {
  const { token = '' } = useParams();
  const { t, ready } = useTranslation('supplier-portal');
  const order = useSupplierOrder(token);
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
          <SupplierOrder token={token} view={order.data} />
        )}
      </Stack>
    </Box>
  );
}

function SupplierOrder({ token, view }: { token: string; view: SupplierOrderView }) {
  const { t, i18n } = useTranslation('supplier-portal');
  const [declined, setDeclined] = useState<ReadonlySet<number>>(
    () => new Set(view.answer?.declinedLines ?? []),
  );
  const answeredDeclined = new Set(view.answer?.declinedLines ?? []);
  const toggle = (line: number) =>
    setDeclined((current) => {
      const next = new Set(current);
      if (!next.delete(line)) next.add(line);
      return next;
    });

  const copy = async () => {
    const language = i18n.language === 'en' ? 'en' : 'ser';
    const outcome = await copyText(
      supplierSmsText(view, language),
      t('order.copyPrompt', { keys: copyShortcut() }),
    );
    if (outcome === 'copied') notifySuccessText(t('order.copied'));
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {t('page.title', { number: view.orderNumber })}
      </Title>
      <VenueCard view={view} />
      <Group gap="lg" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('order.deliveryDate')}
          </Text>
          <Text fw={700}>{formatDate(view.deliveryDate)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('order.payment')}
          </Text>
          <Text fw={500}>
            {view.paymentMethod ? t(`paymentMethod.${view.paymentMethod}`) : t('order.noPayment')}
          </Text>
        </Stack>
      </Group>
      {view.orderNote ? (
        <Alert color={SEMANTIC_COLORS.accent} title={t('order.note')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {view.orderNote}
          </Text>
        </Alert>
      ) : null}
      <AnswerSummary view={view} />
      <Group justify="space-between" align="center">
        <Title order={2} fz={18}>
          {t('order.products')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconCopy size={16} />}
          onClick={() => void copy()}
        >
          {t('order.copySms')}
        </Button>
      </Group>
      <OrderLines
        lines={view.lines}
        declined={view.answerable ? declined : null}
        answeredDeclined={answeredDeclined}
        onToggle={toggle}
      />
      {view.answerable ? (
        <AnswerForm key={view.version} token={token} view={view} declined={declined} />
      ) : null}
    </Stack>
  );
}
