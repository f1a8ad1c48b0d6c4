// The address as the web holds it: pure (no browser, no API client), so the form's rules are unit-tested.

/** The fields of an address a user writes (spec 001 §3 address), as the API takes and answers them. */
export const ADDRESS_FIELDS = [
  'title',
  'country',
  'state',
  'city',
  'addressDetail',
  'location',
  'zipPostalCode',
  'firstName',
  'lastName',
  'company',
  'phoneNumber',
  'faxNumber',
  'email',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address body: every field, empty ones as null (the title is required on a create). */
export type AddressInput = Record<AddressField, string | null>;

/** An address as getAllCustomerAddresses answers it. */
export interface AddressRow extends AddressInput {
  id: number;
  createdAt: string;
}
