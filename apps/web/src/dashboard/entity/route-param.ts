import type { EntityDef, FieldDef } from '@store/domain';

/** An entity's route parameter (`EntityDef.routeParam`): the field the dashboard's addresses carry. */
export interface RouteParam {
  readonly name: string;
  readonly field: FieldDef;
}

export function routeParamOf(entity: EntityDef): RouteParam | undefined {
  const name = entity.routeParam;
  const field = name ? entity.fields[name] : undefined;
  return name && field ? { name, field } : undefined;
}

/** A reference's id as an address writes it: digits, no leading zero, within an integer column. */
const ID = /^[1-9]\d{0,9}$/;

/**
 * The value an address segment names, in the field's own spelling: an enum's value matched in any
 * letter case (`/List/customer` is the Customer list, as the server's routes match any case), a
 * reference's id. Anything else names nothing, and the screen shows everything: an address someone
 * typed or kept must not break the screen.
 */
export function matchRouteParam(entity: EntityDef, raw: string | undefined): string | undefined {
  const param = routeParamOf(entity);
  if (!param || raw === undefined || raw === '') return undefined;
  if (param.field.kind === 'enum') {
    const wanted = raw.toLowerCase();
    return param.field.options?.find((option) => option.toLowerCase() === wanted);
  }
  return param.field.kind === 'ref' && ID.test(raw) ? raw : undefined;
}

/** The values a list offers to switch between: an enum's options; none for a reference (rows are too many to list). */
export function routeParamChoices(entity: EntityDef): readonly string[] {
  const param = routeParamOf(entity);
  return param?.field.kind === 'enum' ? (param.field.options ?? []) : [];
}

/** The list's filters with the route parameter's value in force: the address's path outranks its query. */
export function filtersWithParam(entity: EntityDef, filters: Record<string, string>, value: string | undefined): Record<string, string> {
  const param = routeParamOf(entity);
  if (!param || value === undefined) return filters;
  return { ...filters, [param.name]: value };
}

/** The filters without the route parameter's field: what the query string keeps while the path names the value. */
export function filtersWithoutParam(entity: EntityDef, filters: Record<string, string>): Record<string, string> {
  const param = routeParamOf(entity);
  if (!param) return filters;
  const { [param.name]: _inPath, ...rest } = filters;
  return rest;
}
