import { useTranslation } from 'react-i18next';
import type { ScreenCorner } from '../engine/look-around';
import styles from './posture.module.css';

/** While calibration takes in where the user looks: a dot in the corner of the screen to look at. */
export function LookAroundTarget({ corner }: { corner: ScreenCorner }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lookAround} data-corner={corner} role="status" aria-live="assertive">
      <span className={styles.lookDot} aria-hidden="true" />
      <p>{t(`posture.calibration.corners.${corner}`)}</p>
    </div>
  );
}

/**
 * Offered once calibrated: look at the corners so reading the bottom of a page is never a slouch; once
 * done, the same look at another screen (a laptop under a monitor, a second monitor beside it).
 */
export function LookAroundOffer({ onStart, another = false }: { onStart(): void; another?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.offer} data-testid={another ? 'look-around-another' : 'look-around-offer'}>
      <p>{t(another ? 'posture.calibration.lookAroundAnother' : 'posture.calibration.lookAround')}</p>
      <button type="button" className="button button-secondary" onClick={onStart}>
        {t(another ? 'posture.calibration.lookAroundAnotherStart' : 'posture.calibration.lookAroundStart')}
      </button>
    </div>
  );
}
