import { describe, expect, it } from 'vitest';
import {
  buildLoginPath,
  isAuthPage,
  parseLoginReason,
  safeRedirectTarget,
} from '@/lib/session/login-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/ventes?page=2', '/ventes?page=2'],
    ['/fr/ventes/12', '/ventes/12'],
    [null, '/'],
    ['', '/'],
    ['ventes', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['/en/login?redirect=/x', '/'],
    ['/register', '/'],
  ])('does turn %s into %s when reading the redirect parameter', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});

describe('buildLoginPath', () => {
  it('does keep the page being left and the reason when redirecting', () => {
    expect(buildLoginPath({ from: '/ar/ventes?page=2', reason: 'expired' })).toBe(
      '/ar/login?redirect=%2Fventes%3Fpage%3D2&reason=expired',
    );
  });

  it('does leave out the redirect when the page left is the dashboard', () => {
    expect(buildLoginPath({ from: '/fr', reason: 'forbidden' })).toBe('/fr/login?reason=forbidden');
  });

  it('does give the bare login page when there is nothing to add', () => {
    expect(buildLoginPath({ locale: 'en' })).toBe('/en/login');
  });
});

describe('isAuthPage and parseLoginReason', () => {
  it('does recognise the public pages when the path has a locale or none', () => {
    expect(isAuthPage('/fr/login?reason=expired')).toBe(true);
    expect(isAuthPage('/register')).toBe(true);
    expect(isAuthPage('/fr/ventes')).toBe(false);
  });

  it('does ignore the reason when it is unknown', () => {
    expect(parseLoginReason('expired')).toBe('expired');
    expect(parseLoginReason('<script>')).toBeNull();
  });
});
