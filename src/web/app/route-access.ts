/**
 * The routing rules (docs/PRODUCT.md#routing-rules) and the guard (docs/PRODUCT.md#guard) as pure decisions over
 * (path, user), so each rule has a unit test and the shell only carries them out.
 */
import type { Profile } from '@/domain/auth/profile.schemas';
import { ADMIN_PREFIX, homePath, PATHS } from '@/web/lib/paths';
import { routeMeta } from './route-meta';

type AccessUser = Pick<Profile, 'role' | 'verified' | 'finishedOnboarding'>;

function isSuperAdmin(user: Pick<Profile, 'role'>): boolean {
  return user.role === 'ROLE_SUPERADMIN';
}

function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** Where to send the visitor instead, or null when they may stay on `pathname`. */
export function accessRedirect(pathname: string, user: AccessUser | null): string | null {
  const meta = routeMeta(pathname);
  if (!user) return meta.public ? null : PATHS.login;

  if (pathname === PATHS.login) return homePath(user);
  // Links from e-mails (verify, reset, invite) and the demo pages work whoever happens to be signed in.
  if (meta.public || pathname === PATHS.logout) return null;
  if (pathname === ADMIN_PREFIX) return homePath(user);

  const admin = isAdminPath(pathname) || meta.venueAdmin === true;
  if (isSuperAdmin(user)) return isAdminPath(pathname) || meta.superAdminOnly ? null : PATHS.adminRestaurants;
  if (meta.superAdminOnly) return PATHS.home;
  if (admin && user.role !== 'ROLE_ADMIN') return PATHS.home;
  // docs/PRODUCT.md#routing-rules: a venue admin's pages open once onboarding is finished; until then the dashboard
  // carries the onboarding wizard, the one place that sets the venue up.
  if (admin && !user.finishedOnboarding) return PATHS.home;
  return null;
}

/** Phones lose the top bar on the order wizard, login and sign-up (docs/PRODUCT.md#shell-layout). */
export function hidesTopBarOnMobile(pathname: string): boolean {
  return routeMeta(pathname).hideTopBarOnMobile === true;
}

/** Admin pages carry the ADMIN label (route metadata `admin`) (docs/PRODUCT.md#shell-layout). */
export function showsAdminLabel(pathname: string): boolean {
  return routeMeta(pathname).admin === true;
}

interface GuardInput {
  pathname: string;
  /** Null until the profile has been loaded from the server (the guard never acts on stale local data). */
  loadedUser: AccessUser | null;
  venueDisabled: boolean;
}

/**
 * An unverified user or one whose venue is disabled is logged out, except on the exempt pages
 * (docs/PRODUCT.md#guard).
 */
export function guardLogsOut({ pathname, loadedUser, venueDisabled }: GuardInput): boolean {
  if (!loadedUser || routeMeta(pathname).guardExempt) return false;
  return !loadedUser.verified || venueDisabled;
}

/**
 * Guard (docs/PRODUCT.md#guard): a venue on FREE whose trial has ended can only ask for a plan, which happens on the
 * dashboard; any other page sends its people there (logging out stays possible). The super admin has no venue and no
 * trial.
 */
export function trialEndedRedirect(
  pathname: string,
  user: Pick<Profile, 'role'> | null,
  trialEnded: boolean,
): string | null {
  if (!user || isSuperAdmin(user) || !trialEnded) return null;
  if (pathname === PATHS.home || pathname === PATHS.logout || routeMeta(pathname).public) return null;
  return PATHS.home;
}
