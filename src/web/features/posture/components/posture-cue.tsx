import { useTranslation } from 'react-i18next';
import type { PostureAlert } from '../engine/posture-state-machine';
import styles from './posture.module.css';

/**
 * A cue: what is off and what to do, gentler after minutes of "Almost there", with the answer that
 * teaches Postura the user's own posture.
 */
export function PostureCue({ cue, onSittingFine }: { cue: PostureAlert; onSittingFine(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.alert} role="alert" data-kind={cue.kind} data-testid="posture-cue">
      <p>
        {cue.kind === 'gentle' && <span className={styles.cueLead}>{t('posture.cue.gentle')} </span>}
        {t(`posture.alerts.${cue.metric}`)}
      </p>
      <button type="button" className="button button-secondary" onClick={onSittingFine}>
        {t('posture.cue.sittingFine')}
      </button>
    </div>
  );
}
