import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type QueuedRequest, type QueueStore, type SendOutcome } from './upload-queue';

function memoryStore(): QueueStore & { items: Map<number, QueuedRequest> } {
  const items = new Map<number, QueuedRequest>();
  let next = 1;
  return {
    items,
    add: async (request) => void items.set(next++, request),
    first: async () => {
      const [entry] = items;
      return entry ? { key: entry[0], request: entry[1] } : undefined;
    },
    remove: async (key) => void items.delete(key),
  };
}

describe('posture upload queue', () => {
  it('sends in order and forgets a request only once it is acknowledged', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    const queue = createUploadQueue(store, async (request) => {
      sent.push(request.path);
      return 'done';
    });
    await queue.enqueue({ path: '/a', body: 1 });
    await queue.enqueue({ path: '/b', body: 2 });
    await queue.flush();
    expect(sent).toEqual(['/a', '/b']);
    expect(store.items.size).toBe(0);
  });

  it('keeps everything while offline and delivers it, once, when the network is back', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    let online = false;
    const delivered: unknown[] = [];
    const queue = createUploadQueue(store, async (request): Promise<SendOutcome> => {
      if (!online) return 'retry';
      delivered.push(request.body);
      return 'done';
    });
    await queue.enqueue({ path: '/minutes', body: 'minute 1' });
    await queue.enqueue({ path: '/minutes', body: 'minute 2' });
    await queue.flush();
    expect(store.items.size).toBe(2);
    online = true;
    await vi.advanceTimersByTimeAsync(10_000);
    await queue.flush();
    expect(delivered).toEqual(['minute 1', 'minute 2']);
    expect(store.items.size).toBe(0);
    vi.useRealTimers();
  });

  it('drops a request the server refuses for good, and goes on with the next', async () => {
    const store = memoryStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = createUploadQueue(store, async (request) => (request.path === '/bad' ? 'drop' : 'done'));
    await queue.enqueue({ path: '/bad', body: 0 });
    await queue.enqueue({ path: '/good', body: 1 });
    await queue.flush();
    expect(store.items.size).toBe(0);
    expect(warn).toHaveBeenCalled();
  });
});
