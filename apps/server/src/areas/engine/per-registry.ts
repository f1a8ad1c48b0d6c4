import type { EntityRegistry } from './entity-registry.js';

/** One `T` per entity registry (one per app), made at its first use: an app's caches, shared by its routes. */
export function perRegistry<T>(make: () => T): (registry: EntityRegistry) => T {
  const made = new WeakMap<EntityRegistry, T>();
  return (registry) => {
    let value = made.get(registry);
    if (value === undefined) {
      value = make();
      made.set(registry, value);
    }
    return value;
  };
}
