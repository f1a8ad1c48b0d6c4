import { z } from 'zod';
import type { RefRuleResult } from '../../engine/entity.js';
import { type FieldIssue, fieldIssues } from '../../engine/issues.js';
import type { Row } from '../../engine/lifecycle.js';
import { safeText } from '../../engine/text.js';
import type { Translations } from '../../engine/types.js';
import { type ControlDefinition, controlListSchema, TEMPLATE_KEY } from './control-definition.js';
import { CONTROL_SPECS, CONTROL_TYPES, type ControlType } from './control-types.js';
import { folderOf, type Judged, judgeControlValue, storedControlValue } from './control-values.js';
import { isEmptyContent } from './empty-content.js';

/**
 * A stored data content (spec 000 §3): a JSON object keyed by control name, each entry with its
 * control's title, type, translate flag and content (and `disabled`, `directory` where they apply);
 * it may also hold the `template` it was made with.
 */
export interface DataContentEntry {
  readonly title: Partial<Translations> | null;
  readonly type: ControlType;
  readonly translate: boolean;
  readonly content: unknown;
  readonly disabled?: true;
  readonly directory?: string;
  /** A component list's component: what a reader lists (visitors get no templates to read it from). */
  readonly componentname?: string;
}

export type DataContent = Record<string, DataContentEntry>;

const entrySchema = z.strictObject({
  title: z.unknown().optional(),
  type: z.enum(CONTROL_TYPES).optional(),
  translate: z.boolean().optional(),
  content: z.unknown().optional(),
  disabled: z.boolean().optional(),
  directory: safeText(100).optional(),
  componentname: safeText(100).optional(),
});

/**
 * The shape of a data content as it is sent or stored, checked without its template: entries by
 * control name, and an optional `template`. What each entry may hold is its control's business
 * (`judgeDataContent`); an entry's title, type and flags are taken from the template, not the sender.
 */
export const dataContentSchema = z.object({ [TEMPLATE_KEY]: controlListSchema.optional() }).catchall(entrySchema);

const own = (data: Record<string, unknown>, key: string): unknown => (Object.hasOwn(data, key) ? data[key] : undefined);

/**
 * Checks a data content against its template's controls (spec 000 §5): each active control's
 * content by its type (`judgeControlValue`), required ones (except toggles) not empty, a disabled
 * control keeping the template's default whatever was sent, an absent content taking the default
 * (and no entry when there is none, but for labels and component lists, whose entry is what a
 * reader shows).
 * Inactive controls are ignored and their entries dropped; a key that is no control of the template
 * is refused. Answers the entries as they will be stored (before their values' stored form), or the
 * issues keyed by control name (`title`, `title.fa`, `gallery.2`).
 */
export function judgeDataContent(data: Record<string, unknown>, controls: readonly ControlDefinition[]): Judged<DataContent> {
  const issues: Record<string, FieldIssue> = {};
  const names = new Set(controls.map((c) => c.name));
  for (const key of Object.keys(data)) if (key !== TEMPLATE_KEY && !names.has(key)) issues[key] = { code: 'common.error.unknownfield' };
  const out: Record<string, DataContentEntry> = {};
  for (const control of controls) {
    if (!control.actived) continue;
    const entry = own(data, control.name) as { content?: unknown } | undefined;
    const sent = control.disabled ? undefined : entry?.content;
    const raw = sent === undefined ? control.default : sent;
    const judged = judgeControlValue(control, raw);
    if ('issues' in judged) {
      for (const [path, issue] of Object.entries(judged.issues)) issues[path ? `${control.name}.${path}` : control.name] = issue;
      continue;
    }
    // Nothing sent and no default: no entry (a reader takes a missing toggle as off) — except for
    // a label or a component list, which hold nothing and show their title or list from the entry.
    if (raw === undefined && CONTROL_SPECS[control.type].kind !== null) continue;
    const directory = CONTROL_SPECS[control.type].files ? folderOf(control) : undefined;
    out[control.name] = {
      title: control.title,
      type: control.type,
      translate: control.translate,
      content: judged.value,
      ...(control.disabled ? { disabled: true as const } : {}),
      ...(directory ? { directory } : {}),
      ...(control.componentname ? { componentname: control.componentname } : {}),
    };
  }
  return Object.keys(issues).length > 0 ? { issues } : { value: out };
}

/** Judged entries as they are stored: every value in its kind's stored form (rich text sanitized — the server's sanitizer). */
export function storedDataContent(content: DataContent, controls: readonly ControlDefinition[]): DataContent {
  const byName = new Map(controls.map((c) => [c.name, c]));
  return Object.fromEntries(
    Object.entries(content).map(([name, entry]) => {
      const control = byName.get(name);
      return [name, control ? { ...entry, content: storedControlValue(control, entry.content) } : entry];
    }),
  );
}

/**
 * A template's controls as stored: each default in its kind's stored form, as entries are (rich
 * text sanitized; server only) — a page's template reaches visitors, and a form's defaults too.
 */
export function storedControls(controls: readonly ControlDefinition[]): ControlDefinition[] {
  return controls.map((control) => {
    if (control.default === undefined) return control;
    const { default: value, ...rest } = control;
    const stored = storedControlValue(control, value);
    return stored === null ? rest : { ...rest, default: stored };
  });
}

/** JSON text as a value; `empty` when there is no text. */
const parseJson = (text: unknown, empty: unknown): unknown => (typeof text === 'string' && text !== '' ? JSON.parse(text) : empty);

/**
 * The reference rule of a content's `dataContent` (engine `refRules`): the data content judged by
 * the controls of the template its `contentTemplateId` names, and stored as judged. Both texts have
 * passed their own fields' schemas by then.
 */
export function dataContentByTemplate(value: unknown, template: Row): RefRuleResult {
  const controls = controlListSchema.parse(parseJson(template.dataTemplate, []));
  // An entry that is no object, or holds keys an entry never has, is the sender's mistake: issues, never a throw.
  const shaped = dataContentSchema.safeParse(parseJson(value, {}), { reportInput: true });
  if (!shaped.success) return { issues: fieldIssues(shaped.error.issues) };
  const judged = judgeDataContent(shaped.data as Record<string, unknown>, controls);
  if ('issues' in judged) return judged;
  const stored = storedDataContent(judged.value, controls);
  // Rich text that sanitizing left empty does not fill a required control.
  const emptied = controls.filter((c) => c.required && c.actived && stored[c.name] && isEmptyContent(stored[c.name]?.content));
  if (emptied.length > 0) return { issues: Object.fromEntries(emptied.map((c) => [c.name, { code: 'common.error.required' }])) };
  return { value: JSON.stringify(stored) };
}
