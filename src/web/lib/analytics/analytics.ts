import type { AnalyticsEvent } from '../../../shared/analytics/analytics-schema';

/**
 * page_view and web_vital events (spec §2/§7): queued and sent to our own /api/analytics with
 * sendBeacon (so they survive the page closing), and to Google Analytics only when the server is
 * configured with a measurement id — no third-party script otherwise.
 */
type Gtag = (...args: unknown[]) => void;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let language = 'en';
let gtag: Gtag | undefined;
let lastPageViewPath: string | undefined;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ language, events: queue.splice(0, 20) });
    const sent = navigator.sendBeacon?.('/api/analytics', new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch('/api/analytics', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined);
  }
}

export function track(event: AnalyticsEvent): void {
  queue.push(event);
  gtag?.('event', event.name, event.params);
  timer ??= setTimeout(flush, 5000);
}

export function setAnalyticsLanguage(code: string): void {
  language = code;
}

/**
 * A page_view for the page at `path` (with `search`), the one that rendered — not whatever the address
 * bar says by the time an effect runs: a visitor may follow a link while the first page hydrates.
 */
export function trackPageView(path: string, search = ''): void {
  // The deferred pages' entry counts the first page; the app, started later on it, must not again.
  if (path === lastPageViewPath) return;
  lastPageViewPath = path;
  track({
    name: 'page_view',
    params: {
      page_title: document.title,
      page_location: `${window.location.origin}${path}${search}`,
      page_path: path,
    },
  });
}

/** Loads Google's tag only when asked for by configuration. */
function startGoogleAnalytics(measurementId: string): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  gtag = (...args: unknown[]) => layer.push(args);
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Web vitals from the `web-vitals` library, plus FID from the first-input entry (dropped by v4+). */
async function startWebVitals(): Promise<void> {
  const report = (metric: { name: string; value: number; delta: number }) =>
    track({
      name: 'web_vital',
      params: {
        metric_name: metric.name as 'CLS',
        metric_value: Math.round(metric.value * 1000) / 1000,
        metric_delta: Math.round(metric.delta * 1000) / 1000,
      },
    });
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
  try {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!entry) return;
      const value = entry.processingStart - entry.startTime;
      report({ name: 'FID', value, delta: value });
      observer.disconnect();
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // No first-input entries in this browser.
  }
}

let started = false;

export function startAnalytics(measurementId: string | null): void {
  if (started) return;
  started = true;
  if (measurementId) startGoogleAnalytics(measurementId);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  afterLoad(() => void startWebVitals().catch(() => undefined));
}

/**
 * Runs once the page has loaded and the browser is idle: the vitals library is not needed for the
 * first render, and its observers read the entries buffered since navigation start.
 */
function afterLoad(run: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
