import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { calibratedEyeLine } from '../engine/calibrated-eye-line';
import type { Calibration } from '../engine/calibration';
import { point, type Keypoint } from '../engine/keypoints';
import type { Limits } from '../engine/score';
import { overlayAspect, pictureScale, shownWidth } from './picture-fit';
import styles from './posture.module.css';

/**
 * The limit the user is judged against, drawn where they can see it: a dashed line where their eyes
 * sat upright at calibration and one where a head-drop cue begins, both following their shoulders.
 */
export function LimitsOverlay({
  keypoints,
  frame,
  calibration,
  headDrop,
}: {
  keypoints: Keypoint[];
  frame: { width: number; height: number };
  calibration: Calibration;
  headDrop: Limits;
}) {
  const { t, i18n } = useTranslation();
  // Labels sit at the edge away from the status badge (which starts the picture's inline start).
  const rtl = i18n.dir() === 'rtl';
  const left = point(keypoints, 'leftShoulder');
  const right = point(keypoints, 'rightShoulder');
  if (calibration.view !== 'front' || !left || !right) return null;
  const width = Math.hypot(left.x - right.x, left.y - right.y);
  const shouldersY = (left.y + right.y) / 2;
  // The head's drop is measured on the eyes (engine/deviations.ts): the lines mark where they sat.
  const upright = calibratedEyeLine(shouldersY, width, calibration);
  const cue = upright + headDrop.bad * width;
  // The labels keep 8 px (of a 640×480 picture) inside the part of the picture the stage shows.
  const scale = pictureScale(frame);
  const edge = (frame.width - shownWidth(frame)) / 2 + 8 * scale;
  // The upright label sits above its line and the cue label below its own (the cue line is always the
  // lower one), so the two never collide however close the lines come when the user sits far back.
  const line = (y: number, label: string, kind: string, side: 'above' | 'below') => (
    <g data-limit={kind}>
      <line x1={0} x2={frame.width} y1={y} y2={y} />
      <text
        x={rtl ? edge : frame.width - edge}
        y={side === 'above' ? y - 6 * scale : y + 6 * scale}
        dominantBaseline={side === 'above' ? 'auto' : 'hanging'}
        textAnchor={rtl ? 'start' : 'end'}
      >
        {label}
      </text>
    </g>
  );
  return (
    <svg
      className={styles.limits}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      preserveAspectRatio={overlayAspect(frame)}
      aria-hidden="true"
      data-testid="limits-overlay"
      // Lines and labels are sized for a 640×480 picture (480×640 upright); a smaller or
      // larger picture is drawn larger or smaller on the stage, so they scale the other way to match.
      style={{ '--picture-scale': scale } as CSSProperties}
    >
      {line(upright, t('posture.limits.upright'), 'upright', 'above')}
      {line(cue, t('posture.limits.slouch'), 'cue', 'below')}
    </svg>
  );
}
