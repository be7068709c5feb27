import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../chunk-load/load-chunk';
import { pageModules } from './page-modules';

type PageId = keyof typeof pageModules;

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's file; the landing page is preloaded while i18n starts, so it never flashes "Loading...". */
  preload(): Promise<void>;
}

function lazyPage(id: PageId): LazyPage {
  let loaded: ComponentType | undefined;
  const load = () =>
    loadChunk(id, pageModules[id]).then((module) => {
      loaded = module.default;
      return module;
    });
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
