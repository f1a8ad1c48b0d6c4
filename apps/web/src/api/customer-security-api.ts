import { api } from './api-client';

/** A change to an account's security, with its time and who made it when it was not the user (an administrator). */
export interface SecurityEvent {
  id: number;
  kind: string;
  at: string;
  actor: string | null;
}

/** The administrator's side of a customer's account security (issue 9). */
export const customerSecurityApi = {
  /** Turns the customer's two-factor sign-in off and signs them out everywhere; `password` is the administrator's own. */
  resetTwoFactor: (customerId: number, password: string) =>
    api<{ data: { reset: true } }>('POST', '/api/Customers/resetTwoFactor', { body: { customerId, password } }),
  events: async (customerId: number, signal?: AbortSignal) =>
    (
      await api<{ data: SecurityEvent[] }>('GET', '/api/Customers/getSecurityEvents', {
        query: { customerId },
        ...(signal ? { signal } : {}),
      })
    ).data,
};
