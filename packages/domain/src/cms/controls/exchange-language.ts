import type { Language } from '../../constants.js';
import type { ControlDefinition } from './control-definition.js';
import { CONTROL_SPECS } from './control-types.js';

/** Texts by language, as translatable fields hold them. */
type Texts = Partial<Record<Language, unknown>>;

const isTexts = (value: unknown): value is Texts => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The texts with `from`'s copied into `into` (left as they are when `from` has none). The source keeps its own. */
export function copyText<T extends Texts | null | undefined>(texts: T, from: Language, into: Language): T {
  if (!isTexts(texts)) return texts;
  const source = texts[from];
  if (source === undefined || source === null || source === '') return texts;
  return { ...texts, [into]: source };
}

/**
 * "Exchange language" for a data content (spec 000 §2; decided in docs/notes/issue-10-plan.md: it
 * copies, never moves): every translated control's value in `from` is copied into `into`, ready to be
 * translated. Entries are `{ content }` keyed by control name, as the editor and SaveContent hold them.
 */
export function copyDataContentLanguage(
  data: Record<string, { content?: unknown }>,
  controls: readonly ControlDefinition[],
  from: Language,
  into: Language,
): Record<string, { content?: unknown }> {
  const out = { ...data };
  for (const control of controls) {
    const entry = data[control.name];
    if (!control.translate || !CONTROL_SPECS[control.type].translatable || !entry || !isTexts(entry.content)) continue;
    out[control.name] = { ...entry, content: copyText(entry.content, from, into) };
  }
  return out;
}
