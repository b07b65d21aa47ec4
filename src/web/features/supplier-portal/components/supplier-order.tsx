/**
 * One order as the supplier sees it (supplier single order: docs/PRODUCT.md#supplier-side, #supplier-demo): the
 * venue, date, payment, note, the lines with their checkboxes, the answer. Used by the real link page and by the demo
 * on sample data.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfLocale } from '@/web/i18n/i18n';
import type { SupplierAnswerInput } from '@/domain/supplier-portal/answer';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { copyShortcut, copyText } from '@/web/lib/clipboard';
import { formatDate } from '@/web/lib/dates';
import { notifySuccessText } from '@/web/lib/notify';
import { supplierSmsText } from '../sms-text';
import { AnswerForm } from './answer-form';
import { AnswerSummary } from './answer-summary';
import { OrderLines } from './order-lines';
import { VenueCard } from './venue-card';

interface SupplierOrderProps {
  view: SupplierOrderView;
  onAnswer: (body: SupplierAnswerInput) => Promise<unknown>;
}

export function SupplierOrder({ view, onAnswer }: SupplierOrderProps) {
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
    const language = languageOfLocale(i18n.language);
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
        currency={view.currency}
        declined={view.answerable ? declined : null}
        answeredDeclined={answeredDeclined}
        onToggle={toggle}
      />
      {view.answerable ? (
        <AnswerForm key={view.version} view={view} declined={declined} onAnswer={onAnswer} />
      ) : null}
    </Stack>
  );
}
