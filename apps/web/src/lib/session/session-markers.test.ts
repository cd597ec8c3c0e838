import { describe, expect, it } from 'vitest';
import {
  clearReadableCookies,
  clearSessionMarker,
  hasSessionMarker,
  markSessionActive,
} from '@/lib/session/session-markers';

describe('session markers', () => {
  it('does remember a signed-in session when marked until it is cleared', () => {
    expect(hasSessionMarker()).toBe(false);

    markSessionActive();
    expect(hasSessionMarker()).toBe(true);

    clearSessionMarker();
    expect(hasSessionMarker()).toBe(false);
  });

  it('does expire readable cookies but keep the language choice when clearing cookies', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the code under test clears.
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'tracking=1; path=/';

    clearReadableCookies();

    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(document.cookie).not.toContain('tracking=1');
  });
});
