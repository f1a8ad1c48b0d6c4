import { z } from 'zod';
import { CONTROL_OPTIONS_MAX } from '../../constants.js';
import { safeText } from '../../engine/text.js';
import { TEXT_LANGUAGES } from '../../engine/translations.js';
import type { Translations } from '../../engine/types.js';
import { CONTROL_SPECS, CONTROL_TYPES, type ControlType, folderNamed } from './control-types.js';
import { judgeControlValue } from './control-values.js';

/**
 * A template's control definitions (spec 000 §3 "Template control definition", §5 template field
 * rules): what the template builder stores in a content template's `dataTemplate`. The schema both
 * checks and normalizes — the stored list is what it answers — so the web's builder and the server
 * agree on every rule.
 */

/** Most controls one template holds. */
export const TEMPLATE_CONTROLS_MAX = 200;
export const CONTROL_NAME_MAX = 100;
/** A data content's key that is not a control: the template it may carry (spec 000 §3). */
export const TEMPLATE_KEY = 'template';

/** Keys a control may not take: the data content's own `template`, and names a JSON object keeps apart from its keys. */
const RESERVED_NAMES: ReadonlySet<string> = new Set([TEMPLATE_KEY, '__proto__', 'constructor', 'prototype']);

/** Letters and digits of any script, `_` and `-`: a name that is a key of the stored data content. */
const CONTROL_NAME = /^[\p{L}\p{N}_-]+$/u;

/** A control's name as the builder keeps it: trimmed, each space an underscore (spec 000 §5). */
export const controlNameOf = (name: string): string => name.trim().replace(/\s/g, '_');

/** A control as its template stores it. */
export interface ControlDefinition {
  readonly name: string;
  readonly title: Partial<Translations> | null;
  readonly type: ControlType;
  readonly required: boolean;
  readonly translate: boolean;
  readonly actived: boolean;
  readonly disabled: boolean;
  readonly default?: unknown;
  readonly options?: readonly string[];
  readonly directory?: string;
  readonly componentname?: string;
}

const controlTitle = z.strictObject(Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, safeText(200).nullable().optional()])));

const sentDefinition = z.strictObject({
  name: safeText(CONTROL_NAME_MAX),
  title: controlTitle.nullable().optional(),
  type: z.enum(CONTROL_TYPES),
  required: z.boolean().default(false),
  translate: z.boolean().default(false),
  actived: z.boolean().default(true),
  disabled: z.boolean().default(false),
  default: z.unknown().optional(),
  options: z.array(safeText(200).min(1)).max(CONTROL_OPTIONS_MAX).optional(),
  directory: safeText(100).optional(),
  componentname: safeText(100).optional(),
});

type Issue = { path: (string | number)[]; code: string; params?: Record<string, unknown> };

/** The definition as stored, and the rules of its type broken on the way (each at its own path). */
function normalize(sent: z.output<typeof sentDefinition>): { definition: ControlDefinition; issues: Issue[] } {
  const spec = CONTROL_SPECS[sent.type];
  const issues: Issue[] = [];
  const name = controlNameOf(sent.name);
  if (name === '') issues.push({ path: ['name'], code: 'common.error.required' });
  else if (!CONTROL_NAME.test(name)) issues.push({ path: ['name'], code: 'templatebuilder.error.name' });
  else if (RESERVED_NAMES.has(name)) issues.push({ path: ['name'], code: 'templatebuilder.error.reservedname' });
  if (sent.translate && !spec.translatable) issues.push({ path: ['translate'], code: 'templatebuilder.error.nottranslatable' });
  // Options listed twice are kept once; types without options keep none.
  const options = spec.options ? [...new Set(sent.options ?? [])] : undefined;
  if (options?.length === 0) issues.push({ path: ['options'], code: 'templatebuilder.error.optionsrequired' });
  const directory = spec.files ? folderNamed(sent.directory ?? spec.files.directory) : undefined;
  if (spec.files && !directory) issues.push({ path: ['directory'], code: 'content.error.directory' });
  const componentname = spec.component ? sent.componentname : undefined;
  if (spec.component && !componentname) issues.push({ path: ['componentname'], code: 'common.error.required' });
  const definition: ControlDefinition = {
    name,
    title: sent.title ?? null,
    type: sent.type,
    // Nothing to require of a control that always holds a value or holds none.
    required: sent.required && spec.kind !== null && !spec.alwaysSet,
    translate: sent.translate && spec.translatable,
    actived: sent.actived,
    disabled: sent.disabled,
    ...(options ? { options } : {}),
    ...(directory ? { directory } : {}),
    ...(componentname ? { componentname } : {}),
  };
  if (sent.default === undefined || sent.default === null || issues.length > 0) return { definition, issues };
  // The default is a value of the control like any other (not required: a default may be left empty).
  const judged = judgeControlValue({ ...definition, required: false }, sent.default);
  if ('issues' in judged) {
    for (const [path, issue] of Object.entries(judged.issues))
      issues.push({
        path: ['default', ...(path ? path.split('.') : [])],
        code: issue.code,
        ...(issue.params ? { params: issue.params } : {}),
      });
    return { definition, issues };
  }
  return { definition: judged.value === null ? definition : { ...definition, default: judged.value }, issues };
}

/** One control definition, normalized (name, options, folder, default), or its issues at their paths. */
export const controlDefinitionSchema: z.ZodType<ControlDefinition> = sentDefinition.transform((sent, ctx) => {
  const { definition, issues } = normalize(sent);
  for (const issue of issues) ctx.issues.push({ code: 'custom', message: issue.code, params: issue.params, path: issue.path, input: sent });
  return issues.length > 0 ? z.NEVER : definition;
});

/** A template's controls: at most `TEMPLATE_CONTROLS_MAX`, each name once (after spaces became underscores). */
export const controlListSchema: z.ZodType<ControlDefinition[]> = z
  .array(controlDefinitionSchema)
  .max(TEMPLATE_CONTROLS_MAX)
  .superRefine((controls, ctx) => {
    const seen = new Set<string>();
    controls.forEach((control, index) => {
      if (seen.has(control.name))
        ctx.addIssue({ code: 'custom', message: 'templatebuilder.error.controlalreadyexist', path: [index, 'name'] });
      seen.add(control.name);
    });
  });

/** A template's controls as a sample for tests: one of each type, none required, so an empty data content fits them. */
export function sampleControls(n: number): ControlDefinition[] {
  return CONTROL_TYPES.map((type) => ({
    name: `${type}_${n}`,
    title: { fa: `نمونه ${type}`, en: `Sample ${type}` },
    type,
    required: false,
    translate: false,
    actived: true,
    disabled: false,
    ...(CONTROL_SPECS[type].options ? { options: ['one', 'two', 'three'] } : {}),
    ...(CONTROL_SPECS[type].files ? { directory: CONTROL_SPECS[type].files?.directory } : {}),
    ...(CONTROL_SPECS[type].component ? { componentname: 'news' } : {}),
  }));
}
