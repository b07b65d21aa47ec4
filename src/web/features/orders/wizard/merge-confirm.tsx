/**
 * Merge (docs/PRODUCT.md#merge, #merge-undo): before anything changes, the offer dialog says what will be added to
 * which order (each article with its amount in the user's format). Only "Add" applies the merge; Back returns to the
 * offers.
 */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import type { WizardLine } from './wizard-state';

interface MergeConfirmProps {
  orderNumber: string;
  lines: readonly WizardLine[];
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}

export function MergeConfirm({ orderNumber, lines, pending, error, onConfirm, onBack }: MergeConfirmProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.merge' });
  const formatAmount = useFormatAmount();
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('confirm.text', { number: orderNumber })}</Text>
      <List spacing={4} aria-label={t('confirm.listLabel', { number: orderNumber })}>
        {lines.map((line) => (
          <List.Item key={line.articleId}>
            {t('confirm.line', { name: line.name, amount: formatAmount(line.amount), unit: line.unit })}
            {line.note.trim() ? ` (${line.note.trim()})` : ''}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('confirm.sums')}</Text>
      {error ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {t('confirm.back')}
        </Button>
        <Button leftSection={<IconArrowMerge size={16} />} onClick={onConfirm} loading={pending}>
          {t('confirm.apply', { number: orderNumber })}
        </Button>
      </Group>
    </Stack>
  );
}
