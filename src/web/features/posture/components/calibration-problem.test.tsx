import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../public/locales/en/posture.json';
import type { PoseModelChoice } from '../detector/pose-models';
import type { CalibrationProblem } from '../engine/calibration';
import { CalibrationProblemAlert } from './calibration-problem';

function show(problem: CalibrationProblem, model: PoseModelChoice) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const onUseFast = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CalibrationProblemAlert problem={problem} model={model} onUseFast={onUseFast} />
    </I18nextProvider>,
  );
  return onUseFast;
}

describe('a failed calibration', () => {
  it('offers the fast model when the precise one did not see the user', () => {
    const onUseFast = show('notInFrame', 'precise');
    expect(screen.getByRole('alert').textContent).toContain(en.posture.calibration.notInFrame);
    expect(screen.getByRole('alert').textContent).toContain(en.posture.calibration.preciseLost);
    fireEvent.click(screen.getByRole('button', { name: en.posture.calibration.useFast }));
    expect(onUseFast).toHaveBeenCalledOnce();
  });

  it('offers nothing more when the fast model is already in use', () => {
    show('notInFrame', 'fast');
    expect(screen.getByRole('alert').textContent).toBe(en.posture.calibration.notInFrame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing more for a problem the model does not cause', () => {
    show('moving', 'precise');
    expect(screen.getByRole('alert').textContent).toBe(en.posture.calibration.moving);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
