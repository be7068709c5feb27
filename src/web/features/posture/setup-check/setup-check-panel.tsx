import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Keypoint } from '../engine/keypoints';
import { faceAndFrameLight, type PictureLight } from '../detector/picture-light';
import styles from '../desk-check/desk-check.module.css';
import { allGreen, checkSetup, type SetupChecks } from './setup-checks';
import { loadSetupSkipped, saveSetupSkipped } from './setup-check-store';

interface Props {
  /** The light in the latest picture, read in the pose worker. */
  light: PictureLight | undefined;
  keypoints: readonly Keypoint[];
  frame: { width: number; height: number };
  /** Shown instead once the user skipped the check. */
  skipped: ReactNode;
}

const order = ['eyeLevel', 'framing', 'light'] as const satisfies ReadonlyArray<keyof SetupChecks>;

/**
 * Before the first calibration: camera at eye level, both shoulders in view, light on the face, each
 * checked live and turning green; then the user calibrates with the page's Calibrate button, which
 * works whether or not the checks are green.
 */
export function SetupCheckPanel({ light, keypoints, frame, skipped }: Props) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(loadSetupSkipped);
  if (hidden) return <>{skipped}</>;
  const checks = checkSetup(keypoints, frame, faceAndFrameLight(light));
  const ready = allGreen(checks);
  return (
    <section className={styles.setup} aria-labelledby="setup-check-title" data-testid="setup-check">
      <h2 id="setup-check-title" className={styles.title}>
        {t('deskCheck.setup.title')}
      </h2>
      <ul className={styles.checks}>
        {order.map((id) => {
          const state = checks[id];
          const ok = state === 'ok';
          return (
            <li key={id} data-check={id} data-state={state} className={styles.check}>
              <span className={styles.mark} data-ok={ok} aria-hidden="true">
                {ok ? '✓' : '•'}
              </span>
              <span>
                <strong>{t(`deskCheck.setup.${id}.title`)}</strong>
                <span className={styles.hint}>
                  {ok ? t('deskCheck.setup.done') : t(`deskCheck.setup.${id}.${state}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.footer} role="status" aria-live="polite">
        {ready ? t('deskCheck.setup.ready') : t('deskCheck.setup.waiting')}
      </p>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          saveSetupSkipped();
          setHidden(true);
        }}
      >
        {t('deskCheck.setup.skip')}
      </button>
    </section>
  );
}
