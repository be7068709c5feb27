import styles from './error-message.module.css';

interface Props {
  title: string;
  body: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** A friendly, recoverable error in the page area. */
export function ErrorMessage({ title, body, retryLabel, onRetry }: Props) {
  return (
    <section className={styles.error} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      {onRetry && retryLabel && (
        <button type="button" className="button button-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </section>
  );
}
