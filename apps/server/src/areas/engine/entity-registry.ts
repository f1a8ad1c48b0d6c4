import type { ChildEntities, EntityDef } from '@store/domain';

/**
 * The entities this app serves (the domain's, plus fixtures in the engine's tests), looked up by
 * resource name for references, children and effects.
 */
export class EntityRegistry {
  private readonly byName = new Map<string, EntityDef>();

  constructor(readonly all: readonly EntityDef[]) {
    for (const entity of all) this.byName.set(entity.resource.toLowerCase(), entity);
    for (const entity of all) {
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.ref && !this.byName.has(field.ref.toLowerCase()))
          throw new Error(`${entity.name}.${name} refers to unknown ${field.ref}`);
      }
      this.childrenOf(entity);
    }
  }

  get(resource: string): EntityDef {
    const entity = this.byName.get(resource.toLowerCase());
    if (!entity) throw new Error(`no entity serves ${resource}`);
    return entity;
  }

  /** The child entities of `entity`, by the field that carries them. */
  childrenOf(entity: EntityDef): ChildEntities {
    return Object.fromEntries(Object.entries(entity.children ?? {}).map(([name, def]) => [name, this.get(def.resource)]));
  }
}
