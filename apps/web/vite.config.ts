import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The signed-in shell's texts, one chunk per locale. The namespaces that pages outside the shell load (the
// sign-in pages, the customer's signing page, the password and second-factor steps) keep chunks of their own.
const SHELL_TEXTS =
  /[\\/]src[\\/]locales[\\/](en|fr|ar)[\\/](?!(common|auth|errors|signing|password|mfa)\.json$)/;
const shellTextsChunk = (moduleId: string): string | null => {
  const locale = SHELL_TEXTS.exec(moduleId)?.[1];
  return locale ? `texts-${locale}` : null;
};

// React Router's package exports only its development build to bundlers (development warnings switched on);
// the production build is the same code with them off, so the bundle takes that one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const useSyncExternalStoreShim = fileURLToPath(
  new URL('./build/use-sync-external-store-shim.ts', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), routePreload(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      { find: /^use-sync-external-store\/shim$/, replacement: useSyncExternalStoreShim },
    ],
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  // Maps are written for debugging on the build machine but not linked from the bundles (the server does not
  // serve them in production); the manifest feeds the bundle size check.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would only weigh on the first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get chunks of their own, so a release of the app does not make every
        // browser download React again; each group loads only with the first chunk that needs it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The sign-in card's parts, which the sign-in, registration and password pages and the steps loaded
            // later share in ever different combinations: one chunk instead of a dozen small ones. Their
            // dependencies (the API client, the buttons, the icons) stay where the signed-in app also finds them.
            {
              name: 'sign-in',
              test: /src[\\/]features[\\/]auth[\\/](auth-error-messages\.ts|hooks[\\/]|api[\\/](send-verification-code|sign-in-with-phone)\.ts|components[\\/](auth-card|brand-mark|text-field|form-error|captcha|phone-step|login-notice|sign-in-method-tabs)\.tsx)/,
              includeDependenciesRecursively: false,
            },
            { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            // The texts the signed-in shell loads at once, one chunk per locale instead of one per namespace;
            // the sign-in and signing pages' namespaces stay separate (lib/i18n.ts).
            { name: shellTextsChunk, debugName: 'shell-texts' },
          ],
        },
      },
    },
  },
}));
