import i18next from 'i18next';
import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../chunk-load/load-chunk';
import { pageModules } from './page-modules';
import { pageNamespaces } from './page-namespaces';

type PageId = keyof typeof pageModules;

export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Loads the page's file and its translation namespaces (i18next must be initialised); the landing
   * page is preloaded before the first render, so it never flashes "Loading..." or swaps its text in.
   */
  preload(): Promise<void>;
}

function lazyPage(id: PageId): LazyPage {
  let loaded: ComponentType | undefined;
  // A failed namespace load still resolves (i18next retries, then falls back to English or keys);
  // a failed file rejects, for the page's error boundary.
  const load = () =>
    Promise.all([loadChunk(id, pageModules[id]), i18next.loadNamespaces([...pageNamespaces[id]])]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
    );
  const Lazy = lazy(load);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.preload = () => load().then(() => undefined);
  return Page;
}

/** One component per page, created once so each keeps its loaded state. */
export const lazyPages = Object.fromEntries(
  Object.keys(pageModules).map((id) => [id, lazyPage(id as PageId)]),
) as Record<PageId, LazyPage>;
