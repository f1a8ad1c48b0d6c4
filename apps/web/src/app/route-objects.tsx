import type { RouteMeta } from '@store/domain/public';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './use-route-meta';

/** A route of the route table with its meta in `handle` (the layout's guard and the document title read it). */
export const routeObject = (meta: RouteMeta, element: ReactNode, path = meta.path): RouteObject => ({
  path,
  element,
  handle: { meta } satisfies RouteHandle,
});
