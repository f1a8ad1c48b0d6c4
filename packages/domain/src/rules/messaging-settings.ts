/**
 * The settings of mail (issue 14 item 6), the installation's (the default store's values): which
 * messaging account mail goes through, how often a failing mail is tried, and how long a password
 * reset link lasts. Declared with their kinds in known-settings.ts.
 */
export const MESSAGING_SETTINGS = {
  /** The id of the account mail goes through; unset (or naming no account): the first account. */
  defaultAccount: 'messaging.defaultaccount',
  /** Tries of one mail before it is given up (`failed`, kept in the queue with its last error). */
  maxAttempts: 'messaging.maxattempts',
  /** Minutes a password reset link stays usable. */
  resetLinkMinutes: 'security.passwordresetminutes',
} as const;

export const DEFAULT_MAIL_ATTEMPTS = 10;
export const DEFAULT_RESET_LINK_MINUTES = 60;
/** The shortest and longest lifetime a reset link may be given. */
export const RESET_LINK_MINUTES_MIN = 5;
export const RESET_LINK_MINUTES_MAX = 1440;
