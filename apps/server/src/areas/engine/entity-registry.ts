import { type ChildEntities, type EntityDef, snakeCase } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { WriteCheck } from './write-checks.js';

/** Seals a `secret` field's value for its purpose before it is stored (the app's secret box). */
export type SecretSealer = (purpose: string, text: string) => string;

/** What a `secret` field's value is sealed for: its table and column (`messaging_accounts.password`), so it opens nowhere else. */
export const secretPurpose = (entity: Pick<EntityDef, 'table'>, field: string) => `${entity.table}.${snakeCase(field)}`;

/** Runs after a row's attribute values were saved, in the save's transaction. */
export type AttributeFollower = (trx: AnyDb, entityId: number) => Promise<void>;

/**
 * The entities this app serves (the domain's, plus fixtures in the engine's tests), looked up by
 * resource name for references, children and effects.
 */
export class EntityRegistry {
  private readonly byName = new Map<string, EntityDef>();
  private readonly checks = new Map<string, WriteCheck[]>();
  private readonly attributeFollowers = new Map<string, AttributeFollower[]>();
  private sealer: SecretSealer | null = null;

  constructor(readonly all: readonly EntityDef[]) {
    for (const entity of all) this.byName.set(entity.resource.toLowerCase(), entity);
    for (const entity of all) {
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.ref && !this.byName.has(field.ref.toLowerCase()))
          throw new Error(`${entity.name}.${name} refers to unknown ${field.ref}`);
        const flag = field.choosableWhen;
        if (flag !== undefined && this.byName.get(field.ref?.toLowerCase() ?? '')?.fields[flag]?.kind !== 'boolean')
          throw new Error(`${entity.name}.${name}: choosableWhen names ${flag}, not a boolean field of ${field.ref}`);
      }
      this.childrenOf(entity);
      if (entity.versions && entity.children) throw new Error(`${entity.name}: versions keep a row's own fields, not children`);
      for (const [name, field] of Object.entries(entity.fields)) {
        // A filter, a sort or a title search would tell an outsider what an adminRead value is.
        if (field.adminRead && (field.filterable || field.sortable || entity.titleField === name))
          throw new Error(`${entity.name}.${name}: an adminRead field is never filtered, sorted or a title`);
        if (field.kind !== 'secret') continue;
        // A secret is never answered, nor copied into a version's data in the clear.
        if (!field.writeOnly || field.readOnly || field.filterable || field.sortable)
          throw new Error(`${entity.name}.${name}: a secret is write-only, never filtered or sorted`);
        if (entity.versions || entity.childOf) throw new Error(`${entity.name}.${name}: a secret cannot be kept in versions or child rows`);
        for (const other of field.keptWhileSame?.fields ?? [])
          if (!entity.fields[other] || entity.fields[other].writeOnly)
            throw new Error(`${entity.name}.${name}: keptWhileSame names ${other}, not a stored field`);
      }
    }
  }

  get(resource: string): EntityDef {
    const entity = this.byName.get(resource.toLowerCase());
    if (!entity) throw new Error(`no entity serves ${resource}`);
    return entity;
  }

  /** Adds a rule the server checks on every write of the entity (see write-checks.ts). */
  addWriteCheck(entity: EntityDef, check: WriteCheck): void {
    const key = this.get(entity.resource).resource.toLowerCase();
    this.checks.set(key, [...(this.checks.get(key) ?? []), check]);
  }

  /** The write checks registered for `entity`, in the order they were added. */
  writeChecksOf(entity: EntityDef): readonly WriteCheck[] {
    return this.checks.get(entity.resource.toLowerCase()) ?? [];
  }

  /**
   * Work that must happen with every save of a row's attribute values (`saveGenericAttributeMappings`),
   * in its transaction: the catalog's copy of a product's values (`areas/catalog/product-values.ts`).
   */
  followAttributes(entityName: string, follower: AttributeFollower): void {
    this.attributeFollowers.set(entityName, [...(this.attributeFollowers.get(entityName) ?? []), follower]);
  }

  attributeFollowersOf(entityName: string): readonly AttributeFollower[] {
    return this.attributeFollowers.get(entityName) ?? [];
  }

  /** How `secret` fields are sealed when stored (buildApp installs the app's secret box). */
  sealSecretsWith(sealer: SecretSealer): void {
    this.sealer = sealer;
  }

  /** A `secret` field's value as it is stored; throws when no sealer is installed (never stores a secret in the clear). */
  sealSecret(entity: EntityDef, field: string, text: string): string {
    if (!this.sealer) throw new Error(`no sealer is installed for ${entity.name}.${field}: buildApp installs one`);
    return this.sealer(secretPurpose(entity, field), text);
  }

  /** The child entities of `entity`, by the field that carries them. */
  childrenOf(entity: EntityDef): ChildEntities {
    return Object.fromEntries(Object.entries(entity.children ?? {}).map(([name, def]) => [name, this.get(def.resource)]));
  }
}
