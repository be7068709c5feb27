/**
 * Runs Postura's posture engine on the truth set's landmarks and reports, per model and clip group,
 * what it read and whether and when it cued: alert recall on bad clips, false cues per hour on good
 * and everyday clips, time to the first cue.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { ovalFromPoints, type FaceOval } from '../../src/web/features/posture/engine/face-oval';
import type { Keypoint } from '../../src/web/features/posture/engine/keypoints';
import { faceBoxesFrom, type FaceBox } from '../../src/web/features/posture/engine/second-face';
import { cacheDir, type ConditionLandmarks, type LandmarkFrame } from './render-landmarks';
import { badFromOf, clips, conditions, type Label } from './truth-set';

export interface ClipRun {
  statuses: Array<{ t: number; status: string; score: number | undefined }>;
  cues: Array<{ t: number; metric: string; kind: string }>;
  /** Why calibrating failed (the model did not find the person): nothing was played. */
  calibrationFailed?: string;
}
/**
 * One frame as the engine takes it: the model's landmarks and, for BlazePose, MoveNet's of the same
 * picture, which /pose's worker reads too (engine/companion-reading.ts).
 */
export interface PoseFrame {
  t: number;
  keypoints: Keypoint[];
  companion?: Keypoint[];
  /** The face model's oval of the same picture (engine/face-oval.ts), where it found a face. */
  oval?: FaceOval;
  /** Every face the face finder found in the same picture (engine/second-face.ts), where it was read. */
  faces?: FaceBox[];
}
/** The engine under test: calibrate on the first frames, then play a clip. */
export type Engine = (model: PoseModelChoice, calibration: PoseFrame[], clip: PoseFrame[]) => ClipRun;

export const toKeypoints = (frame: LandmarkFrame, model: PoseModelChoice): Keypoint[] =>
  frame[model].map(([x, y, score]) => ({ x: x!, y: y!, score: score! / 100 }));

/** BENCH_ACCURACY_COMPANION=0 reads BlazePose alone, as before decision 045. */
const withCompanion = process.env.BENCH_ACCURACY_COMPANION !== '0';

/** BENCH_ACCURACY_OVAL=0 reads the forward head on the pose models alone, as before decision 056. */
const withOval = process.env.BENCH_ACCURACY_OVAL !== '0';

export const toPoseFrame = (frame: LandmarkFrame, model: PoseModelChoice): PoseFrame => ({
  t: frame.t,
  keypoints: toKeypoints(frame, model),
  companion: model === 'precise' && withCompanion ? toKeypoints(frame, 'fast') : undefined,
  oval: withOval ? ovalFromPoints(frame.oval) : undefined,
  faces: frame.faces && faceBoxesFrom(frame.faces),
});

export function loadLandmarks(): ConditionLandmarks[] {
  return conditions
    .map((c) => path.join(cacheDir, `${c.id}.json`))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as ConditionLandmarks);
}

export interface ClipResult {
  model: PoseModelChoice;
  condition: string;
  clip: string;
  label: Label;
  seconds: number;
  /** When the posture crossed its bad line, in seconds into the clip: a cue is timed from there. */
  badFrom: number;
  cues: ClipRun['cues'];
  calibrationFailed?: string;
  share: Record<string, number>;
  meanScore: number | undefined;
}

