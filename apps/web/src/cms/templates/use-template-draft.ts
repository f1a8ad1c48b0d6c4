import {
  ContentTemplate as ContentTemplateEntity,
  type ControlDraft,
  type ControlType,
  draftOf,
  emptyControl,
  fieldIssues,
  inputSchema,
  issuesByRow,
  moveControlUp,
  retypeControl,
  sentControl,
} from '@store/domain';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { ShownIssue } from '../../components/form-issues';
import type { ContentTemplate, TemplateInput } from './templates-api';

/** A control being edited, with a key of its own so its row (and the issues on it) follow it when it moves. */
export interface BuilderControl extends ControlDraft {
  readonly key: string;
}

export interface TemplateDraft {
  componentName: string;
  path: string;
  isForm: boolean;
  controls: BuilderControl[];
}

/** The template's own fields; anything else refused about the template is the controls' list as a whole. */
export const TOP_FIELDS = ['componentName', 'path', 'isForm'] as const;
const CONTROLS = 'dataTemplate';

let lastKey = 0;
const keyed = (draft: ControlDraft): BuilderControl => {
  lastKey += 1;
  return { ...draft, key: `control-${lastKey}` };
};

const draftOfTemplate = (template: ContentTemplate | undefined): TemplateDraft => ({
  componentName: template?.componentName ?? '',
  path: template?.path ?? '',
  isForm: template?.isForm ?? false,
  controls: (template?.controls ?? []).map((control) => keyed(draftOf(control))),
});

/** What SaveContentTemplate is sent for the draft. */
export const bodyOf = (draft: TemplateDraft): TemplateInput => ({
  componentName: draft.componentName.trim(),
  path: draft.path.trim() === '' ? null : draft.path.trim(),
  isForm: draft.isForm,
  dataTemplate: JSON.stringify(draft.controls.map(sentControl)),
});

/** Where an issue of the template is shown: a top field, `{row key}.{field}`, or `dataTemplate` (the list). */
function placed(issues: Record<string, ShownIssue>, controls: readonly BuilderControl[]): Record<string, ShownIssue> {
  const { rows, rest } = issuesByRow(issues, CONTROLS);
  const out: Record<string, ShownIssue> = {};
  for (const [row, fields] of rows) {
    const key = controls[row]?.key;
    for (const [field, issue] of Object.entries(fields)) out[key ? `${key}.${field}` : CONTROLS] ??= issue;
  }
  for (const [path, issue] of Object.entries(rest)) {
    const top = path.split('.')[0] ?? path;
    out[(TOP_FIELDS as readonly string[]).includes(top) ? top : CONTROLS] ??= issue;
  }
  return out;
}

/**
 * The builder's draft of one template and the issues shown on it. Editing a field clears its
 * issue; `judge` checks the body with the entity's own input schema (whose `dataTemplate` is
 * judged by the domain's `controlListSchema`, as on the server) and `refuse` places a server's 400
 * on the same rows.
 */
export function useTemplateDraft(template: ContentTemplate | undefined) {
  const [draft, setDraft] = useState(() => draftOfTemplate(template));
  const [issues, setIssues] = useState<Record<string, ShownIssue>>({});

  const clear = (names: string[]) =>
    setIssues((shown) =>
      names.some((name) => name in shown) ? Object.fromEntries(Object.entries(shown).filter(([name]) => !names.includes(name))) : shown,
    );

  const setTop = <K extends (typeof TOP_FIELDS)[number]>(field: K, value: TemplateDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clear([field]);
  };

  const updateControl = (key: string, change: (control: BuilderControl) => BuilderControl, fields: string[]) => {
    setDraft((d) => ({ ...d, controls: d.controls.map((c) => (c.key === key ? change(c) : c)) }));
    clear(fields.map((field) => `${key}.${field}`));
  };

  return {
    draft,
    issues,
    setTop,
    setControl: (key: string, change: Partial<ControlDraft>) => updateControl(key, (c) => ({ ...c, ...change }), Object.keys(change)),
    retype: (key: string, type: ControlType) =>
      updateControl(key, (c) => ({ ...retypeControl(c, type), key: c.key }), [
        'type',
        'translate',
        'required',
        'default',
        'options',
        'directory',
      ]),
    add: () => setDraft((d) => ({ ...d, controls: [...d.controls, keyed(emptyControl())] })),
    moveUp: (index: number) => setDraft((d) => ({ ...d, controls: moveControlUp(d.controls, index) })),
    remove: (key: string) => {
      setDraft((d) => ({ ...d, controls: d.controls.filter((c) => c.key !== key) }));
      setIssues((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => !name.startsWith(`${key}.`))));
    },
    /** The body to send, or null with every issue shown on its row. */
    judge: (): TemplateInput | null => {
      const body = bodyOf(draft);
      const parsed = inputSchema(ContentTemplateEntity, 'create').safeParse(body);
      if (parsed.success) return body;
      setIssues(placed(fieldIssues(parsed.error.issues), draft.controls));
      return null;
    },
    /** Shows a server's 400 / 409 on its rows and fields (a component name taken); answers whether it was one. */
    refuse: (error: unknown, sent: readonly BuilderControl[]): boolean => {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
      const { fields = {}, fieldCodes = {} } = error.body;
      const names = [...new Set([...Object.keys(fields), ...Object.keys(fieldCodes)])];
      if (names.length === 0) return false;
      const refused: Record<string, ShownIssue> = Object.fromEntries(
        names.map((name) => [
          name,
          { code: fieldCodes[name] ?? 'common.error.invalid', ...(fields[name] ? { message: fields[name] } : {}) },
        ]),
      );
      setIssues(placed(refused, sent));
      return true;
    },
  };
}

export type TemplateDraftState = ReturnType<typeof useTemplateDraft>;
