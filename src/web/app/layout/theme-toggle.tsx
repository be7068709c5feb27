import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme/theme-context';
import { MoonIcon, SunIcon } from '../../ui/icons';
import styles from './navbar.module.css';

/** Switches between the dark (default) and light theme; the choice is saved locally. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleTheme } = useTheme();
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
