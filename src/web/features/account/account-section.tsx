import type { ReactNode } from 'react';
import styles from './account-section.module.css';

/** One titled panel of the account page. */
export function AccountSection({
  id,
  title,
  children,
  tone,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section className={`${styles.section} ${tone === 'danger' ? styles.danger : ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
