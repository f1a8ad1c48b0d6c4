import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';
import { ADDRESS_PHONE_ERROR, isAddressPhone, postalCodeIssue } from '../rules/addresses.js';

const phoneCheck = (value: string) => (isAddressPhone(value) ? null : ADDRESS_PHONE_ERROR);

/**
 * A customer's address (spec 001 §3 address; spec 000 §7 Address calls; issue 12 item 4). Each
 * row belongs to the customer who made it (`ownerId`): a signed-in user reads, saves and deletes
 * only their own through `getAllCustomerAddresses`, `saveCustomerAddress` and
 * `deleteCustomerAddress` (`areas/identity/customer-addresses.routes.ts`); the resource itself is
 * the administrators'. How many one customer may keep is the store's `customer.maximumaddresses`
 * (a write check on the server). Addresses are the installation's, as customers are, not a store's.
 * Postal code, phone and fax are typed in any digits and kept in Latin ones (issue 12 item 5).
 */
export const Address = defineEntity({
  name: 'Address',
  resource: 'Addresses',
  table: 'addresses',
  area: 'customers',
  route: 'Customers/Address',
  icon: 'HomeOutlined',
  adminOnly: true,
  fields: {
    title: f.text({ required: true, min: 3, max: 100, filterable: true, sortable: true }),
    // Country, state and city are free text for now: the geography entities (address items,
    // cities, regions) come with issue 13, which makes them references.
    country: f.text({ max: 100, filterable: true, sortable: true }),
    state: f.text({ max: 100, filterable: true, sortable: true }),
    city: f.text({ max: 100, filterable: true, sortable: true }),
    addressDetail: f.longtext({ max: 1000 }),
    // Where on a map, as the map control will write it (issue 13); free text until then.
    location: f.text({ max: 200 }),
    // Judged with the country (`validate` below): ten digits in Iran, 3–10 letters and digits elsewhere.
    zipPostalCode: f.code({ max: 10, filterable: true, sample: (n) => String(1_000_000_000 + (n % 1_000_000_000)) }),
    firstName: f.text({ max: 100, filterable: true, sortable: true }),
    lastName: f.text({ max: 100, filterable: true, sortable: true }),
    company: f.text({ max: 200, filterable: true, sortable: true }),
    phoneNumber: f.code({
      max: 20,
      filterable: true,
      check: phoneCheck,
      sample: (n) => `+98912${String(1_000_000 + (n % 9_000_000)).slice(-7)}`,
    }),
    faxNumber: f.code({ max: 20, check: phoneCheck, sample: (n) => `+9821${String(10_000_000 + (n % 90_000_000))}` }),
    email: f.email({ filterable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'city', 'zipPostalCode', 'firstName', 'lastName', 'phoneNumber'],
  defaultSort: '-createdAt',
  // Run on a create's input and on an update's whole row as it will be (a changed country judges the kept postal code).
  validate: (input) => {
    const code = postalCodeIssue(input.country, input.zipPostalCode);
    return code ? { zipPostalCode: code } : null;
  },
});
