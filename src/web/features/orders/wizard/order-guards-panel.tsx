/**
 * The preview's guards (docs/decisions/0025-order-guards.md): unusual amounts ("20 KG, usually 2 KG") to confirm or
 * fix, another unfinished order of the same supplier and date with the merge offer, and the value missing to the
 * supplier's minimum order. Warnings only: sending stays possible.
 */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import type { MergeOffer } from './merge-offer';
import type { OrderGuards } from './use-order-guards';
import type { WizardLine } from './wizard-state';

interface OrderGuardsPanelProps {
  guards: OrderGuards;
  lines: readonly WizardLine[];
  offers: readonly MergeOffer[];
  onFix: () => void;
  onShowOffers: () => void;
}

export function OrderGuardsPanel({ guards, lines, offers, onFix, onShowOffers }: OrderGuardsPanelProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.guards' });
  const formatAmount = useFormatAmount();
  const language = useAppLanguage();
  const unusual = lines.flatMap((line) => {
    const outlier = guards.outliers.get(line.articleId);
    return outlier ? [{ line, outlier }] : [];
  });
  const { minimum } = guards;
  if (unusual.length === 0 && offers.length === 0 && !minimum) return null;

  return (
    <Stack gap="sm" component="section" aria-label={t('title')}>
      {unusual.length > 0 ? (
        <Alert
          color={SEMANTIC_COLORS.warning}
          icon={<IconAlertTriangle size={20} />}
          title={t('unusualTitle')}
          role="status"
        >
          <List spacing="sm" listStyleType="none" ml={0} pl={0}>
            {unusual.map(({ line, outlier }) => (
              <List.Item key={line.articleId}>
                <Stack gap={4}>
                  <Text size="sm">
                    <Text span fw={600}>
                      {line.name}
                    </Text>
                    {': '}
                    {t('unusualLine', {
                      amount: formatAmount(outlier.amount),
                      usual: formatAmount(outlier.usual),
                      unit: line.unit,
                    })}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="sm"
                      variant="light"
                      onClick={() => guards.confirm(outlier)}
                      aria-label={t('confirmFor', { name: line.name })}
                    >
                      {t('confirm')}
                    </Button>
                    <Button
                      size="sm"
                      variant="subtle"
                      onClick={onFix}
                      aria-label={t('fixFor', { name: line.name })}
                    >
                      {t('fix')}
                    </Button>
                  </Group>
                </Stack>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {offers.length > 0 ? (
        <Alert color={SEMANTIC_COLORS.warning} title={t('duplicateTitle')} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('duplicateText', {
                numbers: offers.map((offer) => offer.order.order_number).join(', '),
              })}
            </Text>
            <Button size="sm" variant="light" onClick={onShowOffers}>
              {t('showOffers')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {minimum ? (
        <Alert color={SEMANTIC_COLORS.warning} title={t('minimumTitle')} role="status">
          <Text size="sm">
            {t('minimumText', {
              missing: formatMoney(minimum.missing, minimum.currency, language),
              minimum: formatMoney(minimum.minimum, minimum.currency, language),
              total: formatMoney(minimum.total, minimum.currency, language),
            })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
