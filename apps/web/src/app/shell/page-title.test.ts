import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/app/shell/page-title';
import { i18next } from '@/lib/i18n';

const t = i18next.t.bind(i18next);

describe('pageTitle', () => {
  it('uses the navigation label of the first segment when it is a known route', () => {
    expect(pageTitle('/ventes/42/edit', t)).toBe('Sales');
    expect(pageTitle('/quality-control', t)).toBe('Quality control');
  });

  it('uses the dashboard label when the path is the root', () => {
    expect(pageTitle('/', t)).toBe('Dashboard');
  });

  it('titles a path no page owns as the 404 page', () => {
    expect(pageTitle('/audit-log/3', t)).toBe('Page not found');
  });
});
