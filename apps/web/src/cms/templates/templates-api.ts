import type { ControlDefinition } from '@store/domain';
import { api } from '../../api/api-client';

/** A content template as the CMS calls answer it (spec 000 §3), its controls parsed from `dataTemplate`. */
export interface ContentTemplate {
  id: number;
  componentName: string;
  path: string | null;
  isForm: boolean;
  controls: ControlDefinition[];
}

/** What SaveContentTemplate takes: the controls as JSON text (`dataTemplate`), judged by the server's `controlListSchema`. */
export interface TemplateInput {
  componentName: string;
  path: string | null;
  isForm: boolean;
  dataTemplate: string;
}

interface TemplateRow {
  id: number;
  componentName: string;
  path?: string | null;
  isForm?: boolean;
  dataTemplate?: string | null;
}

/** The stored text is the list the server's schema answered; anything else reads as no controls. */
function controlsOf(text: string | null | undefined): ControlDefinition[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as ControlDefinition[]) : [];
  } catch {
    return [];
  }
}

const templateOf = (row: TemplateRow): ContentTemplate => ({
  id: row.id,
  componentName: row.componentName,
  path: row.path ?? null,
  isForm: row.isForm ?? false,
  controls: controlsOf(row.dataTemplate),
});

const CMS = '/api/CMS';

/** The store's templates, by component name (an administrator's; anyone else gets none). */
export async function listTemplates(signal?: AbortSignal): Promise<ContentTemplate[]> {
  return (await api<{ data: TemplateRow[] }>('GET', `${CMS}/getContentTemplates`, signal ? { signal } : {})).data.map(templateOf);
}

/** Creates a template (no id) or changes the one with this id. */
export async function saveTemplate(body: TemplateInput, id?: number): Promise<ContentTemplate> {
  const query = id === undefined ? {} : { id };
  return templateOf((await api<{ data: TemplateRow }>('POST', `${CMS}/SaveContentTemplate`, { query, body })).data);
}

export function deleteTemplate(id: number): Promise<unknown> {
  return api('DELETE', `${CMS}/DeleteContentTemplate`, { query: { id } });
}
