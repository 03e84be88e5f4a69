import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineCss } from './scripts/vite-inline-css.ts';
import { precompress } from './scripts/vite-precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 5000}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), inlineCss(), precompress()],
  resolve: {
    alias: { '@shared': path.resolve('src/shared'), '@web': path.resolve('src/web') },
  },
  build: {
    // WEB_DIST_DIR lets parallel builds (tests) write to separate folders.
    outDir: path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each page loads (bench/web.bench.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      // The server refuses cross-origin writes; the dev proxy presents itself as same-origin.
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (req) => req.removeHeader('origin')),
      },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
});
