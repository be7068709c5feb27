import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calibration } from '../engine/calibration';
import { modelThresholds } from '../engine/model-thresholds';
import { ownSlouch, slouchMetrics } from '../engine/own-slouch';
import type { PoseModelChoice } from '../detector/pose-models';
import styles from './posture.module.css';

/** While the user shows their usual slouch: what to do, and how long is left. */
export function OwnSlouchPrompt({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.offer} role="status" aria-live="assertive" data-testid="own-slouch-prompt">
      <p>
        <strong>{t('posture.ownSlouch.holding')}</strong>
      </p>
      <progress max={1} value={progress} aria-label={t('posture.ownSlouch.holding')} />
    </div>
  );
}

/**
 * Offered once calibrated (optional): show Postura one's usual slouch, so cues come before it. Once
 * shown, which measures it tightened, and a way to show it again or forget it.
 */
export function OwnSlouchOffer({
  calibration,
  model,
  onStart,
  onForget,
}: {
  calibration: Calibration | undefined;
  model: PoseModelChoice;
  onStart(): void;
  onForget(): void;
}) {
  const { t, i18n } = useTranslation();
  // /pose re-renders on every analysed frame; this changes only with the calibration or the model.
  const { wasShown, tightened } = useMemo(() => {
    const shown = ownSlouch(calibration);
    return {
      wasShown: Object.keys(shown).length > 0,
      tightened: slouchMetrics(shown, modelThresholds[model]),
    };
  }, [calibration, model]);
  const list = useMemo(() => new Intl.ListFormat(i18n.language, { type: 'conjunction' }), [i18n.language]);
  return (
    <div className={styles.offer} data-testid="own-slouch-offer">
      <p>
        {!wasShown
          ? t('posture.ownSlouch.offer')
          : tightened.length
            ? t('posture.ownSlouch.tightened', {
                metrics: list.format(tightened.map((id) => t(`progress.metrics.${id}`))),
              })
            : t('posture.ownSlouch.unchanged')}
      </p>
      <button type="button" className="button button-secondary" onClick={onStart}>
        {t(wasShown ? 'posture.ownSlouch.again' : 'posture.ownSlouch.start')}
      </button>
      {wasShown && (
        <button type="button" className="button button-secondary" onClick={onForget}>
          {t('posture.ownSlouch.forget')}
        </button>
      )}
    </div>
  );
}
