/**
 * Each plan's monthly price in RSD, set by the super admin on the venues screen (docs/PRODUCT.md#plan-prices,
 * decision 0034): what the plan dialog and /pricing show. One plan is saved at a time.
 */
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPriceInput, parsePrice, priceInputText } from '@/domain/prices/money';
import type { Plan } from '@/domain/shared/enums';
import { PLAN_CURRENCY, type PlanPrice } from '@/domain/subscriptions/plan-prices';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { usePlanPrices, useSetPlanPrice } from '@/web/features/subscriptions/api';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';

export function PlanPricesCard() {
  const { t } = useTranslation('admin', { keyPrefix: 'planPrices' });
  const prices = usePlanPrices();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('text')}
        </Text>
        {prices.isPending ? (
          <PageLoader />
        ) : prices.isError ? (
          <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />
        ) : (
          prices.data.map((row) => <PlanPriceRow key={row.plan} row={row} />)
        )}
      </Stack>
    </Card>
  );
}

function PlanPriceRow({ row }: { row: PlanPrice }) {
  const { t } = useTranslation('admin', { keyPrefix: 'planPrices' });
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const save = useSetPlanPrice();
  const [value, setValue] = useState(priceInputText(row.monthlyPrice, language));
  const plan: Plan = row.plan;
  const name = tMain(`enums.plans.${plan}`);
  const parsed = parsePrice(value);
  const changed = parsed !== undefined && parsed !== row.monthlyPrice;

  const submit = () => {
    if (parsed === undefined) return;
    save.mutate(
      { plan, monthlyPrice: parsed },
      {
        onSuccess: () => notifySuccessText(t('saved', { plan: name })),
        onError: (error) => notifyErrorText(tMain(errorKey(errorCodeOf(error)))),
      },
    );
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('label', { plan: name, currency: PLAN_CURRENCY })}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(nextPriceInput(value, event.currentTarget.value))}
        error={value !== '' && parsed === undefined ? tMain('errors.invalidPrice') : undefined}
        style={{ flex: 1 }}
      />
      <Button
        onClick={submit}
        disabled={!changed}
        loading={save.isPending}
        aria-label={t('save', { plan: name })}
      >
        {t('saveShort')}
      </Button>
    </Group>
  );
}
