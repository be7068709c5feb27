import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { themes, type ThemeMode } from './theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import { readStoredTheme, storeTheme } from './theme-storage';

/**
 * Holds the light/dark choice. index.html's inline script already set `<html data-theme>` from
 * storage before the first paint; this keeps it in step when the user toggles.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readStoredTheme);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', themes[mode].colors.background);
  }, [mode]);

  const setThemeMode = useCallback((next: ThemeMode) => {
    setMode(next);
    storeTheme(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      theme: themes[mode],
      setThemeMode,
      toggleTheme: () => setThemeMode(mode === 'dark' ? 'light' : 'dark'),
    }),
    [mode, setThemeMode],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
