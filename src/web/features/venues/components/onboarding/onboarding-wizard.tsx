import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFinishOnboarding, useOnboardingStations, useOnboardingSuppliers } from '../../api';
import { ArticlesStep } from './articles-step';
import { LinksStep } from './links-step';
import { StationsStep } from './stations-step';
import { SuppliersStep } from './suppliers-step';

const STEPS = ['stations', 'suppliers', 'links', 'articles', 'complete'] as const;

/**
 * Onboarding wizard (vertical, 5 steps, admin only; docs/PRODUCT.md#onboarding): stations, the venue's own suppliers,
 * which station orders from which supplier, their articles, and completion. Each step's rule decides whether "next"
 * is open; a passed step can be opened again from its header.
 */
export function OnboardingWizard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const stations = useOnboardingStations();
  const suppliers = useOnboardingSuppliers();
  const finish = useFinishOnboarding();
  const [active, setActive] = useState(0);

  if (stations.isPending || suppliers.isPending) return <PageLoader />;
  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />;
  if (suppliers.isError)
    return <ErrorState error={suppliers.error} onRetry={() => void suppliers.refetch()} />;

  const stationList = stations.data;
  const supplierList = suppliers.data;
  const canLeave = [
    stationList.length > 0,
    supplierList.length > 0,
    stationList.every((station) => station.supplierIds.length > 0),
    true,
    true,
  ];
  const hints = [
    t('onboarding.needStation'),
    t('onboarding.needSupplier'),
    t('onboarding.needLinks'),
    '',
    '',
  ];

  const stepBody = (step: (typeof STEPS)[number]) => {
    switch (step) {
      case 'stations':
        return <StationsStep venueId={venueId} stations={stationList} />;
      case 'suppliers':
        return <SuppliersStep suppliers={supplierList} />;
      case 'links':
        return <LinksStep stations={stationList} suppliers={supplierList} />;
      case 'articles':
        return <ArticlesStep suppliers={supplierList} />;
      case 'complete':
        return (
          <Stack gap="sm">
            <Text>{t('onboarding.completeText')}</Text>
            {finish.isError && (
              <Alert color={SEMANTIC_COLORS.negative} role="alert">
                {tMain(errorKey(errorCodeOf(finish.error)))}
              </Alert>
            )}
            <Button
              onClick={() => finish.mutate()}
              loading={finish.isPending}
              color={SEMANTIC_COLORS.positive}
            >
              {t('onboarding.finish')}
            </Button>
          </Stack>
        );
    }
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            {t('onboarding.title')}
          </Title>
          <Text c="dimmed">{t('onboarding.intro')}</Text>
        </Stack>
        <Stepper
          active={active}
          onStepClick={setActive}
          orientation="vertical"
          allowNextStepsSelect={false}
          size="sm"
        >
          {STEPS.map((step, index) => (
            <Stepper.Step
              key={step}
              label={t(`onboarding.steps.${step}`)}
              description={t(`onboarding.stepHints.${step}`)}
            >
              <Stack gap="md">
                {stepBody(step)}
                {index < STEPS.length - 1 && (
                  <Stack gap={4}>
                    {!canLeave[index] && (
                      <Text size="sm" c="dimmed">
                        {hints[index]}
                      </Text>
                    )}
                    <Group gap="xs">
                      {index > 0 && (
                        <Button variant="default" onClick={() => setActive(index - 1)}>
                          {t('onboarding.back')}
                        </Button>
                      )}
                      <Button disabled={!canLeave[index]} onClick={() => setActive(index + 1)}>
                        {t('onboarding.next')}
                      </Button>
                    </Group>
                  </Stack>
                )}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
      </Stack>
    </Card>
  );
}
