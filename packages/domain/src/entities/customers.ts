import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';
import { isIranianNationalCode, withCheckDigit } from '../rules/iran-identity.js';
import { CUSTOMER_ROLES, SECURED_ENTITY_NAMES } from './identity.js';

/**
 * A customer as the dashboard manages it (spec 000 §5; spec 001 lists customers among the
 * dashboard's entities): the identity core's own table, so the password hash and the two-factor
 * secrets stay the core's (`unmanagedColumns`) and a customer is not created here — a new one
 * needs a password (registration now, issue 12's wizard later). Deleting sets `is_deleted`.
 * Issue 12 adds national code (the official checksum), gender (1 male, 2 female), date of birth
 * and avatar; attributes are issue 13's generic attributes.
 */
/** Spec 000 §3: gender 1 male, 2 female (kept as the spec's codes). */
export const GENDERS = ['1', '2'] as const;

export const Customer = defineEntity({
  name: 'Customer',
  resource: 'Customers',
  table: 'customers',
  area: 'customers',
  route: 'Customers/Customer',
  icon: 'TeamOutlined',
  adminOnly: true,
  recentConfirmation: true,
  softDelete: true,
  operations: ['list', 'view', 'update', 'delete'],
  // The dashboard home's trend of customers registered per day.
  countsPerDay: true,
  // `language`: the language the customer last signed in with, which mail to them is written in (issue 14).
  unmanagedColumns: [
    'password_hash',
    'two_factor_secret',
    'two_factor_pending_secret',
    'two_factor_last_step',
    'security_stamp',
    'language',
  ],
  fields: {
    // How the person signs in: an administrator may correct it (the same rules as registration).
    username: f.username({ required: true, filterable: true, sortable: true }),
    email: f.email({ filterable: true, sortable: true }),
    mobile: f.phone({ filterable: true, sortable: true }),
    firstName: f.text({ max: 100, filterable: true, sortable: true }),
    lastName: f.text({ max: 100, filterable: true, sortable: true }),
    // Typed in any digits, kept in Latin ones; valid only with the right check digit (rules/iran-identity.ts).
    nationalCode: f.code({
      max: 10,
      filterable: true,
      sortable: true,
      check: (code: string) => (isIranianNationalCode(code) ? null : 'customer.nationalcode_error'),
      sample: (n) => withCheckDigit(String(100_000_000 + (n % 899_999_999))),
    }),
    gender: f.enum(GENDERS, { filterable: true }),
    dateOfBirth: f.date({ filterable: true, sortable: true }),
    // A picture uploaded into the avatars folder (UploadAvatar), never an address elsewhere.
    avatar: f.image({
      check: (address: string) => (isFileOf('avatars', address) ? null : 'common.error.fileurl'),
      sample: (n) => `/api/cms/avatar/${n}.png`,
    }),
    isActive: f.boolean({ default: true, filterable: true, sortable: true }),
    roleIds: f.refs('Roles', { through: CUSTOMER_ROLES, filterable: true }),
    // Turned on by the customer; an administrator can only reset it (POST /api/Customers/resetTwoFactor).
    twoFactorEnabled: f.boolean({ readOnly: true, default: false, filterable: true }),
  },
  titleField: 'username',
  listColumns: ['username', 'firstName', 'lastName', 'email', 'mobile', 'isActive', 'twoFactorEnabled', 'roleIds'],
  defaultSort: 'username',
  unique: [
    { fields: ['username'], code: 'customer.error.usernameexists', caseInsensitive: true },
    { fields: ['email'], code: 'customer.error.emailexists', caseInsensitive: true },
    { fields: ['mobile'], code: 'customer.error.mobileexists' },
    { fields: ['nationalCode'], code: 'customer.error.nationalcodeexists' },
  ],
});

/** Most favorites one customer keeps in a store: `getMyFavorites` answers the list whole. */
export const FAVORITES_MAX = 1000;

/** A customer who already keeps `FAVORITES_MAX` favorites in the store adds none (409). */
export const FAVORITE_MAXIMUM_ERROR = 'favorite.error.maximumcount';

/**
 * A favorite (spec 000 §3, §7): an item a signed-in customer keeps — a product, a page, any
 * declared entity by name and id — in a named group (`groupName`; none for the default list).
 * Each customer's own (the row's owner); once per item and group; at most `FAVORITES_MAX` in a
 * store. Administrators see everyone's in the dashboard.
 */
export const Favorite = defineEntity({
  name: 'Favorite',
  resource: 'Favorites',
  table: 'favorites',
  area: 'customers',
  route: 'Customers/Favorite',
  icon: 'HeartOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    // The name of a declared entity (every one the product has; entities/index.ts fills the list).
    entityName: f.enum(SECURED_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    entityId: f.integer({ required: true, min: 1, filterable: true, sortable: true }),
    // No group: the default list.
    groupName: f.code({ max: 100, filterable: true }),
  },
  titleField: 'entityName',
  listColumns: ['entityName', 'entityId', 'groupName'],
  defaultSort: '-id',
  unique: [{ fields: ['entityName', 'entityId', 'groupName'], code: 'favorite.error.exists', perOwner: true, nullsEqual: true }],
});
