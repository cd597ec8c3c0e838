import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { resources } from '@/lib/i18n-resources';

await initI18n('en', { resources });

// findBy/waitFor give up after 1 s by default, which a loaded two-core CI machine can exceed between renders.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom lacks HTMLSelectElement.size and HTMLOptionElement.defaultSelected. react-hook-form reads both to
// tell whether a select was edited before the form was ready; without them it takes every select as edited and
// replaces its default value with the empty first option. Real browsers have both.
if (document.createElement('select').size === undefined) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
if (document.createElement('option').defaultSelected === undefined) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test reset clears what the app wrote through document.cookie.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
