import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readOutbox } from './outbox-store';
import { OUTBOX_REPLAY_MESSAGE, replayOutbox } from './outbox-sync';

/**
 * Replays the signed-in user's outbox on app start and whenever the network returns (decision 0024), and when the
 * service worker relays Background Sync; after anything was applied or refused every screen reads its data again.
 */
export function useOutboxReplay(userId: number | null, online: boolean): () => void {
  const queryClient = useQueryClient();
  const replay = () => {
    if (userId === null) return;
    void replayOutbox(userId).then((result) => {
      if (result.applied > 0 || result.refused > 0) void queryClient.invalidateQueries();
    });
  };

  useEffect(() => {
    if (userId === null) return;
    // Without IndexedDB (a private window that refuses it) there is no outbox to read or replay.
    readOutbox(userId).then(
      () => {
        if (online) replay();
      },
      () => undefined,
    );
    // `replay` closes over userId and the client only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, online]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === OUTBOX_REPLAY_MESSAGE) replay();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return replay;
}
