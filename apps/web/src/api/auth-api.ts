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

export async function twoFactorStatus(signal?: AbortSignal): Promise<boolean> {
  const answer = await api<{ data: { enabled: boolean } }>('GET', `${base}/getTwoFactorAuthenticationStatus`, signal ? { signal } : {});
  return answer.data.enabled;
}

/** Step 1 of turning two-factor on: a new pending secret (two-factor is not on yet). */
export async function startTwoFactor(): Promise<TwoFactorSetup> {
  return (await api<{ data: TwoFactorSetup }>('POST', `${base}/setTwoFactorAuthentication`, { body: {} })).data;
}

/** Step 2: a code of the pending secret turns two-factor on; the recovery codes are answered this once. */
export async function confirmTwoFactor(pinCode: string): Promise<string[]> {
  const answer = await api<{ data: { enabled: boolean; recoveryCodes: string[] } }>('POST', `${base}/setTwoFactorAuthentication`, {
    body: { pinCode },
  });
  return answer.data.recoveryCodes;
}

export async function disableTwoFactor(code: TwoFactorCode): Promise<void> {
  await api('POST', `${base}/disableTwoFactorAuthentication`, { body: code });
}
