import type { RouteMeta } from '@store/domain/public';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

export interface RouteHandle {
  meta: RouteMeta;
}

/** The routes matching the current address, outermost first (AppRoutes provides them). */
export const MatchedRoutes = createContext<RouteMatch[] | null>(null);

/** The meta of the deepest matched route (routes carry it in `handle`). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useContext(MatchedRoutes) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
