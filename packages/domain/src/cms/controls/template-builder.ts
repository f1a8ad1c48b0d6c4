import { CONTROL_OPTIONS_MAX } from '../../constants.js';
import type { FieldIssue } from '../../engine/issues.js';
import type { Translations } from '../../engine/types.js';
import { controlNameOf } from './control-definition.js';
import { CONTROL_SPECS, type ControlType } from './control-types.js';

/**
 * The template builder's editing steps (spec 000 §4 "Moving a template control up swaps it with
 * the previous one", §5 template field rules) as pure functions, so the dialog and its tests share
 * them. What the builder sends is judged by `controlListSchema` (control-definition.ts), which the
 * server runs too; these steps only keep the draft tidy while it is edited.
 */

/** A control as the builder edits it: a type may still be missing, and every option list is kept while the type changes. */
export interface ControlDraft {
  name: string;
  type: ControlType | undefined;
  title: Partial<Translations>;
  required: boolean;
  translate: boolean;
  actived: boolean;
  disabled: boolean;
  default?: unknown;
  options: string[];
  directory?: string;
  componentname?: string;
}

/** A new control: active, nothing required, no type chosen yet. */
export const emptyControl = (): ControlDraft => ({
  name: '',
  type: undefined,
  title: {},
  required: false,
  translate: false,
  actived: true,
  disabled: false,
  options: [],
});

/** The list with the control at `index` swapped with the one before it (the first stays first). */
export function moveControlUp<T>(list: readonly T[], index: number): T[] {
  const moved = [...list];
  if (index <= 0 || index >= list.length) return moved;
  [moved[index - 1], moved[index]] = [moved[index] as T, moved[index - 1] as T];
  return moved;
}

/** The list with the item at `index` moved by one place (-1 earlier, +1 later); at an end it stays. */
export function moveOption<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  return by === -1 ? moveControlUp(list, index) : moveControlUp(list, index + 1);
}

/** Adding an option: trimmed; refused empty, listed already (spec 000 §5) or past the limit (spec 000 §9). */
export function addOption(options: readonly string[], text: string): { options: string[] } | { issue: FieldIssue } {
  const option = text.trim();
  if (option === '') return { issue: { code: 'common.error.required' } };
  if (options.includes(option)) return { issue: { code: 'templatebuilder.error.optionexists', params: { option } } };
  if (options.length >= CONTROL_OPTIONS_MAX) return { issue: { code: 'common.error.max', params: { max: CONTROL_OPTIONS_MAX } } };
  return { options: [...options, option] };
}

/** Rows whose name (as it will be stored) an earlier row already has: the rows the schema refuses. */
export function duplicateNameRows(names: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  names.forEach((raw, index) => {
    const name = controlNameOf(raw);
    if (name !== '' && seen.has(name)) duplicates.add(index);
    seen.add(name);
  });
  return duplicates;
}

/** Types whose default the builder asks for: one plain value (files, dates and rich text are chosen where contents are written). */
const DEFAULT_TYPES: ReadonlySet<ControlType> = new Set(['text', 'multiline', 'link', 'number', 'toggle', 'select', 'radio', 'multicheck']);

/** Whether the builder offers a default for this control (not a translated one: its default would be one per language). */
export const takesDefault = (draft: Pick<ControlDraft, 'type' | 'translate'>): boolean =>
  draft.type !== undefined && DEFAULT_TYPES.has(draft.type) && !draft.translate;

/** Whether `required` means anything for this type (not for a toggle, a label or a component list). */
export const takesRequired = (type: ControlType | undefined): boolean =>
  type === undefined || (CONTROL_SPECS[type].kind !== null && !CONTROL_SPECS[type].alwaysSet);

/** The draft given another type: flags it cannot have dropped, a file-like type's default folder, the default cleared. */
export function retypeControl(draft: ControlDraft, type: ControlType): ControlDraft {
  const spec = CONTROL_SPECS[type];
  const { default: _default, directory, componentname, ...rest } = draft;
  return {
    ...rest,
    type,
    translate: draft.translate && spec.translatable,
    required: draft.required && takesRequired(type),
    ...(spec.files ? { directory: directory && draft.type && CONTROL_SPECS[draft.type].files ? directory : spec.files.directory } : {}),
    ...(spec.component ? { componentname: componentname ?? '' } : {}),
  };
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** What the builder sends for one control: only what its type uses (titles left empty dropped), as `controlListSchema` reads it. */
export function sentControl(draft: ControlDraft): Record<string, unknown> {
  const spec = draft.type ? CONTROL_SPECS[draft.type] : undefined;
  const title = Object.fromEntries(Object.entries(draft.title).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));
  return {
    name: draft.name,
    ...(draft.type ? { type: draft.type } : {}),
    title: Object.keys(title).length > 0 ? title : null,
    required: draft.required && takesRequired(draft.type),
    translate: draft.translate,
    actived: draft.actived,
    disabled: draft.disabled,
    ...(takesDefault(draft) && !isBlank(draft.default) ? { default: draft.default } : {}),
    ...(spec?.options ? { options: draft.options } : {}),
    ...(spec?.files ? { directory: draft.directory ?? spec.files.directory } : {}),
    ...(spec?.component ? { componentname: draft.componentname ?? '' } : {}),
  };
}

/** A stored control as a draft to edit. */
export function draftOf(control: {
  name: string;
  type: ControlType;
  title?: Partial<Translations> | null;
  required?: boolean;
  translate?: boolean;
  actived?: boolean;
  disabled?: boolean;
  default?: unknown;
  options?: readonly string[];
  directory?: string;
  componentname?: string;
}): ControlDraft {
  return {
    name: control.name,
    type: control.type,
    title: { ...(control.title ?? {}) },
    required: control.required ?? false,
    translate: control.translate ?? false,
    actived: control.actived ?? true,
    disabled: control.disabled ?? false,
    ...(control.default !== undefined ? { default: control.default } : {}),
    options: [...(control.options ?? [])],
    ...(control.directory !== undefined ? { directory: control.directory } : {}),
    ...(control.componentname !== undefined ? { componentname: control.componentname } : {}),
  };
}

/**
 * Issues of a template's controls by row: `2.name` (the schema's own path) or `dataTemplate.2.name`
 * (a server's answer) is row 2's `name`; a deeper path (`2.default.fa`) belongs to that row's field
 * too. Anything else is kept apart, under its own path.
 */
export function issuesByRow<I extends FieldIssue>(
  issues: Readonly<Record<string, I>>,
  prefix = '',
): { rows: Map<number, Record<string, I>>; rest: Record<string, I> } {
  const rows = new Map<number, Record<string, I>>();
  const rest: Record<string, I> = {};
  for (const [path, issue] of Object.entries(issues)) {
    const inner = prefix === '' ? path : path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : undefined;
    const match = inner === undefined ? null : /^(\d+)\.([^.]+)/.exec(inner);
    if (!match) {
      rest[path] = issue;
      continue;
    }
    const row = Number(match[1]);
    const field = match[2] as string;
    const mine = rows.get(row) ?? {};
    if (!mine[field]) mine[field] = issue;
    rows.set(row, mine);
  }
  return { rows, rest };
}
