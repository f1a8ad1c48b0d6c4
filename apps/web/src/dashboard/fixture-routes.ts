import { entityRoutesOf, type RouteMeta } from '@store/domain';
import { fixtureEntities } from './known-entities';

/** List, Create and Update/{id} of the fixture entities, shaped like the domain's own. */
export const fixtureRoutes: readonly RouteMeta[] = entityRoutesOf(fixtureEntities);
