/** Business constants of the specification (§9). Both the server and the web read these. */

/** Access token lifetime after a login, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Access token lifetime reported after a session check, in seconds. */
export const SESSION_CHECK_TTL_SECONDS = 900;

export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const NOTIFICATION_DURATION_MS = 5000;
export const ERROR_NOTIFICATION_DURATION_MS = 6000;
export const UNDO_NOTIFICATION_DURATION_MS = 8000;

export const ERROR_THROTTLE_WINDOW_MS = 5000;
/** Repeats of one error (same type and message) shown within the window before throttling. */
export const ERROR_THROTTLE_MAX_REPEATS = 3;

export const LOG_HISTORY_MAX_ENTRIES = 1000;
export const LOG_HISTORY_MAX_AGE_MS = 60 * 60 * 1000;
export const LOG_HISTORY_CLEAN_INTERVAL_MS = 60 * 1000;

export const THEME_STORAGE_KEY = 'theme-storage';
export const AUTH_STORAGE_KEY = 'auth-storage';
