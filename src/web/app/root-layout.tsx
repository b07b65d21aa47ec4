import { Box } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/web/lib/current-user';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { LazyOfflineStatus } from './lazy-offline-status';
import { accessRedirect, hidesTopBarOnMobile, trialEndedRedirect } from './route-access';
import { TopBar } from './shell/top-bar';
import { UpdateBanner } from './shell/update-banner';
import { usePageTitle } from './use-page-title';
import { useScrollToTop } from './use-scroll-to-top';
import { useSessionGuard } from './use-session-guard';
import { useTrialEnded } from './use-trial-ended';

const TOP_BAR_HEIGHT = 56;

/**
 * The shell around every page: routing rules, guard, title, scroll, top bar and update banner. A plain sticky header
 * rather than Mantine's AppShell, whose 20 KB (minified) would count against the /login budget for a layout this
 * simple.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  const mobile = useIsMobile();
  usePageTitle(pathname);
  useScrollToTop(pathname);
  useSessionGuard(pathname, currentUser);
  const trialEnded = useTrialEnded(currentUser);

  // Decided on every render, so logging out anywhere (or a failed token refresh) lands on /login at once.
  const redirect =
    accessRedirect(pathname, currentUser.user) ?? trialEndedRedirect(pathname, currentUser.user, trialEnded);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      {/* Hidden by CSS rather than left out on phones: the markup is then the same at every width, as the login
          page's prerendered HTML (scripts/prerender-login.mjs) must be. */}
      <Box
        component="header"
        visibleFrom={hidesTopBarOnMobile(pathname) ? 'sm' : undefined}
        h={TOP_BAR_HEIGHT}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 200, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <TopBar user={currentUser.user} pathname={pathname} mobile={mobile} />
      </Box>
      <Box component="main" p={{ base: 'sm', sm: 'md' }} maw={1280} mx="auto">
        <UpdateBanner />
        {currentUser.user ? <LazyOfflineStatus /> : null}
        <Outlet />
      </Box>
    </>
  );
}
