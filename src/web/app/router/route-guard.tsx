import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { pathTo, routes, type RouteId } from '../../../shared/routing/paths';
import { useAuth } from '../../features/auth/auth-context';
import { safeRedirect } from '../../features/auth/safe-redirect';
import { switchLanguagePath } from '../../features/language/switch-language-path';
import { Loading } from '../../ui/loading';

/**
 * Spec §2's routing rules: a signed-in page sends a visitor to /signin with the original location (and
 * shows Loading... while the sign-in state loads); a sign-in or sign-up page sends a signed-in user
 * to /pose — or back where a guarded page sent them from (`?redirect=`, only paths on this site).
 * While the sign-in state loads, a sign-in or sign-up page shows its form — what the pre-rendered HTML
 * shows, since nearly everyone who opens it is signed out — and moves on if the user turns out to be
 * signed in.
 */
export function RouteGuard({
  routeId,
  language,
  children,
}: {
  routeId: RouteId | undefined;
  language: LanguageCode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  const access = routeId ? routes[routeId].access : 'public';
  if (access === 'public') return children;
  if (loading) return access === 'guest' ? children : <Loading label={t('common.loading')} />;
  if (access === 'signed-in' && !user) {
    const back = encodeURIComponent(location.pathname + location.search + location.hash);
    return <Navigate to={`${pathTo(language, 'signin')}?redirect=${back}`} replace />;
  }
  if (access === 'guest' && user) {
    const back = safeRedirect(new URLSearchParams(location.search).get('redirect'), pathTo(language, 'pose'));
    // Keep the page language the user is in now (it may just have switched to their saved one).
    const target = new URL(back, 'http://postura.invalid');
    return <Navigate to={switchLanguagePath(target, language)} replace />;
  }
  return children;
}
