import { type EntityDef, entities } from '@store/domain';
import { voucherFixtures } from '@store/domain/fixtures';

/**
 * The engine's test-only fixture entities (vouchers) that have screens of their own: the dashboard
 * shows them only when the server mounts them (`/api/health` → `engineFixtures: true`).
 */
export const fixtureEntities: readonly EntityDef[] = voucherFixtures.filter((e) => !e.childOf);

/** Every entity the dashboard knows: the product's, then the fixtures. */
export const knownEntities: readonly EntityDef[] = [...entities, ...voucherFixtures];

export const isFixture = (entity: EntityDef) => voucherFixtures.includes(entity);

/** The entity behind a resource name (`VoucherTags`), fixtures included: the target of a reference. */
export function entityOfResource(resource: string | undefined): EntityDef | undefined {
  const wanted = resource?.toLowerCase();
  return knownEntities.find((e) => e.resource.toLowerCase() === wanted);
}

/** The entities of an entity's declared children (`lines` → VoucherLine), as its input schema needs them. */
export function childEntitiesOf(entity: EntityDef): Record<string, EntityDef> {
  const out: Record<string, EntityDef> = {};
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    const child = entityOfResource(def.resource);
    if (child) out[name] = child;
  }
  return out;
}
