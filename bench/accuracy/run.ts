/**
 * `npm run bench:accuracy`: renders the truth set (cached in bench/accuracy/.cache), runs Postura's
 * pipeline on both models' landmarks at the default sensitivity, and prints the table of
 * docs/benchmarks.md with the budget: every bad clip cued, no good or everyday clip cued.
 */
import { evaluate, loadLandmarks, report, reportBySubject } from './evaluate';
import { pipelineEngine } from './pipeline-engine';
import { renderLandmarks } from './render-landmarks';

// BENCH_ACCURACY_RENDER=0 evaluates the landmarks already rendered, without rendering the rest.
if (process.env.BENCH_ACCURACY_RENDER !== '0') await renderLandmarks();
const results = evaluate(pipelineEngine(), loadLandmarks(), ['fast', 'precise']);
console.log(report(results));
console.log(`${reportBySubject(results)}\n`);
const missed = results.filter((r) => r.label === 'bad' && !r.cues.length);
const falseCues = results.filter((r) => r.label !== 'bad' && r.cues.length);
const row = (name: string, value: number, ok: boolean) =>
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${String(value).padStart(5)}   budget 0`);
row('bad clips without a cue', missed.length, missed.length === 0);
row('good and everyday clips with a cue', falseCues.length, falseCues.length === 0);
for (const r of [...missed, ...falseCues])
  console.log(
    `      ${r.model} ${r.condition} ${r.clip}${r.calibrationFailed ? ' (calibration failed)' : ''}`,
  );
