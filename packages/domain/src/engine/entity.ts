import type { FieldDef } from './field.js';
import type { LifecycleDef, Row } from './lifecycle.js';

/** The area (folder and menu group) an entity belongs to. */
export type Area =
  | 'identity'
  | 'cms'
  | 'customers'
  | 'catalog'
  | 'sales'
  | 'shipments'
  | 'stock'
  | 'banking'
  | 'accounting'
  | 'crm'
  | 'archives'
  | 'crypto'
  | 'operations'
  | 'reports';

export interface EntityDef {
  /** Singular PascalCase name, also the security-access entity name (`Setting`). */
  readonly name: string;
  /** Plural PascalCase resource name: `/api/{resource}` (`Settings`). */
  readonly resource: string;
  /** snake_case table name. */
  readonly table: string;
  readonly area: Area;
  /** Dashboard path under /dashboard, without List/Create/Update (`Settings/Setting`). */
  readonly route: string;
  /** Ant Design icon name used in the menu. */
  readonly icon?: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Field shown as the row's title (in refs, breadcrumbs, delete confirmations). */
  readonly titleField: string;
  /** Columns of the dashboard list, in order. */
  readonly listColumns: readonly string[];
  /** Default sort, `field` or `-field`. */
  readonly defaultSort?: string;
  readonly lifecycle?: LifecycleDef<Row>;
  /**
   * Only administrators reach it, whatever security accesses say: roles and accesses define who
   * may do what, and granting power is an administrator's act.
   */
  readonly adminOnly?: boolean;
  /** Pure rules beyond the lifecycle: an error code refuses the change (checked on the locked row). */
  readonly guards?: {
    readonly update?: (row: Row, changes: Row) => string | null;
    readonly remove?: (row: Row) => string | null;
  };
}

/** Declares an entity; the type parameter checks that titles and columns name declared fields. */
export function defineEntity<F extends Record<string, FieldDef>>(
  def: EntityDef & { fields: F; titleField: keyof F & string; listColumns: readonly (keyof F & string)[] },
): EntityDef {
  return def;
}

/**
 * System columns every entity table has, returned with each row and never accepted as input.
 * `ownerId` is the customer who created the row: the owner for View Owned Only and Edit Owner.
 */
export const SYSTEM_FIELDS = ['id', 'ownerId', 'createdAt', 'updatedAt'] as const;
