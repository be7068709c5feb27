/**
 * The exercise library. Names, steps and illustrations live in the web app (localized text under
 * `exercises.<id>`, an SVG per id); the server only picks ids.
 */
export const exerciseIds = [
  'chinTuck',
  'neckStretch',
  'shoulderRolls',
  'scapularSqueeze',
  'doorwayStretch',
  'thoracicExtension',
  'catCow',
  'seatedTwist',
  'sideBend',
  'wristStretch',
  'standAndWalk',
  'eyeRest',
] as const;
export type ExerciseId = (typeof exerciseIds)[number];

/** How long each takes, in seconds, and how many steps its instructions have. */
export const exercises: Record<ExerciseId, { seconds: number; steps: number }> = {
  chinTuck: { seconds: 60, steps: 3 },
  neckStretch: { seconds: 60, steps: 3 },
  shoulderRolls: { seconds: 45, steps: 3 },
  scapularSqueeze: { seconds: 60, steps: 3 },
  doorwayStretch: { seconds: 60, steps: 3 },
  thoracicExtension: { seconds: 60, steps: 3 },
  catCow: { seconds: 60, steps: 3 },
  seatedTwist: { seconds: 60, steps: 3 },
  sideBend: { seconds: 45, steps: 3 },
  wristStretch: { seconds: 45, steps: 3 },
  standAndWalk: { seconds: 180, steps: 3 },
  eyeRest: { seconds: 20, steps: 3 },
};

export const recommendationIds = [
  'moveScreenBack',
  'raiseScreen',
  'levelShoulders',
  'straightenHead',
  'centerYourself',
  'sitBack',
  'takeBreaks',
  'worstHourReminder',
  'keepItUp',
  'trackMore',
] as const;
export type RecommendationId = (typeof recommendationIds)[number];

/** One piece of advice with the data behind it (the client words the reason in the user's language). */
export interface Recommendation {
  id: RecommendationId;
  exercises: ExerciseId[];
  /** e.g. { share: 0.38, hour: 15 } → "in 38% of monitored minutes, mostly around 3 pm". */
  reason: { share?: number; hour?: number; count?: number; minutes?: number };
  priority: number;
}

export interface RecommendationsAnswer {
  recommendations: Recommendation[];
  /** Pro: the week ahead, an exercise set per weekday (0 = Sunday); null for free users. */
  weeklyPlan: Array<{ weekday: number; exercises: ExerciseId[] }> | null;
  /** True when more advice exists than the free plan shows. */
  moreWithPro: boolean;
  windowDays: number;
}
