import { storageKeys } from '../../../shared/constants';
import { defaultThemeMode, isThemeMode, type ThemeMode } from './theme';

/** The saved choice (localStorage key `theme`), or dark when there is none or storage is blocked. */
export function readStoredTheme(): ThemeMode {
  try {
    const stored = localStorage.getItem(storageKeys.theme);
    return isThemeMode(stored) ? stored : defaultThemeMode;
  } catch {
    return defaultThemeMode;
  }
}

export function storeTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(storageKeys.theme, mode);
  } catch {
    // Private windows may refuse storage; the theme still applies for this visit.
  }
}
