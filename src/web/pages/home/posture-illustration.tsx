import styles from './posture-illustration.module.css';

/**
 * A person at a laptop who slouches, gets a gentle cue, and sits tall again — drawn in SVG and moved
 * by CSS alone (no images, no script), and still for people who prefer reduced motion.
 */
export function PostureIllustration({ label }: { label: string }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 360 300" role="img" aria-label={label}>
      <rect x="20" y="250" width="320" height="10" rx="5" className={styles.desk} />
      <rect x="210" y="180" width="110" height="70" rx="8" className={styles.screen} />
      <rect x="195" y="246" width="140" height="6" rx="3" className={styles.screenBase} />
      <circle cx="265" cy="190" r="4" className={styles.camera} />
      <g className={styles.scan}>
        <path d="M261 196 L150 120" className={styles.beam} />
        <path d="M261 196 L140 190" className={styles.beam} />
      </g>
      <rect x="70" y="200" width="70" height="10" rx="5" className={styles.chair} />
      <rect x="80" y="210" width="8" height="40" className={styles.chair} />
      <g className={styles.body}>
        <path d="M110 200 L110 135" className={styles.spine} />
        <path d="M110 150 L160 185 L205 205" className={styles.arm} />
        <g className={styles.head}>
          <circle cx="110" cy="108" r="20" className={styles.face} />
        </g>
      </g>
      <path d="M110 205 L165 205 L170 250" className={styles.leg} />
      <g className={styles.badge}>
        <rect x="24" y="28" width="104" height="34" rx="17" className={styles.badgeBg} />
        <circle cx="44" cy="45" r="6" className={styles.badgeDot} />
        <rect x="58" y="40" width="56" height="10" rx="5" className={styles.badgeText} />
      </g>
    </svg>
  );
}
