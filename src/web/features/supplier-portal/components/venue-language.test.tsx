import { renderHook, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVenueLanguage } from './venue-language';

describe('useVenueLanguage (docs/PRODUCT.md#supplier-side)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('only remembers a venue language the page is already in, without switching (decision 0039)', async () => {
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderHook(() => useVenueLanguage('ser'));
    await waitFor(() => expect(localStorage.getItem('language')).toBe('ser'));
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
