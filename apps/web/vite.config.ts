import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  // Maps are written for debugging on the build machine but not linked from the bundles (the server does not
  // serve them in production); the manifest feeds the bundle size check.
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 800 },
});