export function evaluate(
  engine: Engine,
  data: ConditionLandmarks[],
  models: PoseModelChoice[],
): ClipResult[] {
  const results: ClipResult[] = [];
  for (const model of models) {
    for (const condition of data) {
      // The upright hold (uprightHoldSeconds), then the look at the screen's corners.
      const calibration = condition.calibration.map((f) => toPoseFrame(f, model));
      for (const [clipId, frames] of Object.entries(condition.clips)) {
        const clip = clips.find((c) => c.id === clipId)!;
        const run = engine(
          model,
          calibration,
          frames.map((f) => toPoseFrame(f, model)),
        );
        const counts: Record<string, number> = {};
        for (const s of run.statuses) counts[s.status] = (counts[s.status] ?? 0) + 1;
        const scores = run.statuses.map((s) => s.score).filter((s): s is number => s !== undefined);
        results.push({
          model,
          condition: condition.condition,
          clip: clipId,
          label: clip.label,
          seconds: clip.seconds,
          badFrom: badFromOf(clip),
          cues: run.cues,
          calibrationFailed: run.calibrationFailed,
          share: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / run.statuses.length])),
          meanScore: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : undefined,
        });
      }
    }
  }
  return results;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function report(results: ClipResult[]): string {
  const lines: string[] = [];
  for (const model of [...new Set(results.map((r) => r.model))]) {
    const mine = results.filter((r) => r.model === model);
    const bad = mine.filter((r) => r.label === 'bad');
    const quiet = mine.filter((r) => r.label !== 'bad');
    const cued = bad.filter((r) => r.cues.length);
    const firstCue = cued.map((r) => r.cues[0]!.t / 1000 - r.badFrom).sort((a, b) => a - b);
    const quietHours = quiet.reduce((s, r) => s + r.seconds, 0) / 3600;
    const falseCues = quiet.reduce((s, r) => s + r.cues.length, 0);
    lines.push(`### ${model === 'fast' ? 'MoveNet Lightning (fast)' : 'BlazePose full (precise)'}`, '');
    lines.push(
      `Alert recall on bad clips: **${cued.length}/${bad.length} (${pct(cued.length / Math.max(1, bad.length))})**; ` +
        `false cues on good and everyday clips: **${falseCues} in ${(quietHours * 60).toFixed(0)} min ` +
        `(${(falseCues / Math.max(quietHours, 1e-9)).toFixed(1)} per hour)**; time to the first cue after the slouch ` +
        `began: median ${firstCue.length ? firstCue[Math.floor(firstCue.length / 2)]!.toFixed(1) : '–'} s, ` +
        `worst ${firstCue.length ? firstCue[firstCue.length - 1]!.toFixed(1) : '–'} s.`,
      '',
    );
    const failed = [
      ...new Set(
        mine.filter((r) => r.calibrationFailed).map((r) => `${r.condition} (${r.calibrationFailed})`),
      ),
    ];
    if (failed.length)
      lines.push(
        `Calibration failed — the model did not find the person, so nothing could be cued: ${failed.join(', ')}.`,
        '',
      );
    lines.push(
      '| clip | label | conditions | cued | first cue (s) | good / fair / bad / away | mean score | cue metrics |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const clip of clips) {
      const rows = mine.filter((r) => r.clip === clip.id);
      if (!rows.length) continue;
      const cuedRows = rows.filter((r) => r.cues.length);
      const firsts = cuedRows.map((r) => r.cues[0]!.t / 1000).sort((a, b) => a - b);
      const share = (status: string) => rows.reduce((s, r) => s + (r.share[status] ?? 0), 0) / rows.length;
      const scores = rows.map((r) => r.meanScore).filter((s): s is number => s !== undefined);
      const metrics = [
        ...new Set(
          cuedRows.flatMap((r) => r.cues.map((c) => `${c.metric}${c.kind === 'gentle' ? ' (gentle)' : ''}`)),
        ),
      ];
      const missed =
        clip.label === 'bad'
          ? rows.filter((r) => !r.cues.length).map((r) => r.condition)
          : cuedRows.map((r) => r.condition);
      lines.push(
        `| ${clip.id} | ${clip.label} | ${rows.length} | ${cuedRows.length}/${rows.length}${missed.length && missed.length < rows.length ? ` (${clip.label === 'bad' ? 'missed' : 'cued'}: ${missed.join(', ')})` : ''} | ` +
          `${firsts.length ? `${firsts[0]!.toFixed(1)}–${firsts[firsts.length - 1]!.toFixed(1)}` : '–'} | ` +
          `${pct(share('good'))} / ${pct(share('fair'))} / ${pct(share('bad'))} / ${pct(share('away'))} | ` +
          `${scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : '–'} | ${metrics.join(', ') || '–'} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Recall and false cues per person the rig posed, per model: the limits were read on the astronaut, so
 * the other people show how well they carry over to a face and a build they were not read on.
 */
export function reportBySubject(results: ClipResult[]): string {
  const subjectOf = (condition: string) =>
    conditions.find((c) => c.id === condition)?.view.subject ?? 'astronaut';
  const lines = [
    '| person | model | bad clips cued | false cues (good and everyday) | missed or falsely cued |',
  ];
  lines.push('|---|---|---|---|---|');
  for (const subject of [...new Set(results.map((r) => subjectOf(r.condition)))]) {
    for (const model of [...new Set(results.map((r) => r.model))]) {
      const mine = results.filter((r) => r.model === model && subjectOf(r.condition) === subject);
      const bad = mine.filter((r) => r.label === 'bad');
      const quiet = mine.filter((r) => r.label !== 'bad');
      const failed = [...new Set(mine.filter((r) => r.calibrationFailed).map((r) => r.condition))];
      const wrong = [
        ...failed.map(
          (c) =>
            `${c}: calibration failed, its ${bad.filter((r) => r.condition === c).length} bad clips missed`,
        ),
        ...bad
          .filter((r) => !r.cues.length && !r.calibrationFailed)
          .map((r) => `${r.condition} ${r.clip} (missed)`),
        ...quiet.filter((r) => r.cues.length).map((r) => `${r.condition} ${r.clip} (cued)`),
      ];
      lines.push(
        `| ${subject} | ${model} | ${bad.filter((r) => r.cues.length).length}/${bad.length} | ` +
          `${quiet.reduce((n, r) => n + r.cues.length, 0)} in ${(quiet.reduce((s, r) => s + r.seconds, 0) / 60).toFixed(0)} min | ` +
          `${wrong.join(', ') || '–'} |`,
      );
    }
  }
  return lines.join('\n');
}
