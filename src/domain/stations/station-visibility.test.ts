import { describe, expect, it } from 'vitest';
import { ROLES } from '@/domain/shared/enums';
import { seesStation, stationVisibility } from './station-visibility';

describe('station visibility (docs/PRODUCT.md#station-visibility)', () => {
  it('shows a venue admin every station of the venue, linked or not', () => {
    expect(stationVisibility('ROLE_ADMIN')).toBe('all');
    expect(seesStation('ROLE_ADMIN', false)).toBe(true);
    expect(seesStation('ROLE_ADMIN', true)).toBe(true);
  });

  it('shows staff only the stations they are linked to', () => {
    expect(stationVisibility('ROLE_USER')).toBe('linked');
    expect(seesStation('ROLE_USER', true)).toBe(true);
    expect(seesStation('ROLE_USER', false)).toBe(false);
  });

  it('shows the super admin and supplier users no station of a venue, even one they are linked to', () => {
    for (const role of ['ROLE_SUPERADMIN', 'ROLE_SUPPLIER'] as const) {
      expect(stationVisibility(role)).toBe('none');
      expect(seesStation(role, true)).toBe(false);
    }
  });

  it('decides for every role there is', () => {
    for (const role of ROLES) expect(['all', 'linked', 'none']).toContain(stationVisibility(role));
  });
});
