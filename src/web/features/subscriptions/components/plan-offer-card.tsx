/**
 * One plan as /pricing shows it (docs/PRODUCT.md#plan-prices): its monthly price in the reader's format and what it
 * includes, read from planOffers (the one plan-allowance definition).
 */
import { Card, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import { OFFERED_FEATURES, PLAN_CURRENCY, type PlanOffer } from '@/domain/subscriptions/plan-prices';
import { useAppLanguage } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

export function PlanOfferCard({ offer, price }: { offer: PlanOffer; price: string | null }) {
  const { t } = useTranslation('subscriptions', { keyPrefix: 'pricing' });
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const name = tMain(`enums.plans.${offer.plan}`);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="xl">
            {name}
          </Title>
          <Text fw={700} fz="lg">
            {price === null
              ? t('noPrice')
              : t('perMonth', { price: formatMoney(price, PLAN_CURRENCY, language) })}
          </Text>
        </Group>
        {offer.trialOnly ? <Text size="sm">{t('trialOnly')}</Text> : null}
        <Text size="sm">
          {t(offer.moreStationsOnRequest ? 'stationsMore' : 'stations', { count: offer.stations })}
        </Text>
        <List spacing={6} size="sm" center>
          {OFFERED_FEATURES.map((feature) => {
            const included = offer.features[feature];
            return (
              <List.Item
                key={feature}
                icon={
                  <ThemeIcon
                    size={22}
                    radius="xl"
                    variant="light"
                    color={included ? SEMANTIC_COLORS.positive : 'gray'}
                  >
                    {included ? <IconCheck size={14} /> : <IconX size={14} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" c={included ? undefined : 'dimmed'}>
                  {t(`features.${feature}`)}
                  <VisuallyHidden>{` (${t(included ? 'included' : 'notIncluded')})`}</VisuallyHidden>
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
