import type { AuthRecord } from '../auth/auth-storage';
import { api } from './api-client';

const base = '/api/Authentication';

export interface SignInBody {
  username: string;
  password: string;
  /** Six digits of the authenticator app, when the account has two-factor on. */
  pinCode?: string;
  /** Or one of the recovery codes (`xxxxx-xxxxx`). */
  recoveryCode?: string;
}

export interface RegisterBody {
  username: string;
  password: string;
  confirmPassword: string;
  email?: string | null;
  mobile?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  confirmPassword: string;
  /** While two-factor is on (except just after a recovery sign-in): a code of the app or a recovery code. */
  pinCode?: string;
  recoveryCode?: string;
}

/** A pending authenticator secret: shown as a QR code (an SVG data URL) and as text. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** A code of the authenticator app, or a recovery code. */
export type TwoFactorCode = { pinCode: string } | { recoveryCode: string };

export async function signIn(body: SignInBody): Promise<AuthRecord> {
  return (await api<{ data: AuthRecord }>('POST', `${base}/signin`, { body, skipAuthRedirect: true, anonymous: true })).data;
}

/** Creates an account and signs it in at once (roles "authenticated"). */
export async function register(body: RegisterBody): Promise<AuthRecord> {
  return (await api<{ data: AuthRecord }>('POST', `${base}/register`, { body, skipAuthRedirect: true, anonymous: true })).data;
}

/** Ends the session on the server (this device or all); failures are ignored by the caller. */
export async function signOut(allDevices: boolean): Promise<void> {
  await api('POST', `${base}/signout`, { body: { allDevices }, skipAuthRedirect: true });
}

/** Changes the password; the user's other sessions end, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api('POST', `${base}/changePassword`, { body });
}

/** Step 1 of turning two-factor on (or of replacing a lost authenticator): the password, then a new pending secret. */
export async function startTwoFactor(password: string): Promise<TwoFactorSetup> {
  return (await api<{ data: TwoFactorSetup }>('POST', `${base}/setTwoFactorAuthentication`, { body: { password } })).data;
}

/** Step 2: the password again and a code of the pending secret turn two-factor on; the recovery codes are answered this once. */
export async function confirmTwoFactor(password: string, pinCode: string): Promise<string[]> {
  const answer = await api<{ data: { enabled: boolean; recoveryCodes: string[] } }>('POST', `${base}/setTwoFactorAuthentication`, {
    body: { password, pinCode },
  });
  return answer.data.recoveryCodes;
}

/** The password, and a code (none in a session opened with a recovery code). */
export async function disableTwoFactor(password: string, code: TwoFactorCode | null): Promise<void> {
  await api('POST', `${base}/disableTwoFactorAuthentication`, { body: { password, ...code } });
}

/** A contact value of the account, changed with the current password (null removes it). */
export type ContactField = 'email' | 'mobile';

/** Changes (or removes, null) the e-mail or the mobile, with the password and, while two-factor is on, a code. */
export async function changeContact(
  field: ContactField,
  password: string,
  value: string | null,
  code: TwoFactorCode | null,
): Promise<void> {
  await api('POST', `${base}/${field === 'email' ? 'changeEmail' : 'changeMobile'}`, { body: { password, [field]: value, ...code } });
}

/** A sensitive change of the account: what, when, and who when it was not the owner (an administrator). */
export interface SecurityEvent {
  id: number;
  kind: string;
  at: string;
  actor: string | null;
}

export interface AccountSecurity {
  username: string;
  email: string | null;
  mobile: string | null;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  /** This session was opened with a recovery code and two-factor has not been set up again or turned off since. */
  signedInWithRecoveryCode: boolean;
  events: SecurityEvent[];
}

export async function accountSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return (await api<{ data: AccountSecurity }>('GET', `${base}/getAccountSecurity`, signal ? { signal } : {})).data;
}

/** Asks for a link to set a new password; answered alike whether or not an account holds the address (the link's minutes). */
export async function requestPasswordReset(email: string): Promise<number> {
  const answer = await api<{ data: { minutes: number } }>('POST', `${base}/requestPasswordReset`, {
    body: { email },
    skipAuthRedirect: true,
    anonymous: true,
  });
  return answer.data.minutes;
}

/** Sets a new password with a reset link's token (once); every session of the account ends. */
export async function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<void> {
  await api('POST', `${base}/resetPassword`, { body, skipAuthRedirect: true, anonymous: true });
}
