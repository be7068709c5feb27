import styles from './loading.module.css';

/** The fallback shown while a page loads on demand (spec §2: the text "Loading..."). */
export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
