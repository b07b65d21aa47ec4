/**
 * Whether this server process is shutting down. Readiness turns 503 from the moment a shutdown begins (main.ts on
 * SIGTERM, or the app closing), so a load balancer stops sending new requests while those in flight finish.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
