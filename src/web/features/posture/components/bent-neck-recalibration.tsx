import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from '../engine/calibration';
import { companionCalibration } from '../engine/companion-reading';
import { calibratedBeforeBow } from '../engine/head-bow';

/**
 * A calibration made before the head's bow was read (decision 061) leaves a neck bent toward a camera
 * below the eyes to the head drop alone, which a laptop flat on the desk reads near its line.
 * Calibrating again fixes that; this says so. A BlazePose calibration without MoveNet beside it has
 * its own notice (ForwardHeadRecalibration), which the same new calibration answers.
 */
export function BentNeckRecalibration({
  calibration,
  model,
}: {
  calibration: Calibration | undefined;
  model: PoseModelChoice;
}) {
  const { t } = useTranslation();
  if (!calibration || !calibratedBeforeBow(calibration)) return null;
  if (model === 'precise' && !companionCalibration(calibration)) return null;
  return <FormAlert kind="info">{t('posture.calibration.recalibrateBentNeck')}</FormAlert>;
}
