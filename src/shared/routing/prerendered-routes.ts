import type { RouteId } from './paths';

/**
 * The pages rendered to HTML at build time, in every language, so a crawler without JavaScript reads
 * their text: the pages that look the same to every signed-out visitor. Sign-in and sign-up show their
 * form while the session loads and apply their query only once hydrated, so their HTML is that too;
 * the signed-in pages and /pose are not pre-rendered.
 */
export const prerenderedRouteIds = [
  'home',
  'features',
  'upgrade',
  'download',
  'terms',
  'privacy',
  'contact',
  'help',
  'faq',
  'signin',
  'signup',
] as const satisfies readonly RouteId[];

export function isPrerendered(routeId: RouteId | undefined): boolean {
  return (prerenderedRouteIds as readonly string[]).includes(routeId ?? '');
}

/**
 * The pre-rendered pages that work as they are: text, plain links and native disclosure, no form. For a
 * visitor who is not signed in they load only a small entry (src/web/deferred-start.ts); the app
 * loads and hydrates when the visitor first interacts (decision 012).
 */
export const deferredRouteIds = [
  'home',
  'features',
  'faq',
  'terms',
  'privacy',
] as const satisfies readonly RouteId[];

export function isDeferred(routeId: RouteId | undefined): boolean {
  return (deferredRouteIds as readonly string[]).includes(routeId ?? '');
}

/** Names the built file of the deferred pages' entry: `{ "module": "/assets/deferred-start-….js" }`. */
export const deferredStartFile = 'prerendered/deferred-start.json';

/** Where in the build a pre-rendered page's #root content is written (not served as a file). */
export const prerenderedFolder = 'prerendered';

export function prerenderedFile(language: string, routeId: RouteId): string {
  return `${prerenderedFolder}/${language}/${routeId}.html`;
}

/**
 * What the server writes on #root (`data-prerendered`) with a pre-rendered page, so the browser
 * hydrates only HTML made for its own URL — never, say, an offline app shell kept for another page.
 */
export function prerenderedMark(language: string, routeId: RouteId): string {
  return `${language}/${routeId}`;
}

/**
 * Per pre-rendered page, the files its lazily loaded code brings (its CSS, its script chunks), which
 * the server links from the page's head so the HTML is styled before any script runs.
 */
export type PrerenderedAssets = Record<string, { stylesheets: string[]; modules: string[] }>;

export const prerenderedAssetsFile = `${prerenderedFolder}/assets.json`;
