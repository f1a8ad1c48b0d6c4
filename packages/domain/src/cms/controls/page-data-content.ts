import { z } from 'zod';
import { type ControlDefinition, controlListSchema, TEMPLATE_KEY } from './control-definition.js';
import { type DataContent, dataContentSchema, judgeDataContent, storedControls, storedDataContent } from './data-content.js';

/**
 * A page's custom fields (spec 000 §3: a data content "may also hold a template array"): the
 * page has no template row, so its data content carries its own controls under `template` and its
 * entries are judged by them with the rules a content's entries are judged by against its template
 * (`judgeDataContent`). Without a template there are no fields, so any entry is an unknown field.
 */
export type PageDataContent = DataContent & { template?: ControlDefinition[] };

/** Checks and normalizes (the template, the entries as judged); pure, so the browser runs it too. */
export const pageDataContentSchema: z.ZodType<PageDataContent> = dataContentSchema.transform((data, ctx) => {
  const { [TEMPLATE_KEY]: template, ...entries } = data as Record<string, unknown> & { template?: ControlDefinition[] };
  const judged = judgeDataContent(entries, template ?? []);
  if ('issues' in judged) {
    for (const [path, issue] of Object.entries(judged.issues))
      ctx.issues.push({ code: 'custom', message: issue.code, params: issue.params, path: path.split('.'), input: data });
    return z.NEVER;
  }
  return { ...(template ? { [TEMPLATE_KEY]: template } : {}), ...judged.value } as PageDataContent;
});

/** The stored form of a checked page data content (server only: rich text through the server's sanitizer). */
export function storedPageDataContent(checked: PageDataContent): PageDataContent {
  const { [TEMPLATE_KEY]: template, ...entries } = checked;
  const stored = storedDataContent(entries as DataContent, template ?? []);
  return { ...(template ? { [TEMPLATE_KEY]: storedControls(template) } : {}), ...stored } as PageDataContent;
}

/** The controls a page's stored data content carries (none when it has no template or is not JSON). */
export function pageTemplateOf(text: string | null | undefined): ControlDefinition[] {
  if (!text) return [];
  try {
    const parsed = controlListSchema.safeParse((JSON.parse(text) as Record<string, unknown> | null)?.[TEMPLATE_KEY] ?? []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
