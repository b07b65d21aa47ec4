import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, setAppLanguage } from '@/web/i18n/i18n';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { renderRoute } from '@/web/test-utils';
import { RequestError } from './request-error';

const { t } = initI18n();

/** The refusal a real call gets when the server answers 409 with its request id. */
async function refusedWithId(requestId: string): Promise<unknown> {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ code: 'sameStations', message: 'Taken' }), {
      status: 409,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    }),
  );
  return apiRequest('/venue/department', { method: 'POST', body: { name: 'Kuhinja' } }).catch(
    (error: unknown) => error,
  );
}

describe('RequestError', () => {
  it('shows the refusal and the request reference a user can quote, in Serbian and in English', async () => {
    const error = await refusedWithId('k3J9xQ2pLm0a');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('k3J9xQ2pLm0a');

    renderRoute('/', <RequestError error={error} />, { at: '/' });
    expect(screen.getByText(t('errors.sameStations'))).toBeInTheDocument();
    expect(screen.getByText('Referenca: k3J9xQ2pLm0a')).toBeInTheDocument();

    await act(() => setAppLanguage('en'));
    expect(await screen.findByText('Reference: k3J9xQ2pLm0a')).toBeInTheDocument();
  });

  it('shows no reference when no answer came (nothing to look up in the log)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/venue/department').catch((failure: unknown) => failure);
    expect((error as ApiError).code).toBe('network_error');

    renderRoute('/', <RequestError error={error} />, { at: '/' });
    expect(screen.getByText(t('errors.network_error'))).toBeInTheDocument();
    expect(screen.queryByText(/Referenca/)).not.toBeInTheDocument();
  });
});
