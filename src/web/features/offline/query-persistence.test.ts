import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRestoredData } from './query-persistence';

describe('data kept for offline use', () => {
  it('is read again after a start, even when it was kept seconds ago', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    let serverStatus = 'IN_PROGRESS';
    const queryFn = () => Promise.resolve(serverStatus);
    // As restored from IndexedDB: an answer from a moment ago, fresh by its age.
    client.setQueryData(['orders', 'detail', 7], 'IN_PROGRESS', { updatedAt: Date.now() - 1_000 });
    const observer = new QueryObserver(client, { queryKey: ['orders', 'detail', 7], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    // Meanwhile the outbox replayed a receipt: the server has moved on.
    serverStatus = 'COMPLETED';
    expect(observer.getCurrentResult().data).toBe('IN_PROGRESS');

    refreshRestoredData(client);

    await expect.poll(() => observer.getCurrentResult().data).toBe('COMPLETED');
    unsubscribe();
  });
});
