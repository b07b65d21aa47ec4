/**
 * Who sees which stations of a venue (docs/PRODUCT.md#station-visibility), the one rule every venue operation
 * follows: a venue admin sees every station of the venue, staff only the stations they are linked to. The super admin
 * (and a supplier's user) works through the admin operations, never inside a venue, so no station is theirs here.
 * Deleted stations and other venues' stations are never visible; the server answers them 404, exactly like a station
 * that does not exist.
 */
import type { Role } from '@/domain/shared/enums';

/** `all`: every live station of the caller's venue; `linked`: those linked to the caller; `none`: no station. */
export type StationVisibility = 'all' | 'linked' | 'none';

export function stationVisibility(role: Role): StationVisibility {
  switch (role) {
    case 'ROLE_ADMIN':
      return 'all';
    case 'ROLE_USER':
      return 'linked';
    case 'ROLE_SUPERADMIN':
    case 'ROLE_SUPPLIER':
      return 'none';
  }
}

/** Whether a station of the caller's own venue is visible, given whether the caller is linked to it. */
export function seesStation(role: Role, linkedToCaller: boolean): boolean {
  const visibility = stationVisibility(role);
  return visibility === 'all' || (visibility === 'linked' && linkedToCaller);
}
