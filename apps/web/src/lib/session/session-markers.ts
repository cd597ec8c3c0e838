import { LOCALE_COOKIE } from '@brokerage/shared';

/**
 * Marks that this browser has signed in: set on each authentication, removed by logout, kept when a session
 * expires. localStorage so every tab sees it; the login page uses it to tell "your session expired" from a
 * first visit. A hint for messages only: the httpOnly cookie is the session.
 */
export const SESSION_MARKER_KEY = 'brokerage.auth.session';

export const markSessionActive = (now = Date.now()): void => {
  try {
    localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ since: now }));
  } catch {
    // Without storage the expiry notice cannot be told apart from a first visit; nothing else depends on it.
  }
};

export const hasSessionMarker = (): boolean => {
  try {
    return localStorage.getItem(SESSION_MARKER_KEY) !== null;
  } catch {
    return false;
  }
};

export const clearSessionMarker = (): void => {
  try {
    localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
};

/**
 * Expires every cookie JavaScript can see, on the current path and the root path. The session and refresh
 * cookies are httpOnly and cleared by the server; the language choice is a preference, not a session, so it stays.
 */
export const clearReadableCookies = (keep: readonly string[] = [LOCALE_COOKIE]): void => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name || keep.includes(name)) continue;
    for (const path of ['/', window.location.pathname]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
      document.cookie = `${name}=; max-age=0; path=${path}`;
    }
  }
};
