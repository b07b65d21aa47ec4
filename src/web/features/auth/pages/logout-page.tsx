import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PATHS } from '@/web/lib/paths';
import { PageLoader } from '@/web/components/page-loader';
import { clearSession } from '@/web/lib/session';

/**
 * Logging out forgets the stored session (the server is not called: the refresh token simply expires) and
 * reloads on /login, so nothing of the previous user stays in memory (docs/PRODUCT.md#logout).
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.clear();
    window.location.replace(PATHS.login);
  }, [queryClient]);
  return <PageLoader />;
}
