import { api } from '../../api/api-client';
import type { AddressInput, AddressRow } from './address-fields';

export type { AddressInput, AddressRow } from './address-fields';

/** The user's addresses (newest first) and how many the installation lets one customer keep. */
export interface AddressBook {
  data: AddressRow[];
  maximum: number;
}

/** The query key of the signed-in user's address book: read again after every save and delete. */
export const ADDRESSES_KEY = ['my-addresses'];

export function getMyAddresses(signal?: AbortSignal): Promise<AddressBook> {
  return api<AddressBook>('GET', '/api/Address/getAllCustomerAddresses', signal ? { signal } : {});
}

/** A new address (no `id`, 201) or a change of one (`id`, 200). */
export async function saveAddress(input: AddressInput, id?: number): Promise<AddressRow> {
  const options = id === undefined ? { body: input } : { body: input, query: { id } };
  return (await api<{ data: AddressRow }>('POST', '/api/Address/saveCustomerAddress', options)).data;
}

export function deleteAddress(id: number): Promise<unknown> {
  return api('DELETE', '/api/Address/deleteCustomerAddress', { query: { id } });
}
