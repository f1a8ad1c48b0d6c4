import { MIN_NAME_LENGTH, RESERVED_SEGMENTS, SERVER_SEGMENTS, WEB_APPLICATION_IDENTITY } from '../constants.js';

const NOT_STORE_NAMES: readonly string[] = [...RESERVED_SEGMENTS, ...SERVER_SEGMENTS];

import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';
import { settingIssue } from '../rules/known-settings.js';

/**
 * A store name may not be a reserved first URL segment (spec 000 §2), in any letter case, nor
 * digits only (a `store` header of digits names a store by its id).
 */
export const reservedStoreName = (name: string) => {
  const key = name.trim().toLowerCase();
  if (NOT_STORE_NAMES.includes(key)) return 'store.error.reservedname';
  // The name is the first segment of the store's addresses (`/melk/pages/about`): nothing a path cuts at.
  if (/[/\\?#%]/.test(key)) return 'store.error.namecharacters';
  return /^\d+$/.test(key) ? 'store.error.numericname' : null;
};

/**
 * A store (shop) served by this installation. Store-scoped entities' rows belong to one store;
 * the request's store comes from the `store` header, else the host, else the default store (the
 * first one created).
 */
export const Store = defineEntity({
  name: 'Store',
  resource: 'Stores',
  table: 'stores',
  area: 'operations',
  route: 'Settings/Store',
  icon: 'ShopOutlined',
  fields: {
    name: f.text({ required: true, min: MIN_NAME_LENGTH, max: 100, filterable: true, sortable: true, check: reservedStoreName }),
    url: f.url({ filterable: true }),
    sslEnabled: f.boolean({ default: false, filterable: true, sortable: true }),
    // Host names that serve this store, separated by commas or spaces (`shop.example, www.shop.example`).
    hosts: f.text({ max: 1000 }),
    companyName: f.text({ max: 200, filterable: true, sortable: true }),
    companyAddress: f.longtext({ max: 1000 }),
    companyPhoneNumber: f.text({ max: 30 }),
    icon: f.image(),
    logo: f.image(),
  },
  titleField: 'name',
  listColumns: ['name', 'url', 'sslEnabled', 'companyName', 'companyPhoneNumber'],
  defaultSort: 'name',
  unique: [{ fields: ['name'], code: 'store.error.nameexists', caseInsensitive: true }],
});

/**
 * A named value of one store (`customer.canchangeprofile` = `true`). Settings are store-scoped:
 * the store is the request's (the dashboard's store switcher), and a store without a setting of
 * its own falls back to the default store's. A known setting's value is checked by its kind
 * (rules/known-settings.ts) on every save; other names are free-form.
 */
export const Setting = defineEntity({
  name: 'Setting',
  resource: 'Settings',
  table: 'settings',
  area: 'operations',
  route: 'Settings/Setting',
  icon: 'SettingOutlined',
  fields: {
    name: f.text({ required: true, max: 200, filterable: true, sortable: true }),
    value: f.longtext({ required: true, max: 4000, filterable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'value'],
  defaultSort: 'name',
  storeScoped: true,
  unique: [{ fields: ['name'], code: 'setting.error.nameexists', caseInsensitive: true }],
  validate: (input) => {
    const code = typeof input.name === 'string' && typeof input.value === 'string' ? settingIssue(input.name, input.value) : null;
    return code ? { value: code } : null;
  },
});

const isWebApplication = (row: Record<string, unknown>) => String(row.applicationGuid).toLowerCase() === WEB_APPLICATION_IDENTITY;

/**
 * A client application that talks to the API (the dashboard home lists them). A request names its
 * application in the `application-identity` header by `applicationGuid`; one that is unknown or
 * switched off (`active: false`) is refused. The web app's own application stays on and cannot be
 * deleted: switching it off would lock every visitor and administrator of the web app out.
 */
export const Application = defineEntity({
  name: 'Application',
  resource: 'Applications',
  table: 'applications',
  area: 'operations',
  route: 'Settings/Application',
  icon: 'AppstoreOutlined',
  fields: {
    name: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    version: f.text({ required: true, max: 30, filterable: true, sortable: true }),
    // Shared secret of the client; written by administrators, never sent back.
    secretKey: f.text({ max: 200, writeOnly: true }),
    applicationGuid: f.text({ readOnly: true, filterable: true }),
    description: f.longtext({ max: 2000 }),
    active: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'version', 'applicationGuid', 'active', 'description'],
  defaultSort: 'name',
  guards: {
    update: (row, changes) => (isWebApplication(row) && changes.active === false ? 'application.error.systemapplication' : null),
    remove: (row) => (isWebApplication(row) ? 'application.error.systemapplication' : null),
  },
});
