import { api } from '../../api/api-client';

/** A customer as getMyCustomers answers it (the fields the list shows). */
export interface MyCustomer {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  firstName: string | null;
  lastName: string | null;
  nationalCode: string | null;
  createdAt: string;
}

/** The customers this administrator created (the customer wizard), by user name. */
export async function getMyCustomers(signal?: AbortSignal): Promise<MyCustomer[]> {
  return (await api<{ data: MyCustomer[] }>('GET', '/api/Customers/getMyCustomers', signal ? { signal } : {})).data;
}
