import { api } from './api-client';
import type { TwoFactorCode } from './auth-api';

const base = '/api/Authentication';

/** Confirms the password (and a code while two-factor is on): power changes are open to this session for a while. */
export async function confirmPasswordOnServer(password: string, code: TwoFactorCode | null): Promise<void> {
  await api('POST', `${base}/confirmPassword`, { body: { password, ...code } });
}

/** Whether the signed-in user has two-factor on (the confirmation then asks for a code too). */
export async function twoFactorEnabled(signal?: AbortSignal): Promise<boolean> {
  const answer = await api<{ data: { enabled: boolean } }>('GET', `${base}/getTwoFactorAuthenticationStatus`, signal ? { signal } : {});
  return answer.data.enabled;
}
