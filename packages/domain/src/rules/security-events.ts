/**
 * What an account's security page lists (issue 9): every sensitive change, with its time, and who
 * made it when it was not the account's owner (an administrator's two-factor reset, or their change
 * of the user name, e-mail, mobile, roles or whether the account is on). The web shows
 * `account.event.{kind}`; the server records one row per change, in the change's transaction.
 */
export const SECURITY_EVENT_KINDS = [
  'passwordchanged',
  'emailchanged',
  'mobilechanged',
  'twofactoron',
  'twofactoroff',
  'twofactorreplaced',
  'twofactorreset',
  'recoverycodeused',
  'signedoutall',
  // The password was set again through a link mailed to the account's address (issue 14).
  'passwordreset',
  // Changes an administrator makes to a customer through the dashboard (the owner must see them).
  'usernamechanged',
  'roleschanged',
  'switchedoff',
  'switchedon',
  // The administrator restored a backup (issue 14): recorded on their own account, if the restored data has it.
  'backuprestored',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
