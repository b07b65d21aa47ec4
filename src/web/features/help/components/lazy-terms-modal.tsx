import { lazyDialog } from '@/web/components/lazy-dialog';

/** The terms of use dialog, fetched when first opened: the profile menu and sign-up do not carry its long text. */
export const LazyTermsModal = lazyDialog(() => import('./terms-modal').then((m) => m.TermsModal));
