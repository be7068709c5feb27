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
 * How often, and how many times, the prompt asks the waiting version again while it has not taken
 * over, before it reloads anyway (about 12 s after the click).
 */
const retryEveryMs = 3000;
const retries = 3;

/**
 * Activates the waiting version; the page reloads once it has taken over. Asks the registration at
 * the moment of the click rather than trusting the worker announced earlier: a later deploy may have
 * replaced it (the announced one is then redundant and would never take over). The new worker can
 * also have become active on its own since (its controllerchange then came before this listener):
 * the page then reloads at once. While nothing has happened, it asks again every few seconds — a
 * message to a worker that was just starting can go unheard, and a button that does nothing is worse
 * than a second message. If the new version still has not taken over, the page reloads anyway: the
 * user asked for a reload, and Chromium holds a version that was told to skip waiting while the old
 * one is busy with the page's requests, and can park it for good when a request restarts the old one
 * mid-handover. The navigation asks Chromium to try the handover again; if it still does not happen,
 * the reloaded page offers the update again.
 */
export async function applyUpdate(): Promise<void> {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  for (let attempt = 0; attempt <= retries && !reloading; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    const controller = navigator.serviceWorker.controller;
    // The new version already runs: it is active, and this page is still held by the old one.
    if (registration?.active && controller && registration.active !== controller) return reload();
    const worker = registration?.waiting ?? waiting;
    // Nothing left to activate (a newer deploy will announce itself once installed): hide the prompt.
    if (!worker || worker.state === 'redundant') return announce(null);
    if (worker.state === 'activated') return reload();
    if (attempt === 0) {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') reload();
      });
    }
    worker.postMessage({ type: 'SKIP_WAITING' });
  }
  if (!reloading) await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
  reload();
}

/** Announces `incoming` once it is installed, if it is an update (a controller is already in place). */
function watchInstalling(incoming: ServiceWorker | null): void {
  if (!incoming) return;
  const check = () => {
    if (incoming.state === 'installed' && navigator.serviceWorker.controller) announce(incoming);
  };
  incoming.addEventListener('statechange', check);
  check();
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
        // A version still installing when this page registered had its updatefound before the listener.
        watchInstalling(registration.installing);
        registration.addEventListener('updatefound', () => watchInstalling(registration.installing));
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
