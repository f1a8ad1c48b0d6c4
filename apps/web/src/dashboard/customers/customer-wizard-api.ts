import { api } from '../../api/api-client';
import type { EntityRow } from '../../api/resource-api';

/** What checkCustomer tells of the customer holding an e-mail or mobile. */
export interface FoundCustomer {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The customer wizard's calls (spec 000 §7 "Customers"). */
export const customerWizardApi = {
  /** The customer holding this e-mail or mobile, or null. */
  check: async (contact: { email: string } | { mobile: string }) =>
    (await api<{ data: FoundCustomer | null }>('GET', '/api/Customers/checkCustomer', { query: contact })).data,
  /** Whether a national code is valid (the official check digit). */
  checkNationalCode: async (nationalCode: string) =>
    (await api<{ data: boolean }>('GET', '/api/Customers/checkNationalCode', { query: { nationalCode } })).data,
  get: async (id: number, signal?: AbortSignal) =>
    (await api<{ data: EntityRow }>('GET', '/api/Customers/getCustomer', { query: { id }, ...(signal ? { signal } : {}) })).data,
  /** Without `id` a new customer (with a first password), with `id` a change of the fields sent. */
  save: async (body: Record<string, unknown>, id?: number) =>
    (await api<{ data: EntityRow }>('POST', '/api/Customers/saveCustomerProfile', { body, ...(id ? { query: { id } } : {}) })).data,
  remove: (id: number) => api<{ data: { id: number } }>('DELETE', `/api/Customers/${id}`),
};
