import type { Operation } from './access.js';
import type { FieldDef } from './field.js';

/**
 * Lifecycle actions as data: a state derived from the row, a table of which states each action
 * may start from, and a pure patch. The server runs these inside a transaction with the row
 * locked; the web enables buttons with the same `canTransition`.
 */
export type Row = Record<string, unknown>;

/** Who runs an action or a write, as rules and effects see them. */
export interface CallerInfo {
  /** The customer id (0 for the system). */
  readonly id: number;
  readonly isAdmin: boolean;
  /** The store the request is about, for store-scoped entities. */
  readonly storeId: number | null;
}

/** What a rule, an apply and an effect see besides the row. */
export interface ActionContext {
  /** The action's validated input (`{}` when it declares none). */
  readonly input: Row;
  readonly caller: CallerInfo;
  readonly now: Date;
}

export interface ActionDef<R extends Row = Row> {
  /** States the action may start from. */
  readonly from: readonly string[];
  /** The state the row is in after the action (checked after `apply`). */
  readonly to?: string;
  /** Error code when the row is in any other state. */
  readonly error: string;
  /** Fields the action takes in its body (validated, in OpenAPI, a form in the dashboard). */
  readonly input?: Readonly<Record<string, FieldDef>>;
  /** The access right it needs (default `act`). */
  readonly access?: Operation;
  /** The change the action makes; pure. */
  readonly apply: (row: R, ctx: ActionContext) => Partial<R>;
  /** Extra rule on the row alone (also decides whether the button is enabled); an error code or null. */
  readonly guard?: (row: R) => string | null;
  /** Extra rule that needs the input, the caller or the clock; checked when the action runs. */
  readonly rule?: (row: R, ctx: ActionContext) => string | null;
}

export interface LifecycleDef<R extends Row = Row> {
  /** Derives the row's state name (from a status column or a set of flags). */
  readonly state: (row: R) => string;
  readonly actions: Readonly<Record<string, ActionDef<R>>>;
  /** States in which the row may not be updated or deleted, and the error code to answer. */
  readonly locked?: { readonly states: readonly string[]; readonly error: string };
}

export type TransitionCheck = { ok: true } | { ok: false; code: string };

/** Whether the action may run on the row: the state table, the row guard and, given a context, the rule. */
export function canTransition<R extends Row>(lifecycle: LifecycleDef<R>, row: R, action: string, ctx?: ActionContext): TransitionCheck {
  const def = lifecycle.actions[action];
  if (!def) return { ok: false, code: 'common.error.unknownaction' };
  if (!def.from.includes(lifecycle.state(row))) return { ok: false, code: def.error };
  const refused = def.guard?.(row) ?? (ctx ? (def.rule?.(row, ctx) ?? null) : null);
  return refused ? { ok: false, code: refused } : { ok: true };
}

/** The error code that forbids editing or deleting this row, or null when it may change. */
export function lockedBy<R extends Row>(lifecycle: LifecycleDef<R> | undefined, row: R): string | null {
  if (!lifecycle?.locked) return null;
  return lifecycle.locked.states.includes(lifecycle.state(row)) ? lifecycle.locked.error : null;
}

/** Actions the row allows right now, in declaration order (rules that need input are checked when run). */
export function allowedActions<R extends Row>(lifecycle: LifecycleDef<R> | undefined, row: R): string[] {
  if (!lifecycle) return [];
  return Object.keys(lifecycle.actions).filter((a) => canTransition(lifecycle, row, a).ok);
}
