import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { notificationActions } from '../src/web/features/posture/snooze/cue-notification';
import { snoozeMessageType } from '../src/web/features/posture/snooze/use-cue-pause';
import { serviceWorkerSource } from './service-worker-source';

/**
 * The generated service worker's answer to a click on a cue's notification, run in a VM context with
 * the worker's globals standing in (Node has no service worker): its buttons snooze every open tab,
 * a click on the body brings /pose back.
 */
function loadWorker(windows: Array<{ url: string }>) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const clients = windows.map((w) => ({ ...w, postMessage: vi.fn(), focus: vi.fn(async () => undefined) }));
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => undefined),
      claim: vi.fn(),
    },
    registration: {},
    location: { origin: 'https://postura.example' },
  };
  vm.runInNewContext(serviceWorkerSource('test', 'models', []), {
    self,
    caches: {},
    fetch,
    URL,
    Response,
    Headers,
  });
  const click = async (action: string) => {
    let done: Promise<unknown> = Promise.resolve();
    const notification = { close: vi.fn(), data: { url: 'https://postura.example/en/pose' } };
    listeners.notificationclick!({ action, notification, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    return notification;
  };
  return { click, clients, self };
}

describe('service worker: cue notifications', () => {
  it('each action button snoozes every open tab for its time, without taking focus', async () => {
    const worker = loadWorker([
      { url: 'https://postura.example/en/pose' },
      { url: 'https://postura.example/en/' },
    ]);
    for (const { action, choice } of notificationActions) {
      const notification = await worker.click(action);
      expect(notification.close).toHaveBeenCalled();
      for (const client of worker.clients)
        expect(client.postMessage).toHaveBeenLastCalledWith({ type: snoozeMessageType, choice });
    }
    expect(worker.clients[0]!.focus).not.toHaveBeenCalled();
  });

  it('a click on the notification itself brings back the /pose tab, or opens it', async () => {
    const worker = loadWorker([
      { url: 'https://postura.example/en/' },
      { url: 'https://postura.example/de/pose' },
    ]);
    await worker.click('');
    expect(worker.clients[1]!.focus).toHaveBeenCalled();
    expect(worker.clients[0]!.focus).not.toHaveBeenCalled();
    const none = loadWorker([]);
    await none.click('');
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://postura.example/en/pose');
  });
});
