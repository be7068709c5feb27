import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { productName } from '../../../shared/constants';
import type { RouteId } from '../../../shared/routing/paths';

/** `<Page> – Postura` as the tab title (spec §2: page title followed by the product name). */
export function useDocumentTitle(routeId: RouteId | undefined): void {
  const { t, i18n } = useTranslation();
  const page = routeId ? t(`pages.${routeId}.title`) : t('pages.notFound.title');
  useEffect(() => {
    document.title =
      routeId === 'home' ? `${productName} – ${t('pages.home.tagline')}` : `${page} – ${productName}`;
  }, [page, routeId, t, i18n.resolvedLanguage]);
}
