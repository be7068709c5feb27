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
