import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import type { PoseModelChoice } from '../detector/pose-models';
import type { CalibrationProblem } from '../engine/calibration';

/**
 * Why calibrating failed, and what to do about it. BlazePose's person detector loses some people that
 * MoveNet finds: in the truth set it found no one in 8 of 12 calibration frames of the third person (a
 * black-and-white, low-resolution face) with the camera to one side, where MoveNet calibrated and cued
 * 31 of his 32 slouches (docs/benchmarks.md). So when the precise model did not see the user, the fast
 * one is offered.
 */
export function CalibrationProblemAlert({
  problem,
  model,
  onUseFast,
}: {
  problem: CalibrationProblem;
  model: PoseModelChoice;
  onUseFast(): void;
}) {
  const { t } = useTranslation();
  const offerFast = problem === 'notInFrame' && model === 'precise';
  return (
    <FormAlert kind="error">
      <p>{t(`posture.calibration.${problem}`)}</p>
      {offerFast && (
        <>
          <p>{t('posture.calibration.preciseLost')}</p>
          <button type="button" className="button button-secondary" onClick={onUseFast}>
            {t('posture.calibration.useFast')}
          </button>
        </>
      )}
    </FormAlert>
  );
}
