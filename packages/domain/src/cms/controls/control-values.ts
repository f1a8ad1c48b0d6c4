import { z } from 'zod';
import type { FieldDef } from '../../engine/field.js';
import { FIELD_KINDS } from '../../engine/field-kinds.js';
import { type FieldIssue, fieldIssues, ROOT_FIELD } from '../../engine/issues.js';
import { TEXT_LANGUAGES } from '../../engine/translations.js';
import { acceptedBy, CONTROL_SPECS, CONTROL_VALUES_MAX, type ControlType } from './control-types.js';
import { isBlank, isEmptyContent } from './empty-content.js';

/** What judging a control's value needs of its (normalized) definition. */
export interface ControlValueDef {
  readonly type: ControlType;
  readonly required?: boolean;
  readonly translate?: boolean;
  readonly options?: readonly string[];
  readonly directory?: string;
}

/** A judged value, or the issues that refuse it keyed by path under the control (`''` for the control itself, `fa`, `2`). */
export type Judged<T> = { readonly issues: Record<string, FieldIssue> } | { readonly value: T };

/** The field definition one value of the control is checked and stored by (its kind, limits, options, accepted files). */
export function valueField(def: ControlValueDef): FieldDef | null {
  const spec = CONTROL_SPECS[def.type];
  if (!spec.kind) return null;
  const accept = acceptedBy(spec);
  return { kind: spec.kind, ...spec.field, ...(spec.options ? { options: def.options ?? [] } : {}), ...(accept ? { accept } : {}) };
}

/** Addresses the CMS answers for a stored file: `/api/CMS/Image/{folder}/{name}` or `/api/cms/download/{folder}/{name}`, `?store=` optional. */
const FOLDER_FILE = /^\/api\/cms\/(?:image|download)\/([^/?#\\]+)\/[^/?#\\]+(?:\?store=[^/?#&\\]*)?$/i;
/** An avatar's address has no folder in it: it is always `avatars`. */
const AVATAR_FILE = /^\/api\/cms\/avatar\/[^/?#\\]+(?:\?store=[^/?#&\\]*)?$/i;

/** Whether an address names a file of the store's folder `folder` (as the upload answered it). */
export function isFileOf(folder: string, address: string): boolean {
  if (folder.toLowerCase() === 'avatars' && AVATAR_FILE.test(address)) return true;
  const found = FOLDER_FILE.exec(address)?.[1];
  return found !== undefined && found.toLowerCase() === folder.toLowerCase();
}

/** The folder a file-like control's files go into. */
export const folderOf = (def: ControlValueDef): string | undefined => def.directory ?? CONTROL_SPECS[def.type].files?.directory;

/** The schema of one value of the control: its kind's input, and for files, an address inside its own folder. */
function oneValue(def: ControlValueDef): z.ZodType {
  const field = valueField(def);
  const folder = folderOf(def);
  if (!field) return z.null();
  const base = FIELD_KINDS[field.kind].input(field);
  if (folder === undefined) return base;
  return base.refine((v) => typeof v !== 'string' || v === '' || isFileOf(folder, v), {
    message: 'cms.error.filefolder',
    params: { directory: folder },
  });
}

const prefixed = (issues: Record<string, FieldIssue>, prefix: string) =>
  Object.fromEntries(
    Object.entries(issues).map(([path, issue]) => [path === ROOT_FIELD ? prefix : prefix ? `${prefix}.${path}` : path, issue]),
  );

/** One value, or a list of them for a list control (blank entries dropped, repeats once). Blank is null. */
function judgePlain(def: ControlValueDef, raw: unknown, path: string): Judged<unknown> {
  if (isBlank(raw)) return { value: null };
  const spec = CONTROL_SPECS[def.type];
  const schema = spec.many
    ? z
        .array(z.unknown())
        .transform((list) => [...new Set(list.filter((v) => !isBlank(v)))])
        .pipe(z.array(oneValue(def)).max(CONTROL_VALUES_MAX))
    : oneValue(def);
  const result = schema.safeParse(raw, { reportInput: true });
  return result.success ? { value: result.data } : { issues: prefixed(fieldIssues(result.error.issues), path) };
}

const LANGUAGES = z.strictObject(Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, z.unknown().optional()])));

/**
 * A control's content as sent (`undefined` when absent): checked by its type, per language when it
 * is translated (`{ fa, en, tr }`, the languages left empty absent), and required when the
 * definition says so — except for controls that always hold a value (a toggle is off when not on).
 */
export function judgeControlValue(def: ControlValueDef, raw: unknown): Judged<unknown> {
  const spec = CONTROL_SPECS[def.type];
  // A label or a component list holds nothing of its own.
  if (!spec.kind) return isBlank(raw) ? { value: null } : { issues: { '': { code: 'common.error.invalidtype' } } };
  let judged: Judged<unknown>;
  if (def.translate && spec.translatable && !isBlank(raw)) {
    const languages = LANGUAGES.safeParse(raw, { reportInput: true });
    if (!languages.success) return { issues: prefixed(fieldIssues(languages.error.issues), '') };
    const value: Record<string, unknown> = {};
    let issues: Record<string, FieldIssue> = {};
    for (const language of TEXT_LANGUAGES) {
      const one = judgePlain(def, languages.data[language], language);
      if ('issues' in one) issues = { ...issues, ...one.issues };
      else if (!isEmptyContent(one.value)) value[language] = one.value;
    }
    judged = Object.keys(issues).length > 0 ? { issues } : { value: Object.keys(value).length > 0 ? value : null };
  } else {
    judged = judgePlain(def, raw, '');
  }
  if ('issues' in judged) return judged;
  if (spec.alwaysSet) return { value: judged.value ?? false };
  if (def.required && isEmptyContent(judged.value)) return { issues: { '': { code: 'common.error.required' } } };
  return judged;
}

/** A judged value as it is stored: each value through its kind's stored form (rich text sanitized; server only). */
export function storedControlValue(def: ControlValueDef, value: unknown): unknown {
  const field = valueField(def);
  if (!field || value === null || value === undefined) return value ?? null;
  const store = (one: unknown) => FIELD_KINDS[field.kind].toColumn(one, { ...field, required: false });
  const plain = (v: unknown) => (Array.isArray(v) ? v.map(store).filter((x) => !isBlank(x)) : store(v));
  if (!def.translate || typeof value !== 'object' || Array.isArray(value)) return plain(value);
  const out = Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .map(([language, v]) => [language, plain(v)] as const)
      .filter(([, v]) => !isEmptyContent(v)),
  );
  return Object.keys(out).length > 0 ? out : null;
}

/** A valid value of the control for tests: its kind's sample (per language when translated), inside its folder for files. */
export function sampleControlValue(def: ControlValueDef, n: number): unknown {
  const field = valueField(def);
  if (!field) return null;
  const folder = folderOf(def);
  const one = (k: number) =>
    folder === undefined
      ? FIELD_KINDS[field.kind].sample(field, k)
      : `/api/CMS/${def.type.includes('image') ? 'Image' : 'download'}/${folder}/sample-${k}${field.accept?.[0] ?? '.pdf'}`;
  const plain = (k: number) => (CONTROL_SPECS[def.type].many ? [one(k), one(k + 1)] : one(k));
  return def.translate ? { fa: plain(n), en: plain(n + 10) } : plain(n);
}
