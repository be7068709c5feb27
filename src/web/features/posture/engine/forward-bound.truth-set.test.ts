import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { ovalForwardMargin } from './face-oval';
import { modelThresholds } from './model-thresholds';
import faceOvalFixture from './testing/truth-set-face-oval.json';
import farFixture from './testing/truth-set-far.json';
import leanBoundFixture from './testing/truth-set-lean-bound.json';
import nearDeskFixture from './testing/truth-set-near-desk.json';
import sideCameraFixture from './testing/truth-set-side-camera.json';
import {
  clipStartMs,
  heldFront,
  heldGrowth,
  median,
  playClip,
  type FixtureCondition,
} from './testing/truth-set-replay';

/**
 * The pose model's forward head no further past the face model's oval than the oval's error (decision
 * 066), replayed as the models and FaceMesh read the rig at rendering version 9.
 */
const conditions = (fixture: { conditions: unknown }) =>
  fixture.conditions as Record<string, FixtureCondition>;
const side = conditions(leanBoundFixture)['side']!;
const models: PoseModelChoice[] = ['fast', 'precise'];

describe("the forward head no further past the face model's than its error (decision 066)", () => {
  it.each(models)('a head 3 cm forward with the camera to one side stays quiet on %s', (model) => {
    const played = playClip(side, model, 'forward-head-3cm');
    // The premise, on MoveNet's face (BlazePose's forward head is MoveNet's beside it): its ears
    // spread past the shoulders, while the face model reads the face grown less than they did.
    // Before decision 066 both models cued it as a forward head 12 s in.
    const moveNet = model === 'fast' ? played : playClip(side, 'fast', 'forward-head-3cm');
    expect(heldGrowth(moveNet, 'earWidth')).toBeGreaterThan(
      heldGrowth(moveNet, 'shoulderWidth') + ovalForwardMargin,
    );
    expect(heldGrowth(moveNet, 'ovalWidth')).toBeLessThan(heldGrowth(moveNet, 'shoulderWidth'));
    expect(played.cues).toEqual([]);
  });

  /** Every 6 cm forward head of the fixtures that carry the oval: near, eye level, far, to one side. */
  const forwardHeads: Array<[string, FixtureCondition]> = [
    ...Object.entries(conditions(nearDeskFixture)),
    ...Object.entries(conditions(faceOvalFixture)),
    ...Object.entries(conditions(farFixture)),
    ...Object.entries(conditions(sideCameraFixture)),
  ];
  for (const model of models) {
    it.each(forwardHeads.map(([id, condition]) => ({ id, condition })))(
      `still cues the 6 cm forward head of $id as one (${model})`,
      ({ condition }) => {
        const played = playClip(condition, model, 'forward-head');
        const first = played.cues[0];
        expect(first?.metric).toBe('headForward');
        // The clip holds the forward head from its second 2.
        expect(first!.at - clipStartMs - 2000).toBeLessThan(16_000);
        const reading = median(heldFront(played).map((f) => f.devs?.headForward ?? 0));
        expect(reading).toBeGreaterThan(modelThresholds[model].headForward.fair);
      },
    );
  }
});
