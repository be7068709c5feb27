import type { ComponentType } from 'react';
import type { RouteId } from '../../../shared/routing/paths';

type PageModule = { default: ComponentType };

/** Where each route's page lives; each is its own chunk, loaded when first visited. */
export const pageModules: Record<RouteId | 'notFound', () => Promise<PageModule>> = {
  home: () => import('../../pages/home/home-page'),
  features: () => import('../../pages/features/features-page'),
  upgrade: () => import('../../pages/upgrade/upgrade-page'),
  download: () => import('../../pages/download/download-page'),
  terms: () => import('../../pages/terms/terms-page'),
  privacy: () => import('../../pages/privacy/privacy-page'),
  contact: () => import('../../pages/contact/contact-page'),
  help: () => import('../../pages/help/help-page'),
  faq: () => import('../../pages/faq/faq-page'),
  signin: () => import('../../pages/signin/signin-page'),
  verifySignin: () => import('../../pages/verify-signin/verify-signin-page'),
  signup: () => import('../../pages/signup/signup-page'),
  forgotPassword: () => import('../../pages/forgot-password/forgot-password-page'),
  resetPassword: () => import('../../pages/reset-password/reset-password-page'),
  pose: () => import('../../pages/pose/pose-page'),
  account: () => import('../../pages/account/account-page'),
  progress: () => import('../../pages/progress/progress-page'),
  subscriptionSuccess: () => import('../../pages/subscription-success/subscription-success-page'),
  subscriptionManage: () => import('../../pages/subscription-manage/subscription-manage-page'),
  subscriptionUpdatePayment: () =>
    import('../../pages/subscription-update-payment/subscription-update-payment-page'),
  subscriptionReactivate: () => import('../../pages/subscription-reactivate/subscription-reactivate-page'),
  verifyPhone: () => import('../../pages/verify-phone/verify-phone-page'),
  verifyEmail: () => import('../../pages/verify-email/verify-email-page'),
  billingHistory: () => import('../../pages/billing-history/billing-history-page'),
  notFound: () => import('../../pages/not-found/not-found-page'),
};
