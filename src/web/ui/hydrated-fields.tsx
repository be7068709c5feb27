import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import styles from './form.module.css';

/**
 * The fields of a form on a pre-rendered page, disabled until React has hydrated it (a moment after
 * the HTML shows). Typed before then, text would be lost, and a submit would go out as a plain GET
 * with the fields — a password — in the URL.
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
