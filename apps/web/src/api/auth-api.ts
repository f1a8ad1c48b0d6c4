import type { AuthRecord } from '../auth/auth-storage';
import { api } from './api-client';

export async function signIn(username: string, password: string): Promise<AuthRecord> {
  const answer = await api<{ data: AuthRecord }>('POST', '/api/Authentication/signin', {
    body: { username, password },
    skipAuthRedirect: true,
  });
  return answer.data;
}

/** Ends the session on the server (this device or all); failures are ignored by the caller. */
export async function signOut(allDevices: boolean): Promise<void> {
  await api('POST', '/api/Authentication/signout', { body: { allDevices }, skipAuthRedirect: true });
}
