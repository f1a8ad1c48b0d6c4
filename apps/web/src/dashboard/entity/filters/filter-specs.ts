import { type ControlName, Decimal, type EntityDef, type FieldDef, filterableFields, kindOf } from '@store/domain';

/** How the filter bar offers one filterable field. */
export interface FilterSpec {
  name: string;
  field: FieldDef;
  control: ControlName;
  /** `fieldFrom` / `fieldTo` (kinds whose filter has `range`): shown instead of the equality filter. */
  range: boolean;
  /** `?field=a,b` (kinds whose filter has `list`): a multi-select. */
  list: boolean;
}

/** Form item name of a range filter (its value is `{ from, to }`). */
export const rangeItem = (name: string) => `${name}Range`;

export interface RangeValue {
  from?: string;
  to?: string;
}

/** Controls whose values are picked from a calendar (compared as ISO text). */
export const DATE_CONTROLS: ReadonlySet<ControlName> = new Set(['date', 'datetime']);
/** Controls whose values are row ids. */
const ID_CONTROLS: ReadonlySet<ControlName> = new Set(['ref', 'refs']);

export function filterSpecs(entity: EntityDef): FilterSpec[] {
  return filterableFields(entity).map(([name, field]) => {
    const kind = kindOf(field);
    return { name, field, control: kind.control, range: kind.filter.range === true, list: kind.filter.list === true };
  });
}

type MatchValue = string | number | (string | number)[] | undefined;

/** An address filter (`a,b` for in-lists) as its control holds it. */
export function matchFromUrl(spec: FilterSpec, text: string | undefined): MatchValue {
  if (text === undefined) return undefined;
  const one = (t: string) => (ID_CONTROLS.has(spec.control) ? Number(t) : t);
  return spec.list ? text.split(',').map(one) : one(text);
}

/** A control's value as an address filter, or undefined when empty. */
export function matchToUrl(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  if (value === null || value === undefined) return undefined;
  return String(value).trim() || undefined;
}

/** The message code of what is wrong with a range, or null: each end checked by the API's own filter schema, then from ≤ to. */
export function rangeProblem(spec: FilterSpec, range: RangeValue | undefined): string | null {
  const schema = kindOf(spec.field).filterValue(spec.field);
  for (const end of [range?.from, range?.to]) {
    if (end === undefined) continue;
    const parsed = schema.safeParse(end);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'common.error.invalid';
  }
  const { from, to } = range ?? {};
  if (from === undefined || to === undefined) return null;
  const reversed = DATE_CONTROLS.has(spec.control) ? from > to : new Decimal(from).greaterThan(to);
  return reversed ? 'common.error.fromtoerror' : null;
}
