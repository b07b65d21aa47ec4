/**
 * Uploads with a progress bar (docs/PRODUCT.md#article-import): the request goes through XMLHttpRequest and reports
 * its upload events.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/web/test-utils';
import { ApiError, apiRequest } from './api-client';
import { startSession } from './session';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** A stand-in XMLHttpRequest: sends in two halves, then answers `status` with `answer`. */
function fakeXhr(status: number, answer: unknown, sent: Sent[]) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'x-request-id' ? 'upload-request-1' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: string | null) {
      sent.push({ ...this.request, body });
      const total = body?.length ?? 0;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      });
    }
  };
}

describe('api client uploads with progress', () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    startSession({ jwt: 'access-1', refreshToken: 'refresh-1', user: profileFixture({ id: 7 }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the JSON body with the bearer token and reports the share sent, ending at 1', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201, { imported: 3 }, sent));
    const progress: number[] = [];
    const answer = await apiRequest('/articles/import/4', {
      method: 'POST',
      body: { fileName: 'a.xlsx', content: 'QUJD' },
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ imported: 3 });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/articles/import/4',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: 'Bearer access-1',
          // Every write carries its own key (decision 0022-idempotency-keys.md).
          'Idempotency-Key': expect.stringMatching(/^"[0-9a-f-]{36}"$/),
        },
        body: JSON.stringify({ fileName: 'a.xlsx', content: 'QUJD' }),
      },
    ]);
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress[0]).toBeLessThan(1);
    expect(progress.at(-1)).toBe(1);
  });

  it('turns a refusal into the same ApiError as fetch does, with the row fields', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(
        400,
        { code: 'importArticleError', message: 'rows', fields: { '3.name': 'sameArticle' } },
        sent,
      ),
    );
    const failure = apiRequest('/articles/import/4', {
      method: 'POST',
      body: { fileName: 'a.xlsx', content: 'QUJD' },
      onUploadProgress: () => undefined,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'importArticleError',
      fields: { '3.name': 'sameArticle' },
      requestId: 'upload-request-1',
    });
  });
});
