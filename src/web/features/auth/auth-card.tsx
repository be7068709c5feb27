import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The frame every sign-in, sign-up and recovery page shares: title, intro, the form, links below. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
