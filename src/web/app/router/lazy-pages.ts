import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../chunk-load/load-chunk';
import { pageModules } from './page-modules';

type PageId = keyof typeof pageModules;

/** One React.lazy component per page, created once so React keeps its loaded state. */
export const lazyPages = Object.fromEntries(
  Object.entries(pageModules).map(([id, load]) => [id, lazy(() => loadChunk(id, load))]),
) as Record<PageId, LazyExoticComponent<ComponentType>>;
