import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Plan, PLANS } from '@/domain/shared/enums';
import { MAX_DEPARTMENT_LIMIT, planAllowance } from '@/domain/subscriptions/plan-allowance';
import type { Subscription } from '@/domain/subscriptions/subscriptions.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyError } from '@/web/lib/notify';
import { useSubscription } from '@/web/features/subscriptions/api';
import { useSetSubscription } from '../api';

/**
 * The venue's plan (docs/PRODUCT.md#plan-allowance): the super admin presses edit to change the plan and station
 * limit, then saves or cancels ("admin plan edit toggles into change mode": docs/PRODUCT.md#plan-change). Stations
 * over the new limit are deactivated.
 */
export function SubscriptionCard({ venueId, editable }: { venueId: number; editable: boolean }) {
  const { t } = useTranslation('admin');
  const subscription = useSubscription(venueId);
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('subscription.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('subscription.title')}
          </Title>
          {editable && !editing && subscription.isSuccess && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('subscription.change')}
            </Button>
          )}
        </Group>
        {subscription.isPending ? (
          <PageLoader />
        ) : subscription.isError ? (
          <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
        ) : editing ? (
          <PlanForm venueId={venueId} current={subscription.data} onDone={() => setEditing(false)} />
        ) : (
          <PlanSummary subscription={subscription.data} />
        )}
      </Stack>
    </Card>
  );
}

function PlanSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const allowance = planAllowance(subscription);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {tMain(`enums.plans.${subscription.plan}`)}
        </Badge>
        {subscription.trialEnded && (
          <Badge size="lg" color="red" variant="light">
            {t('subscription.trialEnded')}
          </Badge>
        )}
        {subscription.daysTillTrialEnds !== null && !subscription.trialEnded && (
          <Badge size="lg" color="yellow" variant="light">
            {t('subscription.trialDays', { count: subscription.daysTillTrialEnds })}
          </Badge>
        )}
      </Group>
      <Text size="sm">{t('subscription.stations', { count: allowance.stations })}</Text>
      <Text size="sm" c="dimmed">
        {allowance.messengers ? t('subscription.proFeatures') : t('subscription.noProFeatures')}
      </Text>
    </Stack>
  );
}

function PlanForm({
  venueId,
  current,
  onDone,
}: {
  venueId: number;
  current: Subscription;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const save = useSetSubscription(venueId);
  const [plan, setPlan] = useState<Plan>(current.plan);
  const [limit, setLimit] = useState<number>(current.departmentLimit);
  const limitValid = Number.isInteger(limit) && limit >= 1 && limit <= MAX_DEPARTMENT_LIMIT;
  const submit = () =>
    save.mutate(
      { plan, departmentLimit: limit },
      { onSuccess: onDone, onError: (error) => notifyError(errorKey(errorCodeOf(error))) },
    );
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('subscription.plan')}
        value={plan}
        onChange={(value) => setPlan(value as Plan)}
        data={PLANS.map((code) => ({ value: code, label: tMain(`enums.plans.${code}`) }))}
      />
      <NumberInput
        label={t('subscription.stationLimit')}
        description={plan === 'BASIC' ? t('subscription.basicFixed') : undefined}
        min={1}
        max={MAX_DEPARTMENT_LIMIT}
        allowDecimal={false}
        value={limit}
        onChange={(value) => setLimit(typeof value === 'number' ? value : Number.NaN)}
        error={limitValid ? undefined : tMain('errors.invalidInput')}
      />
      <Text size="xs" c="dimmed">
        {t('subscription.deactivationHint')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={submit} disabled={!limitValid} loading={save.isPending}>
          {tMain('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
