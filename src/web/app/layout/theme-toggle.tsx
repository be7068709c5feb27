import { useTranslation } from 'react-i18next';
import { defaultThemeMode } from '../../lib/theme/theme';
import { useTheme } from '../../lib/theme/theme-context';
import { useHydrated } from '../../lib/use-hydrated';
import { MoonIcon, SunIcon } from '../../ui/icons';
import styles from './navbar.module.css';

/** Switches between the dark (default) and light theme; the choice is saved locally. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode: savedMode, toggleTheme } = useTheme();
  // Pre-rendered pages show the default theme's button; the saved choice follows right after hydration.
  const mode = useHydrated() ? savedMode : defaultThemeMode;
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
