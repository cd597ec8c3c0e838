/**
 * A failed logout is toasted on the login page rather than where it happened: when the auth provider sits
 * above the router, reaching the login page is a full page load, which would wipe a toast raised before it.
 */
const LOGOUT_FAILED_KEY = 'brokerage.auth.logoutFailed';

export const rememberLogoutFailure = (): void => {
  try {
    sessionStorage.setItem(LOGOUT_FAILED_KEY, '1');
  } catch {
    // Without storage the failure goes unreported; the user still ends on the login page.
  }
};

/** True once per failure: reading it clears it. */
export const takeLogoutFailure = (): boolean => {
  try {
    const failed = sessionStorage.getItem(LOGOUT_FAILED_KEY) !== null;
    sessionStorage.removeItem(LOGOUT_FAILED_KEY);
    return failed;
  } catch {
    return false;
  }
};
