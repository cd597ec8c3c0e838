import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, PAGE_GROUPS, PAGES } from '@/app/page-registry';
import { NAVIGATION } from '@/app/shell/navigation';
import { pageTitle } from '@/app/shell/page-title';
import { pageRoutes } from '@/app/signed-in-routes';
import { i18next } from '@/lib/i18n';
import ar from '@/locales/ar/layout.json';
import en from '@/locales/en/layout.json';
import fr from '@/locales/fr/layout.json';

describe('page registry', () => {
  it('declares each page once, with a unique id and path', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it('gives every built page a lazy route, and no route to a planned one', async () => {
    for (const page of PAGES) {
      const route = pageRoutes.find((child) =>
        page.path === '/' ? child.index : child.path === page.path.slice(1),
      );
      if (!page.load) {
        expect(route, page.id).toBeUndefined();
        continue;
      }
      expect(route?.Page.$$typeof, page.id).toBe(Symbol.for('react.lazy'));
    }
    // The chunk really resolves to a component.
    const users = PAGES.find((page) => page.id === 'users');
    expect(await users?.load?.()).toBeTypeOf('function');
  });

  it('routes each sub-page lazily under its built parent, titled as it and out of the sidebar', () => {
    const t = i18next.t.bind(i18next);
    const parents = PAGES.filter((page) => (page.subPages ?? []).length > 0);
    expect(parents.map((page) => page.id)).toContain('ventes');
    const navPaths = NAVIGATION.flatMap((group) => group.items.map((item) => item.path));
    for (const page of parents) {
      expect(page.load, page.id).toBeDefined();
      for (const sub of page.subPages ?? []) {
        expect(sub.path.startsWith(`${page.path}/`), sub.path).toBe(true);
        const route = pageRoutes.find((child) => child.path === sub.path.slice(1));
        expect(route?.Page.$$typeof, sub.path).toBe(Symbol.for('react.lazy'));
        expect(navPaths).not.toContain(sub.path);
        const example = sub.path.replace(/:[^/]+/g, '3f1c0f5e-0000-4000-8000-000000000001');
        expect(pageTitle(example, t)).toBe(t(`layout:nav.items.${page.id}`));
      }
    }
    const salePage = PAGES.find((page) => page.id === 'ventes')?.subPages?.[0];
    expect(salePage?.path).toBe('/ventes/:id');
  });

  it('puts every page in the sidebar under its group, linkable only when built', () => {
    for (const page of PAGES) {
      const group = NAVIGATION.find((candidate) => candidate.id === page.group);
      const item = group?.items.find((candidate) => candidate.id === page.id);
      expect(item, page.id).toBeDefined();
      expect(item?.path).toBe(page.path);
      expect(item?.available).toBe(page.load !== undefined);
    }
    expect(NAVIGATION.map((group) => group.id)).toEqual(PAGE_GROUPS.map((group) => group.id));
  });

  it('has each title and group name in English, French and Arabic', () => {
    for (const [language, layout] of Object.entries({ en, fr, ar })) {
      const items: Record<string, unknown> = layout.nav.items;
      const groups: Record<string, unknown> = layout.nav.groups;
      for (const page of PAGES) expect(items[page.id], `${language} ${page.id}`).toBeTypeOf('string');
      for (const group of PAGE_GROUPS)
        expect(groups[group.id], `${language} ${group.id}`).toBeTypeOf('string');
    }
  });

  it('titles the mobile header and the document after the entry', () => {
    const t = i18next.t.bind(i18next);
    expect(pageTitle('/users', t)).toBe('Users');
    expect(pageTitle('/project-objectives', t)).toBe(t('layout:nav.items.projectObjectives'));
  });

  it('routes the account pages of the avatar menu lazily, out of the sidebar, titled as their menu entry', () => {
    const t = i18next.t.bind(i18next);
    const navPaths = NAVIGATION.flatMap((group) => group.items.map((item) => item.path));
    for (const page of ACCOUNT_PAGES) {
      const route = pageRoutes.find((child) => child.path === page.path.slice(1));
      expect(route?.Page.$$typeof, page.id).toBe(Symbol.for('react.lazy'));
      expect(navPaths).not.toContain(page.path);
      expect(pageTitle(page.path, t)).toBe(t(`layout:avatarMenu.${page.id}`));
    }
    expect(pageTitle('/help', t)).toBe('Help');
  });
});
