import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), themeCss()],
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
