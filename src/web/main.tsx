import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { shellNamespace } from '../shared/i18n/namespaces';
import { prerenderedMark } from '../shared/routing/prerendered-routes';
import { resolveLanguagePath } from '../shared/routing/resolve-language-path';
import { App } from './app/app';
import { lazyPages } from './app/router/lazy-pages';
import { pageNamespaces } from './app/router/page-namespaces';
import 'virtual:theme.css';
import './app/styles/global.css';
import { detectLanguage, initI18n } from './lib/i18n/i18n';
import { registerServiceWorker } from './lib/pwa/service-worker-updates';

/** The longest the first paint waits for a translation or page file before showing what it has. */
const firstPaintWaitMs = 2500;
/**
 * A pre-rendered page is on screen already, so hydration waits longer for them (about as long as the
 * translation retries take); past that, or when they failed, the app renders afresh with what it has.
 */
const hydrationWaitMs = 10_000;

/**
 * Settles once the app is attached to the page (hydrating or rendering): from then on React handles
 * the page's events — and hydrates at once what a replayed click lands on (deferred-start.ts).
 */
export const appStarted: Promise<void> = start();
registerServiceWorker();

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const resolution = resolveLanguagePath(window.location.pathname);
  // HTML the server pre-rendered for exactly this page and language (not an offline shell of another).
  const prerendered =
    resolution.kind === 'page' &&
    resolution.routeId !== undefined &&
    container.dataset.prerendered === prerenderedMark(resolution.language, resolution.routeId);
  const landingId = (resolution.kind === 'page' && resolution.routeId) || 'notFound';
  const i18n = await initI18n();
  // The build's photo shoot (scripts/build/product-pictures) defines this to take the mini view in
  // every language from one camera session; nowhere else is it defined.
  const capture = (window as { posturaCapture?: { i18n?: typeof i18n } }).posturaCapture;
  if (capture) capture.i18n = i18n;
  const language =
    resolution.kind === 'page'
      ? resolution.language
      : (resolution.kind === 'redirect' && resolution.language) || detectLanguage(i18n);
  // The landing page's file and namespaces start loading before the language switch, which then
  // loads those namespaces in the page's language too. A failed file is left to the page's error boundary.
  const pageReady = lazyPages[landingId].preload().then(
    () => true,
    () => false,
  );
  // First paint waits (briefly) for the page's language and file, so text and page do not swap in.
  const languageReady = language === i18n.language ? Promise.resolve() : i18n.changeLanguage(language);
  const waitMs = prerendered ? hydrationWaitMs : firstPaintWaitMs;
  const loaded = await Promise.race([
    Promise.all([languageReady, pageReady]).then(([, page]) => page),
    new Promise<false>((resolve) => setTimeout(resolve, waitMs, false)),
  ]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating keeps the server's HTML and only attaches the app; it must render exactly that HTML,
  // so it needs the page's file and its language. Otherwise the app renders afresh in its place.
  const textsLoaded = [shellNamespace, ...pageNamespaces[landingId]].every((ns) =>
    i18n.hasResourceBundle(language, ns),
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a slow phone's "total blocking time", bench/lighthouse); the HTML
  // is on screen meanwhile, and React hydrates first whatever the visitor interacts with.
  if (prerendered && loaded && textsLoaded) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
