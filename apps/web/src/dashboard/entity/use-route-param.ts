import type { EntityDef } from '@store/domain';
import { useParams } from 'react-router';
import { matchRouteParam, routeParamOf } from './route-param';

/**
 * The value of the entity's route parameter in the address (`/List/Customer` → `Customer`), or
 * undefined: none in the address, one that names nothing, or an entity without a `routeParam`.
 */
export function useRouteParam(entity: EntityDef): string | undefined {
  const params = useParams();
  const name = routeParamOf(entity)?.name;
  return matchRouteParam(entity, name ? params[name] : undefined);
}
