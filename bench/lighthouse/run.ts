/**
 * Lighthouse on the public pages, in Debian's headless Chromium against the production build, with
 * the mobile and desktop presets. Prints each category score and FCP, LCP, TBT and CLS against the
 * site's budgets, and the home page's JavaScript (gzipped) against 100 KB. Exits 1 when a budget is
 * missed. Run: `npx tsx bench/lighthouse/run.ts` (builds first when the sources are newer).
 *
 *   LIGHTHOUSE_RUNS=3       runs per page and preset; the median performance run is reported
 *   LIGHTHOUSE_WEB_DIR=dir  audit another build folder instead of dist/web (no build then)
 *   LIGHTHOUSE_PAGES=/en/,/en/faq  other pages than /en/, /en/features and /en/faq
 *   LIGHTHOUSE_SAVE=dir     also write each reported run's full result there (JSON, for the details)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { startAppServer } from '../../tests/e2e/support/app-server';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser';
import buildIfNeeded from '../../tests/e2e/support/global-setup';

const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/en/', '/en/features', '/en/faq'];
const presets: Array<{ name: 'mobile' | 'desktop'; config?: Config }> = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const budgets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const clsBudget = 0.01;
const homeJsBudgetKb = 100;

const webDir = process.env.LIGHTHOUSE_WEB_DIR;
if (!webDir) buildIfNeeded();
const server = await startAppServer({ env: webDir ? { WEB_DIR: path.resolve(webDir) } : {} });
const chrome = await launchChromium();
let failed = false;

try {
  const header = ['page', 'preset', 'perf', 'a11y', 'b-p', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  console.log(header.map((cell, i) => cell.padEnd(i === 0 ? 14 : 8)).join(''));
  let homeScripts: Array<{ url: string; transferSize: number }> = [];
  for (const page of pages) {
    for (const preset of presets) {
      const lhr = await audit(`${server.url}${page}`, preset.config);
      if (process.env.LIGHTHOUSE_SAVE) {
        fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${preset.name}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
      }
      const scores = Object.entries(budgets).map(([id, budget]) => {
        const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
        if (score < budget) failed = true;
        return `${score}${score < budget ? '!' : ''}`;
      });
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const cls = metric('cumulative-layout-shift');
      if (!(cls <= clsBudget)) failed = true;
      const row = [
        page,
        preset.name,
        ...scores,
        Math.round(metric('first-contentful-paint')),
        Math.round(metric('largest-contentful-paint')),
        Math.round(metric('total-blocking-time')),
        `${cls.toFixed(3)}${cls <= clsBudget ? '' : '!'}`,
      ];
      console.log(row.map((cell, i) => String(cell).padEnd(i === 0 ? 14 : 8)).join(''));
      for (const [id, category] of Object.entries(lhr.categories)) {
        if ((category.score ?? 0) >= 1) continue;
        const misses = category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a!.id}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);
        if (misses.length && id !== 'performance') console.log(`    ${id}: ${misses.join(', ')}`);
      }
      if (!(cls <= clsBudget)) console.log(`    layout shifts: ${shiftedElements(lhr).join(', ')}`);
      if (page === '/en/' && preset.name === 'mobile') homeScripts = scriptsOf(lhr);
    }
  }

  // The home page's JavaScript as the server sends it, and gzipped (what most budgets are written in).
  let gzipped = 0;
  let transferred = 0;
  for (const script of homeScripts) {
    transferred += script.transferSize;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  if (gzipped / 1024 > homeJsBudgetKb) failed = true;
  console.log(
    `\nhome page JS: ${homeScripts.length} files, ${kb(gzipped)} KB gzipped (budget ${homeJsBudgetKb} KB), ` +
      `${kb(transferred)} KB transferred as served`,
  );
} finally {
  chrome.process.kill();
  await server.close();
}
console.log(failed ? '\nSome budgets were missed (marked !).' : '\nAll budgets met.');
process.exit(failed ? 1 : 0);

/** Runs Lighthouse `runs` times and keeps the run with the median performance score. */
async function audit(url: string, config: Config | undefined): Promise<Result> {
  const results: Result[] = [];
  for (let attempt = 1; results.length < runs; attempt++) {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A trace can fail to record on a busy machine (NO_NAVSTART…): such a run is tried again.
    if (result.lhr.runtimeError) {
      if (attempt >= runs + 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      continue;
    }
    results.push(result.lhr);
  }
  results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return results[Math.floor(results.length / 2)]!;
}

function scriptsOf(lhr: Result): Array<{ url: string; transferSize: number }> {
  const details = lhr.audits['network-requests']?.details as
    { items: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }));
}

/** The elements that moved, as Lighthouse's layout-shifts audit names them. */
function shiftedElements(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as
    { items: Array<{ node?: { selector?: string }; score?: number }> } | undefined;
  return (details?.items ?? []).map(
    (item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`,
  );
}

/** Headless Chromium with a remote debugging port on a private profile; the port is read from its log. */
async function launchChromium(): Promise<{ process: ChildProcess; port: number }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.on('exit', () => fs.rmSync(profile, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  return { process: child, port };
}
