import { createContext, useContext } from 'react';
import type { Theme, ThemeMode } from './theme';

export interface ThemeContextValue {
  mode: ThemeMode;
  theme: Theme;
  toggleTheme(): void;
  setThemeMode(mode: ThemeMode): void;
}

export const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

/** The current theme and its toggle. Outside a ThemeProvider it throws the spec's message (§8). */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
