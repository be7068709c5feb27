import type { Namespace } from '../../../shared/i18n/namespaces';
import type { RouteId } from '../../../shared/routing/paths';

/**
 * The translation namespaces each page needs beyond the shell's (`translation`, always loaded). A
 * page renders only once its own are loaded (lazy-pages.tsx), so its text never swaps in; the
 * build's pre-render gives each page only these and fails on a key it cannot find, and
 * tests/locales/page-namespaces.test.ts checks them against the keys each page's code names.
 */
export const pageNamespaces: Record<RouteId | 'notFound', readonly Namespace[]> = {
  home: ['productPictures'],
  features: ['features', 'billing', 'productPictures'],
  upgrade: ['billing', 'productPictures'],
  download: ['download', 'productPictures'],
  terms: ['legal'],
  privacy: ['legal'],
  contact: ['contact', 'auth'],
  help: ['help', 'productPictures'],
  faq: ['faq'],
  signin: ['auth'],
  verifySignin: ['auth'],
  signup: ['auth'],
  forgotPassword: ['auth'],
  resetPassword: ['auth'],
  pose: ['posture', 'progress', 'deskCheck', 'snooze'],
  account: ['account', 'auth', 'reportSettings'],
  progress: ['progress', 'billing', 'deskCheck', 'snooze'],
  subscriptionSuccess: ['billing'],
  subscriptionManage: ['billing'],
  subscriptionUpdatePayment: ['billing'],
  subscriptionReactivate: ['billing'],
  verifyPhone: ['phone', 'auth'],
  verifyEmail: ['auth'],
  billingHistory: ['billing'],
  notFound: [],
};
