/**
 * Lifecycle actions as data: a state derived from the row, a table of which states each action
 * may start from, and a pure patch. The server runs these inside a transaction with the row
 * locked; the web enables buttons with the same `canTransition`.
 */
export type Row = Record<string, unknown>;

export interface ActionDef<R extends Row = Row> {
  /** States the action may start from. */
  readonly from: readonly string[];
  /** Error code when the row is in any other state. */
  readonly error: string;
  /** The change the action makes; pure, given the row and the moment it runs. */
  readonly apply: (row: R, now: Date) => Partial<R>;
  /** Optional extra rule beyond the state table; returns an error code or null. */
  readonly guard?: (row: R) => string | null;
}

export interface LifecycleDef<R extends Row = Row> {
  /** Derives the row's state name (from a status column or a set of flags). */
  readonly state: (row: R) => string;
  readonly actions: Readonly<Record<string, ActionDef<R>>>;
  /** States in which the row may not be updated or deleted, and the error code to answer. */
  readonly locked?: { readonly states: readonly string[]; readonly error: string };
}

export type TransitionCheck = { ok: true } | { ok: false; code: string };

export function canTransition<R extends Row>(lifecycle: LifecycleDef<R>, row: R, action: string): TransitionCheck {
  const def = lifecycle.actions[action];
  if (!def) return { ok: false, code: 'common.error.unknownaction' };
  if (!def.from.includes(lifecycle.state(row))) return { ok: false, code: def.error };
  const guarded = def.guard?.(row) ?? null;
  return guarded ? { ok: false, code: guarded } : { ok: true };
}

/** The error code that forbids editing or deleting this row, or null when it may change. */
export function lockedBy<R extends Row>(lifecycle: LifecycleDef<R> | undefined, row: R): string | null {
  if (!lifecycle?.locked) return null;
  return lifecycle.locked.states.includes(lifecycle.state(row)) ? lifecycle.locked.error : null;
}

/** Actions the row allows right now, in declaration order. */
export function allowedActions<R extends Row>(lifecycle: LifecycleDef<R> | undefined, row: R): string[] {
  if (!lifecycle) return [];
  return Object.keys(lifecycle.actions).filter((a) => canTransition(lifecycle, row, a).ok);
}
