import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../../features/auth/use-public-config';
import { setAnalyticsLanguage, startAnalytics, trackPageView } from './analytics';

/** A page_view on every route change (after the head names the page); starts the vitals once. */
export function usePageViews(language: string): void {
  const location = useLocation();
  const config = usePublicConfig();
  useEffect(() => {
    if (config) startAnalytics(config.gaMeasurementId);
  }, [config]);
  useEffect(() => {
    setAnalyticsLanguage(language);
    trackPageView(location.pathname, location.search);
    // A new page_view when the page changes, not for its query alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, language]);
}
