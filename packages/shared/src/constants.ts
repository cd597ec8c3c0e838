/** The numbers of SPEC §9, in one place for both sides. Durations are milliseconds unless named otherwise. */

export const THEME_STORAGE_KEY = 'theme';
export const THEME_ANNOUNCEMENT_MS = 1_000;

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const LANGUAGE_RELOAD_DELAY_MS = 100;
export const LANGUAGE_ANNOUNCEMENT_MS = 1_000;

export const REQUEST_TIMEOUTS = {
  base: 30_000,
  saleList: 60_000,
  sale: 90_000,
  quotation: 90_000,
  quoteUpdate: 60_000,
  subscribe: 60_000,
  signature: 60_000,
  actudata: 60_000,
  customer: 30_000,
} as const;
export const SHARED_REQUEST_RELEASE_MS = 100;

export const MAX_LOGIN_REDIRECTS = 3;
export const REDIRECT_COUNTER_RESET_MS = 10_000;

export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
export const TOKEN_EXPIRY_SKEW_MS = 30_000;
export const TOKEN_FALLBACK_LIFETIME_MS = 60 * 60_000;
export const REFRESH_IMMEDIATE_THRESHOLD_MS = 10_000;
export const REFRESH_RECHECK_MS = 10_000;
export const REFRESH_FAILURE_RETRY_MS = 60_000;
export const REFRESH_NO_USER_RETRY_MS = 5 * 60_000;
export const REFRESH_SCHEDULING_ERROR_RETRY_MS = 30 * 60_000;
export const SESSION_CHECK_MIN_DELAY_MS = 30_000;

export const IDENTITY_REFRESH_BACKOFF_START_MS = 30_000;
export const IDENTITY_REFRESH_BACKOFF_MAX_MS = 16 * 60_000;
export const IDENTITY_NETWORK_TIMEOUT_MS = 30_000;
export const IDENTITY_NETWORK_TIMEOUT_MOBILE_MS = 60_000;

export const AUTH_GUARD_GIVE_UP_MS = 3_000;
export const AUTH_GUARD_CHECK_DELAY_MS = 300;

export const MOBILE_BREAKPOINT_PX = 768;

export const TOAST_SHELL_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_GUTTER_PX = 8;
export const TOAST_REMOVE_DELAY_MS = 1_000;

export const GAMME_CACHE_FRESHNESS_MS = 3_600_000;

export const AVATAR_IMAGE_SIZE_PX = 48;

/** The provider type hard-coded in product-specific quote calls (SPEC §1). */
export const ACTUDATA_PROVIDER_TYPE = 'actudata';

/** Identity service (DESIGN §6, issue 2). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 5 * 60_000;
export const VERIFICATION_CODE_MAX_WRONG_TRIES = 5;
export const CODE_SEND_MIN_INTERVAL_MS = 60_000;
export const CODE_SENDS_PER_HOUR = 5;
export const CODE_RESEND_AFTER_MS = 60_000;
export const ID_TOKEN_LIFETIME_SECONDS = 3_600;
export const DEFAULT_PHONE_REGION = 'FR';
