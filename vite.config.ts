import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { relevantCommonPasswords } from './src/shared/auth/password-rules';
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

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), themeCss(), commonPasswordList()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    // `npm run dev`: one URL; the API server runs beside Vite on 3001.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
