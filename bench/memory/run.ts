/**
 * Memory of a long session on /pose: Postura is meant to run all day in a tab, so what it holds must
 * not grow with the time it runs. Debian's headless Chromium, the real build and server, the real
 * models on Chromium's fake camera playing a loop of sitting upright for a minute and leaning in for
 * 30 s (so the status, the score, the cue and its outcome change as in use).
 *
 *   page JS heap          the page's live JavaScript objects after a forced garbage collection
 *   DOM nodes, listeners  the page's document
 *   renderer private      the renderer processes' private memory (RssAnon), after the page's and the
 *                         pose worker's garbage is collected: the page, the worker's heap (a worker
 *                         has no heap figure of its own to read), the models' wasm memory
 *   renderer shared       their shared memory (RssShmem), against the bare page's. Chromium without a
 *                         GPU keeps each camera frame a page converts (createImageBitmap of the video, or
 *                         drawImage on a canvas) in a purgeable shared-memory cache of its own, some
 *                         1.2 MB a 640×480 frame up to about 450 MB: /pose hands the worker VideoFrames
 *                         and copies their pixels out instead (detector/camera-picture.ts), so the cache
 *                         must stay empty. At the end a memory-pressure signal is sent and it is read again
 *
 * Each is sampled every 15 s; growth is the slope of a least-squares line through the samples after
 * the first `warmUpMinutes` (the models load, the wasm heap grows to its working size, the face finder
 * starts), in MB (or nodes) an hour. The bare page (the same /pose, camera off, in a browser of its own)
 * is measured over the same minutes for comparison. `npm run bench:memory` (builds first); BENCH_MINUTES sets the session's length
 * (default 18).
 */
import fs from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startAppServer } from '../../tests/e2e/support/app-server';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser';
import { fakeWebcamArgs, fakeWebcamSequence } from '../../tests/e2e/support/fake-webcam';

const minutes = Number(process.env.BENCH_MINUTES ?? 18);
const warmUpMinutes = 3;
const sampleEveryMs = 15_000;

/** An 8-hour working day may add at most this much to what a tab of Postura holds. */
const budgets = { heapMbPerHour: 2, privateMbPerHour: 25, nodesPerHour: 100, listenersPerHour: 20 };
/** Shared memory over the bare page's: the camera's own buffers and the worker's, no frame cache. */
const sharedMbOverBare = 50;

interface Sample {
  minute: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  privateMb: number;
  sharedMb: number;
}
type Figure = Exclude<keyof Sample, 'minute'>;

