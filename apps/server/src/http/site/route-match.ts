import type { RouteMeta } from '@store/domain';

export interface RouteMatch {
  route: RouteMeta;
  /** The path's parameters, percent-decoded (absent optional ones left out). */
  params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  route: RouteMeta;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/pages/:slug?` → `^/pages(?:/([^/]+))?/?$`, matched in any letter case (as the web's router does). */
function compile(route: RouteMeta): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1] as string);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { route, names, pattern: new RegExp(`^${source}/?$`, 'i') };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The first route whose path matches a raw (still percent-encoded) path without its query. */
export class RouteMatcher {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly RouteMeta[]) {
    this.compiled = routes.map(compile);
  }

  match(rawPath: string): RouteMatch | null {
    const path = rawPath === '' ? '/' : rawPath;
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      let valid = true;
      names.forEach((name, index) => {
        const raw = found[index + 1];
        if (raw === undefined) return;
        const value = decoded(raw);
        if (value === null) valid = false;
        else params[name] = value;
      });
      // A parameter that is no valid percent-encoding names nothing.
      if (valid) return { route, params };
    }
    return null;
  }
}

/**
 * A route's own path with these parameters (optional ones left out when absent): the address a
 * search engine should keep, in the route's own letter case (`/authentication` → `/Authentication`).
 */
export function pathOf(route: RouteMeta, params: Readonly<Record<string, string>>): string {
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^:(\w+)\??$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1] as string];
      return value === undefined ? [] : [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

/**
 * The routes the web renders, with the parents of the dashboard's groups (`/dashboard/CMS`), which
 * the web sends on to the group's first list.
 */
export function siteRoutes(routes: readonly RouteMeta[]): RouteMeta[] {
  const dashboard = routes.find((r) => r.key === 'dashboard');
  const parents = new Set<string>();
  for (const route of routes) {
    const group = /^\/dashboard\/([^/:]+)\/[^/]/.exec(route.path)?.[1];
    if (group) parents.add(`/dashboard/${group}`);
  }
  const known = new Set(routes.map((r) => r.path.toLowerCase()));
  const redirects = dashboard
    ? [...parents].filter((p) => !known.has(p.toLowerCase())).map((path) => ({ ...dashboard, key: `${dashboard.key}.group`, path }))
    : [];
  return [...routes, ...redirects];
}
