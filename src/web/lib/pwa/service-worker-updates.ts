/**
 * Registers /sw.js (production builds only) and tells the interface when a new version is waiting, so
 * the user chooses when to reload — never in the middle of a posture session.
 */
type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

function announce(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener(Boolean(worker));
}

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(Boolean(waiting));
  return () => listeners.delete(listener);
}

/**
 * Activates the waiting version; the page reloads once it has taken over. The new worker can also
 * have become active on its own since it was announced (its controllerchange then came before this
 * listener): its own state says so, and the page reloads at once.
 */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  if (worker.state === 'activated') return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

let registering = false;

/** Once per page life, whether the deferred pages' entry or the app asks first. */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // Some browsers and test harnesses that block service workers resolve without a registration.
        if (!registration) return;
        if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const incoming = registration.installing;
          incoming?.addEventListener('statechange', () => {
            // "installed" with a controller in place means an update, not the first install.
            if (incoming.state === 'installed' && navigator.serviceWorker.controller) announce(incoming);
          });
        });
        // Look for a new version when the tab comes back, not only on page load.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      },
      (error: unknown) => console.warn('Service worker registration failed', error),
    );
  // After the page's own loading, which the worker's precaching must not slow down.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
