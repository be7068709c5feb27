import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toSupportedLanguage } from '../../../shared/i18n/languages';
import { isThemeMode } from '../../lib/theme/theme';
import { useTheme } from '../../lib/theme/theme-context';
import { switchLanguagePath } from '../language/switch-language-path';
import { useAuth } from './auth-context';

/**
 * The theme and language saved to the account follow the user: at the moment they sign in (on any
 * device) they are applied once. Later choices on this device are left alone.
 */
export function useAccountPreferences(currentLanguage: string): void {
  const { user, loading } = useAuth();
  const { mode, setThemeMode } = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  const previousUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (loading) return;
    const signedInNow = user && previousUserId.current === null;
    previousUserId.current = user?.id ?? null;
    if (!signedInNow) return;
    if (isThemeMode(user.theme) && user.theme !== mode) setThemeMode(user.theme);
    const language = toSupportedLanguage(user.preferredLanguage);
    if (language && language !== currentLanguage)
      navigate(switchLanguagePath(location, language), { replace: true });
    // Only the sign-in transition matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, loading]);
}
