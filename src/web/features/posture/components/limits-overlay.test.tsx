import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Calibration } from '../engine/calibration';
import { keypointIndex, type Keypoint, type KeypointName } from '../engine/keypoints';
import { LimitsOverlay } from './limits-overlay';

/** Shoulders level at y = 300, 100 px apart: the lines sit `headHeight` and `headHeight - bad` widths above. */
function keypointsAt(): Keypoint[] {
  return (Object.keys(keypointIndex) as KeypointName[]).map((name) => {
    if (name === 'leftShoulder') return { x: 370, y: 300, score: 0.9 };
    if (name === 'rightShoulder') return { x: 270, y: 300, score: 0.9 };
    return { x: 320, y: 200, score: 0.9 };
  });
}

const calibration = { view: 'front', headHeight: 0.6 } as Calibration;

function i18nFor(lng: string) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  return i18n;
}

function labels(
  bad: number,
  lng = 'en',
  calibrated: Calibration = calibration,
  frame = { width: 640, height: 480 },
) {
  const { container } = render(
    <I18nextProvider i18n={i18nFor(lng)}>
      <LimitsOverlay
        keypoints={keypointsAt()}
        frame={frame}
        calibration={calibrated}
        headDrop={{ fair: bad * 0.7, bad }}
      />
    </I18nextProvider>,
  );
  const of = (kind: string) => {
    const group = container.querySelector(`[data-limit="${kind}"]`)!;
    return {
      line: Number(group.querySelector('line')!.getAttribute('y1')),
      text: Number(group.querySelector('text')!.getAttribute('y')),
      baseline: group.querySelector('text')!.getAttribute('dominant-baseline'),
      x: Number(group.querySelector('text')!.getAttribute('x')),
    };
  };
  const scale = container
    .querySelector<SVGElement>('[data-testid="limits-overlay"]')!
    .style.getPropertyValue('--picture-scale');
  return { upright: of('upright'), cue: of('cue'), scale: Number(scale) };
}

describe('limits overlay', () => {
  it('fits the picture as the stage shows it: covering a level picture, whole for an upright one', () => {
    const fit = (frame: { width: number; height: number }) =>
      render(
        <I18nextProvider i18n={i18nFor('en')}>
          <LimitsOverlay
            keypoints={keypointsAt()}
            frame={frame}
            calibration={calibration}
            headDrop={{ fair: 0.07, bad: 0.1 }}
          />
        </I18nextProvider>,
      )
        .container.querySelector('[data-testid="limits-overlay"]')!
        .getAttribute('preserveAspectRatio');
    expect(fit({ width: 640, height: 480 })).toBe('xMidYMid slice');
    expect(fit({ width: 480, height: 640 })).toBe('xMidYMid meet');
  });

  it('draws the upright line where the head sat and the cue line a bad head drop below it', () => {
    const { upright, cue } = labels(0.14);
    expect(upright.line).toBeCloseTo(300 - 0.6 * 100);
    expect(cue.line).toBeCloseTo(300 - (0.6 - 0.14) * 100);
  });

  it('follows the eyes, on which the head drop is measured, when the calibration has them', () => {
    const { upright, cue } = labels(0.1, 'en', { ...calibration, eyeHeight: 0.75 });
    expect(upright.line).toBeCloseTo(300 - 0.75 * 100);
    expect(cue.line).toBeCloseTo(300 - (0.75 - 0.1) * 100);
  });

  it('keeps the two labels apart however close the lines come (a user sitting far back)', () => {
    const { upright, cue } = labels(0.04);
    expect(cue.line - upright.line).toBeLessThan(5);
    // The upright label hangs above its line, the cue label below its own.
    expect(upright.text).toBeLessThan(upright.line);
    expect(upright.baseline).toBe('auto');
    expect(cue.text).toBeGreaterThan(cue.line);
    expect(cue.baseline).toBe('hanging');
  });

  it('puts the labels at the edge away from the status badge, which follows the reading direction', () => {
    expect(labels(0.14, 'en').cue.x).toBe(640 - 8);
    expect(labels(0.14, 'ar').cue.x).toBe(8);
  });

  it('keeps the labels inside the part of a wide picture the 4:3 stage shows, sized to the picture', () => {
    const wide = { width: 1920, height: 1080 };
    // The stage shows 1440 of the 1920 pixels across: 240 are cut off on each side. It draws the
    // picture's 1080 rows where it would draw 480: lines and labels 2.25 times as many pixels.
    expect(labels(0.14, 'en', calibration, wide).cue.x).toBe(1920 - 240 - 18);
    expect(labels(0.14, 'ar', calibration, wide).cue.x).toBe(240 + 18);
    expect(labels(0.14, 'en', calibration, wide).scale).toBe(2.25);
    // An upright phone's 720×1280, shown whole, where 480×640 would be: twice as many.
    expect(labels(0.14, 'en', calibration, { width: 720, height: 1280 }).scale).toBe(2);
    // A small picture, drawn twice as large, has its lines and labels drawn half as large.
    const small = { width: 320, height: 240 };
    expect(labels(0.14, 'en', calibration, small).cue.x).toBe(320 - 4);
    expect(labels(0.14, 'en', calibration, small).scale).toBe(0.5);
  });
});
