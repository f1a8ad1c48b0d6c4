/**
 * English messages of the signed-in user's account screens of issue 12: My addresses
 * (/account/addresses) and an administrator's My customers (/account/mycustomers). The Address
 * entity's labels and error codes are the customers area's. Add a key here, then in fa.ts and tr.ts.
 */
export const en = {
  'route.accountAddresses': 'My addresses',
  'route.accountAddresses.description': 'Where your orders are sent',
  'addresses.add': 'Add an address',
  'addresses.create.title': 'New address',
  'addresses.edit.title': 'Edit address',
  'addresses.empty': 'You have no saved addresses yet.',
  'addresses.count_one': '{{count}} address of {{maximum}} allowed',
  'addresses.count_other': '{{count}} addresses of {{maximum}} allowed',
  'addresses.where': 'Where',
  'addresses.recipient': 'Recipient',
  'addresses.contact': 'How to reach the recipient',
  'addresses.postalcode.hint': 'In Iran, 10 digits (Persian digits are fine).',
  'addresses.phone.hint': 'Digits only, with an optional + at the start.',
  'addresses.country.hint': 'Leave empty for Iran.',
  'addresses.delete.title': 'Delete this address?',
  'mycustomers.intro': 'Customers you created. Open one in the dashboard to change it.',
  'mycustomers.empty': 'You have not created any customers yet.',
  'mycustomers.new': 'New customer',
  'mycustomers.all': 'All customers',
  'mycustomers.open': 'Open in the dashboard',
  'mycustomers.created': 'Created',
};
