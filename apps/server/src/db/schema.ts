import type { entities, TablesOf } from '@store/domain';
import type { ColumnType, Generated } from 'kysely';

/** Typed tables of the identity core. Entity tables are reached through the entity engine. */
export interface CustomersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  mobile: string | null;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  isDeleted: ColumnType<boolean, boolean | undefined, boolean>;
  twoFactorEnabled: ColumnType<boolean, boolean | undefined, boolean>;
  twoFactorSecret: ColumnType<string | null, string | null | undefined, string | null>;
  twoFactorPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last accepted TOTP time step (int8 arrives as a string). */
  twoFactorLastStep: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** Replaced whenever every (or every other) session is closed; see sessions.ts `bumpSecurityStamp`. */
  securityStamp: Generated<string>;
  nationalCode: ColumnType<string | null, string | null | undefined, string | null>;
  gender: ColumnType<string | null, string | null | undefined, string | null>;
  dateOfBirth: ColumnType<string | null, string | null | undefined, string | null>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the customer last signed in with (`fa`, `en`, `tr`): mail to them is written in it (issue 14). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who created the row through the engine (null: the customer registered themselves). */
  ownerId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  customerId: number;
  codeHash: string;
  usedAt: Date | null;
}

export interface SpentRefreshTokensTable {
  tokenHash: string;
  sessionId: string;
  spentAt: ColumnType<Date, never, never>;
}

/** One attempt taken from a key's allowance; it counts until `expiresAt` (see throttle.ts). */
export interface AuthThrottleTable {
  key: string;
  expiresAt: Date;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  systemName: string;
  freeShipping: ColumnType<boolean, boolean | undefined, boolean>;
  taxExempt: ColumnType<boolean, boolean | undefined, boolean>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  systemRole: ColumnType<boolean, boolean | undefined, boolean>;
  requireTwoFactor: ColumnType<boolean, boolean | undefined, boolean>;
  ownerId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface CustomerRolesTable {
  customerId: number;
  roleId: number;
}

export interface SessionsTable {
  id: string;
  customerId: number;
  refreshTokenHash: string;
  createdAt: ColumnType<Date, never, never>;
  expiresAt: Date;
  revokedAt: Date | null;
  /** How the sign-in was completed when two-factor was on: `code` (authenticator) or `recovery` (a recovery code). */
  secondFactor: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the session last confirmed its password (power changes need a recent one); null: never. */
  confirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  customerId: number;
  kind: string;
  /** Who made the change when it was not the account's owner (an administrator). */
  actorId: number | null;
  createdAt: ColumnType<Date, never, never>;
}

/** A password reset link (issue 14): its token's SHA-256, the account's security stamp when it was asked for, single use. */
export interface PasswordResetsTable {
  id: Generated<number>;
  customerId: number;
  tokenHash: string;
  securityStamp: string;
  expiresAt: Date;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: ColumnType<Date, never, never>;
}

export interface SystemKeysTable {
  name: string;
  value: string;
}

/** An uploaded file of a store (areas/cms-files). `size` is bigint: it arrives as a string. */
export interface FilesTable {
  id: Generated<number>;
  storeId: number;
  directory: string;
  name: string;
  size: ColumnType<string, number, number>;
  contentType: string;
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
}

/** Bytes a store's files take, kept with every upload and delete under a row lock. */
export interface StoreStorageTable {
  storeId: number;
  usageBytes: ColumnType<string, number | undefined, number>;
}

/** A table derived from an entity declaration, with the columns the database fills in marked so. */
type Stored<T> = {
  [K in keyof T]: K extends 'id'
    ? Generated<number>
    : K extends 'createdAt' | 'updatedAt'
      ? ColumnType<Date, never, Date>
      : K extends 'ownerId'
        ? ColumnType<number | null, number | null | undefined, number | null>
        : T[K];
};

/** A kept version of a versioned entity's row (`versions: true`), or a draft of it. */
export interface EntityVersionsTable {
  id: Generated<number>;
  storeId: number | null;
  entity: string;
  rowId: number;
  versionNo: number;
  data: unknown;
  state: 'saved' | 'draft';
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
}

/** The entity tables, typed from their declarations (customers and roles keep the hand-written types of the identity core). */
type EntityTables = { [K in keyof Omit<TablesOf<typeof entities>, 'roles' | 'customers'>]: Stored<TablesOf<typeof entities>[K]> };

export interface Database extends EntityTables {
  customers: CustomersTable;
  roles: RolesTable;
  customerRoles: CustomerRolesTable;
  sessions: SessionsTable;
  systemKeys: SystemKeysTable;
  recoveryCodes: RecoveryCodesTable;
  spentRefreshTokens: SpentRefreshTokensTable;
  authThrottle: AuthThrottleTable;
  securityEvents: SecurityEventsTable;
  passwordResets: PasswordResetsTable;
  files: FilesTable;
  storeStorage: StoreStorageTable;
  entityVersions: EntityVersionsTable;
}

/**
 * A handle on tables the entity engine declares at run time (from packages/domain), which have no
 * static row type here. Use the typed `Kysely<Database>` for the identity core.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type AnyDb = import('kysely').Kysely<any>;
