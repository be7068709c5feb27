/**
 * Every page of Postura lives in this one table (spec §2). Links, the router, the server's HTML
 * fallback and head metadata all read it; the language prefix is added in one place,
 * `localizedPath`.
 */
export type RouteAccess =
  /** Anyone. */
  | 'public'
  /** Signed-out visitors only: a signed-in user is sent to /pose. */
  | 'guest'
  /** Signed-in users only: a visitor is sent to /signin and brought back. */
  | 'signed-in';

export interface RouteDefinition {
  /** The path after the language prefix. */
  path: string;
  access: RouteAccess;
  /** Whether search engines may index the page (private pages are noindex,nofollow). */
  indexable: boolean;
}

export const routes = {
  home: { path: '/', access: 'public', indexable: true },
  features: { path: '/features', access: 'public', indexable: true },
  upgrade: { path: '/upgrade', access: 'public', indexable: true },
  download: { path: '/download', access: 'public', indexable: true },
  terms: { path: '/terms', access: 'public', indexable: true },
  privacy: { path: '/privacy', access: 'public', indexable: true },
  contact: { path: '/contact', access: 'public', indexable: true },
  help: { path: '/help', access: 'public', indexable: true },
  faq: { path: '/faq', access: 'public', indexable: true },
  signin: { path: '/signin', access: 'guest', indexable: true },
  verifySignin: { path: '/verify-signin', access: 'guest', indexable: false },
  signup: { path: '/signup', access: 'guest', indexable: true },
  forgotPassword: { path: '/forgot-password', access: 'guest', indexable: false },
  resetPassword: { path: '/reset-password', access: 'guest', indexable: false },
  // The spec shows no sign-in guard on /pose: visitors get live detection without storage.
  pose: { path: '/pose', access: 'public', indexable: true },
  account: { path: '/account', access: 'signed-in', indexable: false },
  progress: { path: '/progress', access: 'signed-in', indexable: false },
  subscriptionSuccess: { path: '/subscription/success', access: 'signed-in', indexable: false },
  subscriptionManage: { path: '/subscription/manage', access: 'signed-in', indexable: false },
  subscriptionUpdatePayment: { path: '/subscription/update-payment', access: 'signed-in', indexable: false },
  subscriptionReactivate: { path: '/subscription/reactivate', access: 'signed-in', indexable: false },
  verifyPhone: { path: '/verify-phone', access: 'signed-in', indexable: false },
  verifyEmail: { path: '/verify-email', access: 'guest', indexable: false },
  billingHistory: { path: '/billing-history', access: 'signed-in', indexable: false },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

export const routeIds = Object.keys(routes) as RouteId[];

const idByPath = new Map<string, RouteId>(routeIds.map((id) => [routes[id].path, id]));

/** The route a language-less path names, if any (`/faq` → faq). */
export function findRouteId(path: string): RouteId | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return idByPath.get(trimmed || '/');
}

/** `/fr` + `/faq` → `/fr/faq`; the home page keeps a trailing slash (`/fr/`). */
export function localizedPath(language: string, path: string): string {
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

export function pathTo(language: string, id: RouteId): string {
  return localizedPath(language, routes[id].path);
}
