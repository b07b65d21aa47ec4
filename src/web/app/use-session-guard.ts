import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GUARD_DELAY_MS } from '@/domain/shared/timing';
import { type CurrentUser } from '@/web/lib/current-user';
import { clearSession, markVenueDisabled } from '@/web/lib/session';
import { PATHS } from '@/web/lib/paths';
import { guardLogsOut } from './route-access';

/**
 * Guard (docs/PRODUCT.md#guard): GUARD_DELAY_MS after a navigation (or after the profile arrives), an unverified user
 * or one whose venue is disabled is logged out and sent to /login, which explains why.
 */
export function useSessionGuard(pathname: string, { loadedUser, venueDisabled }: CurrentUser): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logsOut = guardLogsOut({ pathname, loadedUser, venueDisabled });

  useEffect(() => {
    if (!logsOut) return undefined;
    const timer = window.setTimeout(() => {
      clearSession();
      markVenueDisabled();
      queryClient.clear();
      navigate(PATHS.login, { replace: true });
    }, GUARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [logsOut, pathname, navigate, queryClient]);
}
