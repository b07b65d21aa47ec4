/**
 * The parts of the dashboard its first paint does not need, each its own chunk (decision 0011, Lighthouse): the station
 * picker (a dialog, fetched when first opened), the first-run onboarding wizard and the venue registration (only
 * some users ever see them; the page's Suspense boundary shows the page loader while they arrive) and the supplier
 * answers card, the card of invoices waiting for a decision and the prices that rose (asked for after the station
 * cards, below them).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { lazyDialog } from '@/web/components/lazy-dialog';

export const StationPicker = lazyDialog(() =>
  import('../components/station-picker').then((m) => m.StationPicker),
);
export const OnboardingWizard = lazy(() =>
  import('../components/onboarding/onboarding-wizard').then((m) => ({ default: m.OnboardingWizard })),
);
export const VenueRegistration = lazy(() =>
  import('../components/venue-registration').then((m) => ({ default: m.VenueRegistration })),
);
const SupplierAnswersCardChunk = lazy(() =>
  import('@/web/features/supplier-portal/public').then((m) => ({ default: m.SupplierAnswersCard })),
);

/** The card renders nothing until its answers arrive, so waiting for its chunk shows nothing either. */
export function SupplierAnswersCard(props: ComponentProps<typeof SupplierAnswersCardChunk>) {
  return (
    <Suspense fallback={null}>
      <SupplierAnswersCardChunk {...props} />
    </Suspense>
  );
}

const WaitingInvoicesCardChunk = lazy(() =>
  import('@/web/features/invoices/public').then((m) => ({ default: m.WaitingInvoicesCard })),
);

/** Only venue admins decide invoices; the card renders nothing while none waits. */
export function WaitingInvoicesCard(props: ComponentProps<typeof WaitingInvoicesCardChunk>) {
  return (
    <Suspense fallback={null}>
      <WaitingInvoicesCardChunk {...props} />
    </Suspense>
  );
}

const RisenPricesCardChunk = lazy(() =>
  import('@/web/features/prices/public').then((m) => ({ default: m.RisenPricesCard })),
);

/** PRO venue admins only; the card renders nothing while no price rose beyond the tolerance. */
export function RisenPricesCard(props: ComponentProps<typeof RisenPricesCardChunk>) {
  return (
    <Suspense fallback={null}>
      <RisenPricesCardChunk {...props} />
    </Suspense>
  );
}
