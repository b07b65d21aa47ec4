/**
 * Deployment detection (docs/PRODUCT.md#update-banner, #api-version): /version.json is fetched without cache at
 * start-up (its version stored) and then polled; a different version means a new app is deployed.
 */
import { getStoredAppVersion, storeAppVersion } from './session';

const VERSION_URL = '/version.json';

/** The deployed version, or null when it cannot be read (offline, dev server without a build). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/** Start-up: remember which version this page runs. The app starts whether or not this works. */
export async function recordRunningVersion(): Promise<void> {
  const version = await fetchDeployedVersion();
  if (version) storeAppVersion(version);
}

export function isUpdateAvailable(running: string | null, deployed: string | null): boolean {
  return running !== null && deployed !== null && running !== deployed;
}

export function runningVersion(): string | null {
  return getStoredAppVersion();
}

/** The banner's button: remember the new version, then reload (pages are network-first, so this gets the new app). */
export function applyUpdate(deployed: string): void {
  storeAppVersion(deployed);
  window.location.reload();
}
