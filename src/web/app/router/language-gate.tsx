import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { resolveLanguagePath } from '../../../shared/routing/resolve-language-path';
import { useAccountPreferences } from '../../features/auth/use-account-preferences';
import { useFirstVisitLanguage } from '../../features/language/first-visit-language';
import { CurrentLanguageContext } from '../../lib/i18n/current-language';
import { detectLanguage } from '../../lib/i18n/i18n';
import { Loading } from '../../ui/loading';
import { PageErrorBoundary } from '../chunk-load/page-error-boundary';
import { AppLayout } from '../layout/app-layout';
import { lazyPages } from './lazy-pages';
import { RouteGuard } from './route-guard';
import { useDocumentHead } from './use-document-head';
import { usePageViews } from '../../lib/analytics/use-page-views';

/**
 * Every URL passes here. A path without a language prefix goes to the detected language (keeping
 * query and hash); a prefix we do not speak shows the not-found page; otherwise the page is shown
 * in the URL's language, inside the common layout.
 */
export function LanguageGate() {
  const { i18n, t } = useTranslation();
  const location = useLocation();
  const resolution = resolveLanguagePath(location.pathname);
  const language = resolution.kind === 'page' ? resolution.language : detectLanguage(i18n);

  useEffect(() => {
    if (resolution.kind !== 'redirect' && i18n.resolvedLanguage !== language)
      void i18n.changeLanguage(language);
  }, [i18n, language, resolution.kind]);

  const routeId = resolution.kind === 'page' ? resolution.routeId : undefined;
  useDocumentHead(routeId, language);
  usePageViews(language);
  useFirstVisitLanguage(language);
  useAccountPreferences(language);

  if (resolution.kind === 'redirect') {
    const to = resolution.to(resolution.language ?? language) + location.search + location.hash;
    return <Navigate to={to} replace />;
  }
  const NotFound = lazyPages.notFound;
  return (
    <CurrentLanguageContext.Provider value={language}>
      <AppLayout>
        <PageErrorBoundary
          key={location.pathname}
          title={{ chunk: t('errors.chunkTitle'), generic: t('errors.genericTitle') }}
          body={{ chunk: t('errors.chunkBody'), generic: t('errors.genericBody') }}
          retryLabel={t('errors.retry')}
        >
          <Suspense fallback={<Loading label={t('common.loading')} />}>
            <RouteGuard routeId={routeId} language={language}>
              {routeId ? <Outlet /> : <NotFound />}
            </RouteGuard>
          </Suspense>
        </PageErrorBoundary>
      </AppLayout>
    </CurrentLanguageContext.Provider>
  );
}
