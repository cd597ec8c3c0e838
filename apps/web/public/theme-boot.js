// A classic, render-blocking script loaded from <head> before the app bundle, so the page never paints in
// the wrong theme (a module script would run only after the whole bundle has downloaded). Plain JavaScript,
// served as is. The key must stay equal to THEME_STORAGE_KEY: theme-boot.test.ts checks it.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage blocked: fall through to the operating system preference.
  }
  const dark =
    stored === 'dark' ||
    (stored !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
