import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A message above or below a form: an error (announced at once) or a success note. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
