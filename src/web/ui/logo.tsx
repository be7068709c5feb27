import { productName } from '../../shared/constants';
import styles from './logo.module.css';

/** Postura's mark: a figure sitting tall, drawn with the primary colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <circle cx="16" cy="8.5" r="3.2" fill="var(--color-on-primary)" />
        <path
          d="M16 13v9M11 16.5h10M12.5 26l3.5-4 3.5 4"
          stroke="var(--color-on-primary)"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <span>{productName}</span>
    </span>
  );
}
