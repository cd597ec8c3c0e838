import { describe, expect, it } from 'vitest';
import { publicPageOf } from '@/app/router';

// What the first load preloads must be what the router then shows, or the page starts on the loader.
describe('publicPageOf', () => {
  it.each([
    ['/fr/login', 'login'],
    ['/en/Login/', 'login'],
    ['/ar/register', 'register'],
    ['/fr/forgot-password', 'forgot-password'],
    ['/fr/reset-password/', 'reset-password'],
    ['/fr/sign/0a1b2c', 'sign/:token'],
    ['/fr/sign', 'shell'],
    ['/fr/login/more', 'shell'],
    ['/fr/ventes/42', 'shell'],
    ['/fr', 'shell'],
  ])('%s shows %s', (pathname, part) => {
    expect(publicPageOf(pathname)?.path ?? 'shell').toBe(part);
  });
});
