// What `use-sync-external-store/shim` resolves to in the bundle (vite.config.ts). The shim backports the hook
// to React 16 and 17 and hands out React's own on 18 and later; on the React 19 the app runs it is only bytes
// on the sign-in page's first load (react-i18next imports it).
export { useSyncExternalStore } from 'react';
