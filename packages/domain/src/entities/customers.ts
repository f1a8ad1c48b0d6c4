import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';
import { CUSTOMER_ROLES } from './identity.js';

/**
 * A customer as the dashboard manages it (spec 000 §5; spec 001 lists customers among the
 * dashboard's entities): the identity core's own table, so the password hash and the two-factor
 * secrets stay the core's (`unmanagedColumns`) and a customer is not created here — a new one
 * needs a password (registration now, issue 12's wizard later). Deleting sets `is_deleted`.
 * Issue 12 adds national code, gender, birth date, avatar and attributes.
 */
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
  unmanagedColumns: ['password_hash', 'two_factor_secret', 'two_factor_pending_secret', 'two_factor_last_step', 'security_stamp'],
  fields: {
    // How the person signs in: an administrator may correct it (the same rules as registration).
    username: f.username({ required: true, filterable: true, sortable: true }),
    email: f.email({ filterable: true, sortable: true }),
    mobile: f.phone({ filterable: true, sortable: true }),
    firstName: f.text({ max: 100, filterable: true, sortable: true }),
    lastName: f.text({ max: 100, filterable: true, sortable: true }),
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
  ],
});
