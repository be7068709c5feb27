import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { readNamespace } from '../src/server/i18n/locale-files';
import { languageCodes } from '../src/shared/i18n/languages';
import { browserNamespaces } from '../src/shared/i18n/namespaces';
import {
  deferredStartFile,
  prerenderedAssetsFile,
  prerenderedFile,
  prerenderedRouteIds,
  type PrerenderedAssets,
} from '../src/shared/routing/prerendered-routes';
import { pageNamespaces } from '../src/web/app/router/page-namespaces';
import type { createPageRenderer, Translations } from '../src/web/entry-server';

const serverEntry = path.resolve('src/web/entry-server.tsx');

/**
 * After the browser build, builds src/web/entry-server.tsx for Node (an SSR build held in memory,
 * never shipped to the browser), and renders every pre-rendered page in every language to
 * `<outDir>/prerendered/<lng>/<route>.html`: the content of #root that the server puts into the page.
 * Beside them, `assets.json` names each page's own CSS and script chunks for the page's head.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let assets: PrerenderedAssets = {};
  let deferredStart: { module: string; imports: string[] } | undefined;
  return {
    name: 'postura-prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      assets = pageAssets(bundle, config.base, (message) => this.error(message));
      const deferred = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' &&
          file.isEntry &&
          file.facadeModuleId?.endsWith('/src/web/deferred-start.ts') === true,
      );
      if (!deferred) this.error('pre-render: no chunk for src/web/deferred-start.ts');
      // Its own imports are asked for with it, not after it has been read.
      deferredStart = {
        module: config.base + deferred.fileName,
        imports: deferred.imports.map((file) => config.base + file),
      };
    },
    async closeBundle() {
      const started = performance.now();
      const render = await loadRenderer(config);
      // Every namespace the browser can load, per language; each page renders with only its own.
      const translations = Object.fromEntries(
        languageCodes.map((lng) => [
          lng,
          Object.fromEntries(browserNamespaces.map((ns) => [ns, readNamespace(lng, ns)])),
        ]),
      ) as Translations;
      const renderPage = await render(translations);
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const language of languageCodes) {
        fs.mkdirSync(path.join(outDir, path.dirname(prerenderedFile(language, 'home'))), { recursive: true });
        for (const routeId of prerenderedRouteIds) {
          const html = await renderPage(routeId, language);
          fs.writeFileSync(path.join(outDir, prerenderedFile(language, routeId)), html);
        }
      }
      fs.writeFileSync(path.join(outDir, prerenderedAssetsFile), JSON.stringify(assets, null, 2));
      fs.writeFileSync(path.join(outDir, deferredStartFile), JSON.stringify(deferredStart));
      const count = languageCodes.length * prerenderedRouteIds.length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(
        `pre-rendered ${count} pages (${prerenderedRouteIds.length} × ${languageCodes.length} languages) in ${seconds} s`,
      );
    },
  };
}

/**
 * The CSS and script files each pre-rendered page's chunk loads beyond what the entry already loads
 * (in the browser, Vite adds them when the chunk is imported and skips a stylesheet already linked),
 * and the chunks of its English namespaces: every language loads them (English is the fallback), and
 * hydration waits for them, so they are better asked for with the page than after the entry runs.
 */
function pageAssets(bundle: Rollup.OutputBundle, base: string, fail: (message: string) => never) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<Rollup.OutputChunk>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return [...seen];
  };
  const cssOf = (list: Rollup.OutputChunk[]) => list.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
  const entry = withImports(chunks.filter((chunk) => chunk.isEntry));
  const entryCss = new Set(cssOf(entry));
  const assets: PrerenderedAssets = {};
  for (const routeId of prerenderedRouteIds) {
    // pages/<route-id>/<route-id>-page.tsx, as page-modules.ts imports them.
    const name = routeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/pages/${name}/${name}-page.tsx`));
    if (!page) fail(`pre-render: no chunk for the ${routeId} page`);
    const texts = pageNamespaces[routeId].map((ns) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/public/locales/en/${ns}.json`));
      return chunk ?? fail(`pre-render: no chunk for the English ${ns} namespace`);
    });
    const own = withImports([page, ...texts]).filter((chunk) => !entry.includes(chunk));
    assets[routeId] = {
      stylesheets: [...new Set(cssOf(own))].filter((file) => !entryCss.has(file)).map((f) => base + f),
      modules: own.map((chunk) => base + chunk.fileName),
    };
  }
  return assets;
}

/**
 * The SSR build of the render entry, written to a private folder under node_modules/.cache (so its
 * imports of react, react-router… resolve to this project's packages) and imported from there.
 */
async function loadRenderer(config: ResolvedConfig): Promise<typeof createPageRenderer> {
  const result = (await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: serverEntry,
      write: false,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', inlineDynamicImports: true } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const entry = output.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('The pre-render build produced no entry file');
  const cacheRoot = path.resolve('node_modules/.cache');
  fs.mkdirSync(cacheRoot, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cacheRoot, 'postura-prerender-'));
  try {
    const file = path.join(folder, 'entry-server.mjs');
    fs.writeFileSync(file, entry.code);
    const module = (await import(pathToFileURL(file).href)) as {
      createPageRenderer: typeof createPageRenderer;
    };
    return module.createPageRenderer;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
