import { LOCALES } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '@/app/shell/navigation';
import { resources } from '@/lib/i18n-resources';

type Tree = { [key: string]: unknown };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flatten(value as Tree, path)
      : [path];
  });

const keysOf = (locale: (typeof LOCALES)[number]): Set<string> =>
  new Set(
    Object.entries(resources[locale]).flatMap(([namespace, tree]) =>
      flatten(tree as Tree).map((key) => `${namespace}:${key}`),
    ),
  );

const allKeys = new Set(LOCALES.flatMap((locale) => [...keysOf(locale)]));

describe('translations', () => {
  it.each(LOCALES)('has every key of the other locales when checking %s', (locale) => {
    const own = keysOf(locale);
    const missing = [...allKeys].filter((key) => !own.has(key)).sort();
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('has no empty strings when checking %s', (locale) => {
    const empty = Object.entries(resources[locale]).flatMap(([namespace, tree]) =>
      flatten(tree as Tree)
        .filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
          return typeof value === 'string' && value.trim() === '';
        })
        .map((key) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('loads the same namespaces in every locale when the bundles are built', () => {
    const namespaces = LOCALES.map((locale) => Object.keys(resources[locale]).sort());
    for (const list of namespaces) expect(list).toEqual(namespaces[0]);
    expect(namespaces[0]).toEqual(
      expect.arrayContaining(['common', 'ui', 'layout', 'dashboard', 'entities/ventes']),
    );
  });
});

// Source text of the app, to find the literal keys it asks for.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LITERAL_KEY = /\bt\(\s*['"`]([\w/-]+):([\w.]+)['"`]/g;

describe('keys used by the code', () => {
  const englishKeys = keysOf('en');

  it('finds every literal namespaced key in the English bundle when the sources are scanned', () => {
    const used = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(LITERAL_KEY)].map(([, namespace, key]) => ({ file, key: `${namespace}:${key}` })),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter(({ key }) => !englishKeys.has(key))).toEqual([]);
  });

  it('has a label for every navigation group and item when the config is read', () => {
    const wanted = NAVIGATION.flatMap((group) => [
      `layout:nav.groups.${group.id}`,
      ...group.items.map((item) => `layout:nav.items.${item.id}`),
    ]);
    expect(wanted.filter((key) => !englishKeys.has(key))).toEqual([]);
  });
});
