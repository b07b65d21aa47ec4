import { Alert, Anchor, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BASIC_STATION_LIMIT } from '@/domain/subscriptions/plan-allowance';
import { inquiryStationsProblem } from '@/domain/subscriptions/plan-change';
import type { PaidPlan } from '@/domain/subscriptions/subscriptions.schemas';
import { formatMoney } from '@/domain/prices/money';
import { PLAN_CURRENCY } from '@/domain/subscriptions/plan-prices';
import { useAppLanguage } from '@/web/i18n/i18n';
import { PATHS } from '@/web/lib/paths';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useStations } from '@/web/features/stations/api';
import { usePlanPrices, useSendPlanInquiry } from '../api';

interface Props {
  venueId: number;
  userId: number;
}

/**
 * The dashboard of a FREE venue whose trial ended is covered by this dialog; it cannot be closed, and the
 * only ways out are a plan inquiry or logging out (docs/PRODUCT.md#trial-ended). Each plan shows its monthly price,
 * and /pricing tells what each includes (docs/PRODUCT.md#plan-prices). After the inquiry it confirms, and sending
 * again is disabled.
 */
export function TrialEndedModal({ venueId, userId }: Props) {
  const { t } = useTranslation('subscriptions');
  const { t: tMain } = useTranslation();
  const stations = useStations(true);
  const send = useSendPlanInquiry();
  const prices = usePlanPrices();
  const language = useAppLanguage();
  // Each plan's monthly price in the reader's format (docs/PRODUCT.md#plan-prices), once the super admin set one.
  const priced = (plan: PaidPlan) => {
    const price = prices.data?.find((row) => row.plan === plan)?.monthlyPrice;
    return price ? t('trialEnded.price', { price: formatMoney(price, PLAN_CURRENCY, language) }) : null;
  };
  const [plan, setPlan] = useState<PaidPlan>('PRO');
  const [kept, setKept] = useState<number[]>([]);
  const stationList = (stations.data ?? []).map((station) => station.department);
  const choosing = plan === 'BASIC' && stationList.length > BASIC_STATION_LIMIT;
  const checkedStations = choosing ? kept : [];
  const problem = inquiryStationsProblem(
    plan,
    stationList.map((station) => station.id),
    checkedStations,
  );

  return (
    <AppModal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('trialEnded.title')}
    >
      <Stack gap="md">
        <Text>{t('trialEnded.text')}</Text>
        {send.isSuccess ? (
          <Alert color="green" icon={<IconCircleCheck size={20} />} title={t('trialEnded.sentTitle')}>
            {t('trialEnded.sent')}
          </Alert>
        ) : (
          <>
            <Radio.Group
              label={t('trialEnded.choose')}
              value={plan}
              onChange={(value) => setPlan(value as PaidPlan)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="BASIC" label={t('trialEnded.basic')} description={priced('BASIC')} />
                <Radio value="PRO" label={t('trialEnded.pro')} description={priced('PRO')} />
              </Stack>
            </Radio.Group>
            <Anchor component={Link} to={PATHS.pricing} size="sm">
              {t('trialEnded.pricesLink')}
            </Anchor>
            {choosing && (
              <Checkbox.Group
                label={t('trialEnded.keep', { count: BASIC_STATION_LIMIT })}
                value={kept.map(String)}
                onChange={(values) => setKept(values.map(Number).slice(0, BASIC_STATION_LIMIT))}
              >
                <Stack gap="xs" mt="xs">
                  {stationList.map((station) => (
                    <Checkbox
                      key={station.id}
                      value={String(station.id)}
                      label={station.name}
                      disabled={!kept.includes(station.id) && kept.length >= BASIC_STATION_LIMIT}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            {send.isError && <Alert color="red">{tMain(errorKey(errorCodeOf(send.error)))}</Alert>}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={PATHS.logout} variant="default">
            {t('trialEnded.logout')}
          </Button>
          <Button
            disabled={send.isSuccess || problem !== null || stations.isPending}
            loading={send.isPending}
            onClick={() => send.mutate({ venueId, userId, selectedPlan: plan, checkedStations })}
          >
            {t('trialEnded.send')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
