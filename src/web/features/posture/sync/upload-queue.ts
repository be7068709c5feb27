/**
 * A durable outbox for posture data: every request is stored before it is sent and deleted only when
 * the server acknowledges it, so closing the laptop or losing the network loses nothing. Requests go
 * out one at a time, in order; the server's idempotency (session id, minute) makes a re-send harmless.
 */
export interface QueuedRequest {
  path: string;
  body: unknown;
}

export interface QueueStore {
  add(request: QueuedRequest): Promise<void>;
  /** The oldest waiting request and its key, if any. */
  first(): Promise<{ key: number; request: QueuedRequest } | undefined>;
  remove(key: number): Promise<void>;
}

export type SendOutcome = 'done' | 'retry' | 'drop';

/** How a request went: acknowledged, try again later (offline, server trouble, signed out), or refused for good. */
export async function sendRequest(
  request: QueuedRequest,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  try {
    const response = await fetcher(request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      credentials: 'same-origin',
    });
    if (response.ok) return 'done';
    if (response.status === 400 || response.status === 404 || response.status === 403) return 'drop';
    return 'retry';
  } catch {
    return 'retry';
  }
}

export function createUploadQueue(
  store: QueueStore,
  send: (request: QueuedRequest) => Promise<SendOutcome> = sendRequest,
) {
  let flushing: Promise<void> | undefined;
  let retryDelayMs = 2000;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function drain(): Promise<void> {
    for (;;) {
      const next = await store.first();
      if (!next) return;
      const outcome = await send(next.request);
      if (outcome === 'retry') {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void flush(), retryDelayMs);
        retryDelayMs = Math.min(retryDelayMs * 2, 60_000);
        return;
      }
      if (outcome === 'drop')
        console.warn('posture upload refused by the server; dropped', next.request.path);
      retryDelayMs = 2000;
      await store.remove(next.key);
    }
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => (flushing = undefined));
    return flushing;
  }

  return {
    async enqueue(request: QueuedRequest): Promise<void> {
      await store.add(request);
      void flush();
    },
    flush,
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
