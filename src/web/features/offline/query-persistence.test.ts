import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRestoredData } from './query-persistence';

describe('data kept for offline use', () => {
  it('is read again by the next screen that opens it, even when it was kept seconds ago', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    let serverStatus = 'IN_PROGRESS';
    let reads = 0;
    const queryFn = () => {
      reads += 1;
      return Promise.resolve(serverStatus);
    };
    // As restored from IndexedDB: an answer from a moment ago, fresh by its age.
    client.setQueryData(['orders', 'detail', 7], 'IN_PROGRESS', { updatedAt: Date.now() - 1_000 });
    // Meanwhile the outbox replayed a receipt: the server has moved on.
    serverStatus = 'COMPLETED';

    refreshRestoredData(client);
    expect(reads).toBe(0);

    // The order view opens it: the kept answer shows first, then the server's.
    const observer = new QueryObserver(client, { queryKey: ['orders', 'detail', 7], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe('COMPLETED');
    expect(reads).toBe(1);
    unsubscribe();
  });
});
