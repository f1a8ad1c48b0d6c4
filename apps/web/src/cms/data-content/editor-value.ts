import { CONTROL_OPTIONS_MAX, CONTROL_SPECS, type ControlDefinition, judgeDataContent } from '@store/domain';

/** What the editor holds and hands its form: a data content as SaveContent takes it, each entry's `content` only. */
export type EditorValue = Record<string, { content: unknown }>;

/**
 * The editor's value judged with the server's own rules (`judgeDataContent`): the issues keyed by
 * path (`title`, `title.fa`, `gallery.2`) → message key, none when it would be accepted.
 */
export function judgeEditorValue(controls: readonly ControlDefinition[], value: EditorValue | undefined): Record<string, string> {
  const judged = judgeDataContent(value ?? {}, controls);
  if (!('issues' in judged)) return {};
  return Object.fromEntries(Object.entries(judged.issues).map(([path, issue]) => [path, issue.code]));
}

/** The controls the editor shows: the active ones (an inactive control is neither shown nor kept). */
export const shownControls = (controls: readonly ControlDefinition[]) => controls.filter((c) => c.actived);

/**
 * What a control shows: the default when it is disabled (it keeps the default whatever is sent) or
 * when nothing was entered yet, else what was entered.
 */
export function shownContent(control: ControlDefinition, value: EditorValue | undefined): unknown {
  if (control.disabled) return control.default;
  const entered = value?.[control.name]?.content;
  return entered === undefined ? control.default : entered;
}

/** The value with one control's content replaced (a disabled control's entry is never written). */
export function withContent(value: EditorValue | undefined, control: ControlDefinition, content: unknown): EditorValue {
  return { ...(value ?? {}), [control.name]: { content } };
}

/** The options a select, radio or multicheck offers: at most `CONTROL_OPTIONS_MAX` (spec 000 §9). */
export function offeredOptions(control: ControlDefinition): { shown: readonly string[]; cut: boolean } {
  const all = control.options ?? [];
  return { shown: all.slice(0, CONTROL_OPTIONS_MAX), cut: all.length > CONTROL_OPTIONS_MAX };
}

/** The first issue of a control at a path below it (`''` the control, `fa`, `2`), if any. */
export function issueAt(issues: Record<string, string> | undefined, name: string, sub = ''): string | undefined {
  return issues?.[sub ? `${name}.${sub}` : name];
}

/** The issues under a control, whatever their sub-path (`gallery.2` shown beside the gallery). */
export function issuesUnder(issues: Record<string, string> | undefined, name: string): string[] {
  return Object.entries(issues ?? {})
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .map(([, code]) => code);
}

/** Whether a type holds a value per language in this definition. */
export const isTranslated = (control: ControlDefinition) => control.translate && CONTROL_SPECS[control.type].translatable;
