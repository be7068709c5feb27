#!/usr/bin/env node
// `npm test`: every test, in an order that keeps both cores of a CI machine busy.
//
// The camera tests play fake-webcam videos in real time to the pose model, one at a time, and leave a
// core mostly idle (about half the CPU free while they run); the unit, server and page tests keep both
// cores busy. So: first the unit and server tests on both cores while the web app builds; then the
// camera tests, with the page tests beside them at a lower priority (their Chromium too, see
// tests/e2e/support/chromium-in-background.sh), so that the pose model keeps the core it needs and
// cues on time. Measured on this project's CI machine: 1294 s instead of 1586 s with everything in one
// `vitest run`, the cues at the same times. Running the longest page test beside the unit tests
// instead made the run longer (1441 s). With arguments (`npm test -- some.test.ts`), plain
// `vitest run` with them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** Vitest's lines that name a failed test or file, and the first line of each error. */
const failureLine = /^\s*(FAIL\s|×\s)|\b(AssertionError|TimeoutError|Error: Test timed out)\b/;
// eslint-disable-next-line no-control-regex -- the colours vitest writes around its marks
const colours = /\u001b\[[0-9;]*m/g;

const args = process.argv.slice(2);
if (args.length) {
  const child = spawn('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  const vitest = ['npx', 'vitest', 'run'];
  const results = await Promise.all([
    run('build', ['npx', 'tsx', 'tests/e2e/support/build-web.ts']),
    run('unit+server', [...vitest, '--project', 'unit', '--project', 'server', '--maxWorkers=2']),
  ]);
  if (results[0].code === 0) {
    const background = path.resolve('tests/e2e/support/chromium-in-background.sh');
    const lowPriority = ['nice', '-n', '10'];
    results.push(
      ...(await Promise.all([
        run('camera', [...vitest, '--project', 'e2e-camera']),
        run('pages', [...lowPriority, ...vitest, '--project', 'e2e-site'], {
          CHROMIUM_PATH: background,
          POSTURA_CHROMIUM: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        }),
      ])),
    );
  }
  console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const r of results) {
    console.log(`  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds} s)`);
    // The failed tests again at the very end: a CI log is often read from its tail only.
    if (r.code !== 0) for (const line of r.failures.slice(0, 40)) console.log(`    ${line}`);
  }
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

/**
 * Runs a command, each line of its output prefixed with its name (the lines run side by side), and
 * keeps the lines that tell what failed.
 */
function run(name, [command, ...rest], env = {}) {
  const t0 = Date.now();
  const failures = [];
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`);
        const plain = line.replace(colours, '');
        if (failureLine.test(plain) && !failures.includes(plain.trim())) failures.push(plain.trim());
      });
    }
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, seconds: ((Date.now() - t0) / 1000).toFixed(0), failures }),
    );
  });
}
