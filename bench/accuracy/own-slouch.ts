/**
 * `npm run bench:accuracy:own-slouch`: the truth set again, for users who showed Postura their own
 * slouch once after calibrating (engine/own-slouch.ts). Each bad clip in turn is "the user's slouch":
 * it is shown for 5 s (its held part, 4–9 s), then that clip is played again from the start, and so
 * is every good and everyday clip of the same condition. Reports how many shown slouches are cued
 * when they come back, and which good or everyday clips then cue (the cost of a stricter limit).
 * Evaluates the landmarks `npm run bench:accuracy` rendered (bench/accuracy/.cache).
 */
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { evaluate, loadLandmarks, toPoseFrame } from './evaluate';
import { pipelineEngine } from './pipeline-engine';
import { clips } from './truth-set';

const models: PoseModelChoice[] = ['fast', 'precise'];
const data = loadLandmarks();
if (!data.length) throw new Error('no rendered landmarks: run `npm run bench:accuracy` first');
const bad = clips.filter((c) => c.label === 'bad');

for (const model of models) {
  let shownTotal = 0;
  const falseCues: string[] = [];
  let quietClips = 0;
  const missed: string[] = [];
  for (const condition of data) {
    for (const slouch of bad) {
      const frames = condition.clips[slouch.id];
      if (!frames) continue;
      const shown = frames.filter((f) => f.t >= 4000 && f.t < 9000);
      const engine = pipelineEngine({ sensitivity: 5 }, (m) => shown.map((f) => toPoseFrame(f, m)));
      const only = {
        ...condition,
        clips: Object.fromEntries(
          Object.entries(condition.clips).filter(
            ([id]) => id === slouch.id || clips.find((c) => c.id === id)!.label !== 'bad',
          ),
        ),
      };
      for (const r of evaluate(engine, [only], [model])) {
        if (r.clip === slouch.id) {
          shownTotal++;
          if (!r.cues.length) missed.push(`${condition.condition} ${slouch.id}`);
        } else {
          quietClips++;
          if (r.cues.length)
            falseCues.push(`${condition.condition} ${slouch.id} → ${r.clip} (${r.cues[0]!.metric})`);
        }
      }
    }
  }
  console.log(
    `\n${model}: shown slouches cued when they came back: ${shownTotal - missed.length}/${shownTotal}`,
  );
  for (const m of missed) console.log(`  missed: ${m}`);
  console.log(
    `${model}: good and everyday clips cued after a slouch was shown: ${falseCues.length}/${quietClips}`,
  );
  for (const f of falseCues) console.log(`  cued: ${f}`);
}
