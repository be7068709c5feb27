import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from '../engine/calibration';
import { companionCalibration } from '../engine/companion-reading';

/**
 * A BlazePose calibration made before MoveNet read each frame beside it (decision 045) has no
 * MoveNet reading of the upright posture, so the forward head is still BlazePose's own, which misses
 * most people's. Calibrating again fixes that; this says so.
 */
export function ForwardHeadRecalibration({
  calibration,
  model,
}: {
  calibration: Calibration | undefined;
  model: PoseModelChoice;
}) {
  const { t } = useTranslation();
  if (
    model !== 'precise' ||
    !calibration ||
    calibration.view !== 'front' ||
    companionCalibration(calibration)
  )
    return null;
  return <FormAlert kind="info">{t('posture.model.recalibrateForwardHead')}</FormAlert>;
}