/** A process's resident memory of one kind (RssAnon, RssShmem) in MB. */
const residentOf = (pid: number, kind: string) => {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${kind}:\\s+(\\d+) kB`));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0; // the process ended between the listing and the reading
  }
};

async function renderers(browserCdp: CDPSession): Promise<number[]> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
}

async function sample(
  page: Page,
  cdp: CDPSession,
  browserCdp: CDPSession,
  startedAt: number,
): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  // The worker's isolate is collected too (Chromium runs with --expose-gc), so that its garbage
  // between collections does not read as growth. Camera off, there is no worker.
  await Promise.all(page.workers().map((worker) => worker.evaluate('gc(), gc()').catch(() => undefined)));
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const pids = await renderers(browserCdp);
  return {
    minute: (Date.now() - startedAt) / 60_000,
    heapMb: metric('JSHeapUsedSize') / 2 ** 20,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    privateMb: pids.reduce((sum, pid) => sum + residentOf(pid, 'RssAnon'), 0),
    sharedMb: pids.reduce((sum, pid) => sum + residentOf(pid, 'RssShmem'), 0),
  };
}

/** Least-squares slope of `key` against the minute, per hour. */
function perHour(samples: Sample[], key: Figure): number {
  const n = samples.length;
  const mx = samples.reduce((s, x) => s + x.minute, 0) / n;
  const my = samples.reduce((s, x) => s + x[key], 0) / n;
  const sxy = samples.reduce((s, x) => s + (x.minute - mx) * (x[key] - my), 0);
  const sxx = samples.reduce((s, x) => s + (x.minute - mx) ** 2, 0);
  return (sxy / sxx) * 60;
}

async function session(
  appUrl: string,
  camera: boolean,
): Promise<{ samples: Sample[]; sharedAfterPressureMb: number }> {
  const video = fakeWebcamSequence([
    ['upright', 60],
    ['leanInSlight', 30],
  ]);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--js-flags=--expose-gc', ...fakeWebcamArgs(video)],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const browserCdp = await browser.newBrowserCDPSession();
    await page.goto(`${appUrl}/en/pose`);
    if (camera) {
      await page.getByRole('button', { name: 'Start camera' }).click();
      await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 90_000 });
      await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 60_000 });
    }
    const startedAt = Date.now();
    const samples: Sample[] = [];
    while (Date.now() - startedAt < minutes * 60_000) {
      samples.push(await sample(page, cdp, browserCdp, startedAt));
      const last = samples.at(-1)!;
      console.error(
        `${camera ? 'session' : 'bare   '} ${last.minute.toFixed(1).padStart(5)} min  heap ${last.heapMb.toFixed(1)} MB  ` +
          `nodes ${last.nodes}  listeners ${last.listeners}  ` +
          `renderer private ${last.privateMb.toFixed(0)} MB, shared ${last.sharedMb.toFixed(0)} MB`,
      );
      await page.waitForTimeout(sampleEveryMs);
    }
    if (camera) {
      const frames = await page.evaluate(
        () =>
          (window as unknown as { posturaDiagnostics?: { frames: number } }).posturaDiagnostics?.frames ?? 0,
      );
      console.error(`session analysed ${frames} frames`);
    }
    // Chromium's frame cache is purgeable: under memory pressure it is given back.
    await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
    await page.waitForTimeout(5000);
    const pids = await renderers(browserCdp);
    const sharedAfterPressureMb = pids.reduce((sum, pid) => sum + residentOf(pid, 'RssShmem'), 0);
    return { samples, sharedAfterPressureMb };
  } finally {
    await browser.close();
  }
}

const server = await startAppServer();
// The bare page idles beside the session (it costs next to no CPU), over the same minutes.
const [bare, live] = await Promise.all([session(server.url, false), session(server.url, true)]);
await server.close();

const settled = (samples: Sample[]) => samples.filter((s) => s.minute >= warmUpMinutes);
const row = (name: string, value: string, budget: string, ok: boolean) =>
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${value.padStart(24)}   budget ${budget}`);
const figure = (key: Figure, unit: string, budget: number) => {
  const growth = perHour(settled(live.samples), key);
  const bareGrowth = perHour(settled(bare.samples), key);
  const end = live.samples.at(-1)![key];
  row(
    `${key} growth (${unit}/hour)`,
    `${growth.toFixed(1)} (bare ${bareGrowth.toFixed(1)})`,
    `≤ ${budget} more than bare; at the end ${end.toFixed(0)} (bare ${bare.samples.at(-1)![key].toFixed(0)})`,
    growth - bareGrowth <= budget,
  );
};
console.log(`\n${minutes} minutes on /pose, growth after the first ${warmUpMinutes}:`);
figure('heapMb', 'MB', budgets.heapMbPerHour);
figure('privateMb', 'MB', budgets.privateMbPerHour);
figure('nodes', 'nodes', budgets.nodesPerHour);
figure('listeners', 'listeners', budgets.listenersPerHour);
const shared = live.samples.at(-1)!.sharedMb;
const bareShared = bare.samples.at(-1)!.sharedMb;
row(
  'renderer shared memory (MB)',
  `${shared.toFixed(0)} (bare ${bareShared.toFixed(0)})`,
  `≤ ${sharedMbOverBare} more than bare; under memory pressure ${live.sharedAfterPressureMb.toFixed(0)}`,
  shared - bareShared <= sharedMbOverBare,
);
