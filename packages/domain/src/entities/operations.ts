import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/** A store (shop) served by this installation; settings hang off a store. */
export const Store = defineEntity({
  name: 'Store',
  resource: 'Stores',
  table: 'stores',
  area: 'operations',
  route: 'Settings/Store',
  icon: 'ShopOutlined',
  fields: {
    name: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    url: f.url({ filterable: true }),
    sslEnabled: f.boolean({ default: false, filterable: true, sortable: true }),
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
});

/** A named value of one store (`customer.canchangeprofile` = `true`). */
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
    storeId: f.ref('Stores', { required: true, filterable: true, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'value', 'storeId'],
  defaultSort: 'name',
});

/** A client application that talks to the API (the dashboard home lists them). */
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
  },
  titleField: 'name',
  listColumns: ['name', 'version', 'applicationGuid', 'description'],
  defaultSort: 'name',
});
