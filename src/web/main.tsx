import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveLanguagePath } from '../shared/routing/resolve-language-path';
import { App } from './app/app';
import 'virtual:theme.css';
import './app/styles/global.css';
import { detectLanguage, initI18n } from './lib/i18n/i18n';

/** How long the first paint waits for a non-English translation before showing English meanwhile. */
const firstPaintLanguageWaitMs = 2500;

async function start(): Promise<void> {
  const i18n = await initI18n();
  const resolution = resolveLanguagePath(window.location.pathname);
  const language =
    resolution.kind === 'page'
      ? resolution.language
      : (resolution.kind === 'redirect' && resolution.language) || detectLanguage(i18n);
  if (language !== i18n.language) {
    await Promise.race([
      i18n.changeLanguage(language),
      new Promise((r) => setTimeout(r, firstPaintLanguageWaitMs)),
    ]);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
