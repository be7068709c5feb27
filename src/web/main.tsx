import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveLanguagePath } from '../shared/routing/resolve-language-path';
import { App } from './app/app';
import { lazyPages } from './app/router/lazy-pages';
import 'virtual:theme.css';
import './app/styles/global.css';
import { detectLanguage, initI18n } from './lib/i18n/i18n';
import { registerServiceWorker } from './lib/pwa/service-worker-updates';

/** The longest the first paint waits for a translation or page file before showing what it has. */
const firstPaintWaitMs = 2500;

async function start(): Promise<void> {
  const resolution = resolveLanguagePath(window.location.pathname);
  // The landing page's file loads while i18n starts; a failure is left to the page's error boundary.
  const landingPage = lazyPages[(resolution.kind === 'page' && resolution.routeId) || 'notFound'];
  const pageReady = landingPage.preload().catch(() => undefined);
  const i18n = await initI18n();
  const language =
    resolution.kind === 'page'
      ? resolution.language
      : (resolution.kind === 'redirect' && resolution.language) || detectLanguage(i18n);
  // First paint waits (briefly) for the page's language and file, so text and page do not swap in.
  const languageReady = language === i18n.language ? Promise.resolve() : i18n.changeLanguage(language);
  await Promise.race([
    Promise.all([languageReady, pageReady]),
    new Promise((resolve) => setTimeout(resolve, firstPaintWaitMs)),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
