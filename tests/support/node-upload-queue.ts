import {
  createUploadQueue,
  sendRequest,
  type QueuedRequest,
  type QueueStore,
  type SendOutcome,
} from '../../src/web/features/posture/sync/upload-queue';
import type { HttpClient } from './http-client';

/** The browser's IndexedDB outbox, in memory: it outlives the server, which is what matters here. */
export function memoryQueueStore(): QueueStore & { readonly size: number } {
  const items = new Map<number, QueuedRequest>();
  let next = 1;
  return {
    get size() {
      return items.size;
    },
    add: async (request) => void items.set(next++, request),
    first: async () => {
      const [entry] = items;
      return entry ? { key: entry[0], request: entry[1] } : undefined;
    },
    remove: async (key) => void items.delete(key),
  };
}

/**
 * The web app's real upload queue and `sendRequest`, run in Node: requests go to `client`'s server
 * with its session cookie, Origin and address, as the signed-in browser would send them. `onSend`
 * sees each attempt and its outcome (tests use it to strike at a given moment).
 */
export function nodeUploadQueue(
  client: HttpClient,
  onSend: (request: QueuedRequest, outcome: Promise<SendOutcome>) => void = () => undefined,
) {
  const store = memoryQueueStore();
  const fetcher: typeof fetch = (input, init) =>
    fetch(client.base + String(input), {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        origin: client.base,
        'x-forwarded-for': client.ip,
        cookie: client.cookieHeader,
      },
    });
  const queue = createUploadQueue(store, (request) => {
    const outcome = sendRequest(request, fetcher);
    onSend(request, outcome);
    return outcome;
  });
  return {
    ...queue,
    store,
    /** Resolves once every queued request is acknowledged; rejects after `timeoutMs`. */
    async drained(timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (store.size > 0) {
        if (Date.now() > deadline)
          throw new Error(`${store.size} requests still queued after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
