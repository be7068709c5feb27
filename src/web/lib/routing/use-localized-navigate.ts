import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo, type RouteId } from '../../../shared/routing/paths';
import { useCurrentLanguage } from '../i18n/current-language';

export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  return useCallback(
    (to: RouteId, options?: { replace?: boolean; search?: string }) =>
      navigate(pathTo(language, to) + (options?.search ?? ''), { replace: options?.replace }),
    [navigate, language],
  );
}
