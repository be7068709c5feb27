import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureLight } from '../detector/picture-light';
import type { Keypoint } from '../engine/keypoints';
import type { DeskResult } from './desk-estimate';
import { saveDeskCheck, toRecord } from './desk-check-history';
import { loadDeskCheckOffered, saveDeskCheckOffered } from './desk-check-offer-store';
import { DeskVerdictList } from './desk-verdict-list';
import { useDeskCheck } from './use-desk-check';
import styles from './desk-check.module.css';

interface Props {
  running: boolean;
  calibrated: boolean;
  signedIn: boolean;
  /** The light in the latest picture, read in the pose worker. */
  light: PictureLight | undefined;
  keypoints: readonly Keypoint[];
  frame: { width: number; height: number };
}

/**
 * The desk-setup check on /pose: any time the camera runs, and offered once after the first
 * calibration. The result (numbers only) goes to the history: the account's, or this browser's.
 */
export function DeskCheckPanel({ running, calibrated, signedIn, light, keypoints, frame }: Props) {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(loadDeskCheckOffered);
  const [saved, setSaved] = useState(false);
  const onResult = useCallback(
    (result: DeskResult) => {
      setSaved(false);
      void saveDeskCheck(toRecord(result), signedIn).then(setSaved);
    },
    [signedIn],
  );
  const { state, start } = useDeskCheck(light, keypoints, frame, onResult);
  const offer = running && calibrated && !offered && state.phase === 'idle';
  const markOffered = () => {
    saveDeskCheckOffered();
    setOffered(true);
  };
  const measuring = state.phase === 'measuring';

  return (
    <section
      className={styles.desk}
      data-offer={offer}
      aria-labelledby="desk-check-title"
      data-testid="desk-check"
    >
      <h2 id="desk-check-title" className={styles.title}>
        {t('deskCheck.desk.title')}
      </h2>
      {state.phase !== 'done' && (
        <p className={styles.hint}>{offer ? t('deskCheck.desk.offer') : t('deskCheck.desk.intro')}</p>
      )}
      {!running && <p className={styles.note}>{t('deskCheck.desk.startCamera')}</p>}
      <div role="status" aria-live="polite">
        {measuring && running && <p className={styles.footer}>{t('deskCheck.desk.measuring')}</p>}
        {state.phase === 'noFace' && <p className={styles.footer}>{t('deskCheck.desk.noFace')}</p>}
        {state.phase === 'done' && saved && <p className={styles.note}>{t('deskCheck.desk.saved')}</p>}
      </div>
      {measuring && running && (
        <div className={styles.meter} aria-hidden="true">
          <span style={{ transform: `scaleX(${state.progress})` }} />
        </div>
      )}
      {state.phase === 'done' && (
        <>
          <DeskVerdictList result={state.result} />
          <p className={styles.note}>{t('deskCheck.desk.accuracy')}</p>
        </>
      )}
      {running && (
        <div className={styles.actions}>
          <button
            type="button"
            className={offer ? 'button button-primary' : 'button button-secondary'}
            disabled={measuring}
            onClick={() => {
              markOffered();
              start();
            }}
          >
            {state.phase === 'idle' ? t('deskCheck.desk.start') : t('deskCheck.desk.again')}
          </button>
          {offer && (
            <button type="button" className={styles.link} onClick={markOffered}>
              {t('deskCheck.desk.later')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
