/**
 * The entry of the pre-rendered pages that work as they are (home, features, FAQ, terms, privacy —
 * `deferredRouteIds`), served instead of the app's entry to a visitor who is not signed in. Their
 * HTML is complete: text, plain links to other pre-rendered pages, native disclosure. So the app —
 * React, the router, i18next, the shell: about 120 KB gzipped, most of a slow phone's loading time —
 * is loaded only when the visitor first reaches for the page (pointer, touch, key or focus), and then
 * hydrates the HTML already on screen. A button clicked while it loads is clicked again once React
 * handles the page. Meanwhile this entry does what the app would do on load: the page_view, the web
 * vitals, the service worker and the first-visit language; and it starts the app at once for what
 * only the app shows — the maintenance notice, the "new version" prompt, a signed-in account, a saved light theme, a page
 * without pre-rendered HTML (the offline app shell). Decision 012.
 */
import { storageKeys } from '../shared/constants';
import { isLanguageCode } from '../shared/i18n/languages';
import { loadPublicConfig } from './features/auth/public-config';
import { firstVisitCountryLanguage } from './features/language/first-visit-lookup';
import { switchLanguagePath } from './features/language/switch-language-path';
import { setAnalyticsLanguage, startAnalytics, trackPageView } from './lib/analytics/analytics';
import { onUpdateAvailable, registerServiceWorker } from './lib/pwa/service-worker-updates';

const triggers = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin'] as const;
let started = false;
/** The button clicked while the app was loading, to click again once React handles the page. */
let pendingClick: HTMLElement | undefined;

function rememberClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  // Links navigate and <summary> toggles by themselves; only buttons need React.
  const button = target?.closest<HTMLElement>('button');
  if (button && !target?.closest('a[href]')) pendingClick = button;
}

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of triggers) removeEventListener(type, startApp, { capture: true });
  import('./main').then(
    async ({ appStarted }) => {
      await appStarted;
      removeEventListener('click', rememberClick, { capture: true });
      // The same node when hydrated; a fresh render (say, texts that failed to load) replaced it.
      if (pendingClick?.isConnected) pendingClick.click();
    },
    (error: unknown) => console.warn('The app could not be loaded', error),
  );
}

/**
 * Whether the HTML differs from what this browser's app would show: the account of a signed-in
 * browser, or the theme button of a saved light theme (the HTML is made for the default dark one).
 */
function personalised(): boolean {
  try {
    return (
      localStorage.getItem(storageKeys.signedIn) !== null ||
      localStorage.getItem(storageKeys.theme) === 'light'
    );
  } catch {
    return false;
  }
}

/** Whether #root holds the page's pre-rendered HTML (the offline app shell, say, holds none). */
function prerendered(): boolean {
  const root = document.getElementById('root');
  return root?.dataset.prerendered !== undefined && root.childElementCount > 0;
}

if (personalised() || !prerendered()) {
  // The app would show something else, or there is nothing on screen yet: start at once, as the
  // app's own entry would.
  startApp();
} else {
  for (const type of triggers) addEventListener(type, startApp, { capture: true, passive: true });
  addEventListener('click', rememberClick, { capture: true });
  const language = document.documentElement.lang;
  setAnalyticsLanguage(language);
  trackPageView(window.location.pathname, window.location.search);
  void loadPublicConfig().then((config) => {
    // The maintenance notice is the app's to show.
    if (config.maintenance) startApp();
    startAnalytics(config.gaMeasurementId);
  });
  const explicit = new URLSearchParams(window.location.search).has('lng');
  void firstVisitCountryLanguage().then(
    (country) => {
      if (country && country !== language && isLanguageCode(language) && !explicit)
        window.location.replace(switchLanguagePath(window.location, country));
    },
    (error: unknown) => console.warn('IP language detection failed', error),
  );
}
registerServiceWorker();
// The "new version" prompt is the app's to show.
onUpdateAvailable((waiting) => {
  if (waiting) startApp();
});
