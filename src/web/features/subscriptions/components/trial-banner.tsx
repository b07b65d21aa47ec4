import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/domain/subscriptions/subscriptions.schemas';
import { showsTrialBanner } from '@/domain/subscriptions/trial';

/** A quiet note for venue admins in the trial's last days, before the dashboard locks (docs/PRODUCT.md#trial). */
export function TrialBanner({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscriptions');
  if (!showsTrialBanner(subscription)) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconHourglass size={20} />} role="status">
      {t('trialBanner', { count: subscription.daysTillTrialEnds ?? 0 })}
    </Alert>
  );
}
