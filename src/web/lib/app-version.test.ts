import { describe, expect, it } from 'vitest';
import { isUpdateAvailable } from './app-version';

describe('update detection (docs/PRODUCT.md#update-banner)', () => {
  it('offers an update when the deployed version differs from the running one', () => {
    expect(isUpdateAvailable('0.1.0+1', '0.1.0+2')).toBe(true);
  });

  it('offers nothing when they match or either is unknown', () => {
    expect(isUpdateAvailable('0.1.0+1', '0.1.0+1')).toBe(false);
    expect(isUpdateAvailable(null, '0.1.0+2')).toBe(false);
    expect(isUpdateAvailable('0.1.0+1', null)).toBe(false);
  });
});
