import { useRoutes, type RouteObject } from 'react-router';
import { routeIds, routes } from '../../../shared/routing/paths';
import { LanguageGate } from './language-gate';
import { lazyPages } from './lazy-pages';

/** Every route of the table under `/:lng`; anything else reaches the gate, which redirects or 404s. */
function pageRoutes(): RouteObject[] {
  return routeIds.map((id) => {
    const Page = lazyPages[id];
    const path = routes[id].path;
    return path === '/' ? { index: true, element: <Page /> } : { path: path.slice(1), element: <Page /> };
  });
}

/** The whole route tree; the browser runs it in a browser router, the pre-render in a memory router. */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <LanguageGate />,
      children: [{ path: '/:lng', children: pageRoutes() }, { path: '*' }],
    },
  ];
}

const routeTree = appRoutes();

/**
 * The route tree rendered with `useRoutes` inside a plain `<BrowserRouter>` (or the pre-render's
 * `<MemoryRouter>`): the pages load lazily themselves, so React Router's data-router machinery — about
 * 18 KB gzipped of the first download — is not needed.
 */
export function AppRoutes() {
  return useRoutes(routeTree);
}
