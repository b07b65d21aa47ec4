import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import { useSubscription } from '../api';
import { TrialBanner } from './trial-banner';

// Its own chunk: only venues whose trial ended see it (decision 0011, the dashboard's first load). Until it arrives the
// dashboard's Suspense boundary shows the page loader, so the dashboard is never usable under a missing dialog.
const TrialEndedModal = lazy(() =>
  import('./trial-ended-modal').then((m) => ({ default: m.TrialEndedModal })),
);

/**
 * What the dashboard shows about the plan (docs/PRODUCT.md#dashboard, #plan-change): the blocking dialog once a FREE
 * trial ended, and for venue admins the trial's last days.
 */
export function PlanGate({ user, venueId }: { user: Profile; venueId: number }) {
  const { ready } = useTranslation('subscriptions');
  const subscription = useSubscription(venueId);
  if (!ready || !subscription.data) return null;
  if (subscription.data.trialEnded) return <TrialEndedModal venueId={venueId} userId={user.id} />;
  return user.role === 'ROLE_ADMIN' ? <TrialBanner subscription={subscription.data} /> : null;
}
