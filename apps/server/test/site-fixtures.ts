import type { TestApp } from './test-app.js';

export type Texts = Partial<Record<'fa' | 'en' | 'tr', string>>;

/** Adds a page through AddPage as the administrator of `store` (default: the default store); answers its slug. */
export async function addPage(
  t: TestApp,
  page: { title: Texts; published?: boolean; slug?: string; [field: string]: unknown },
  store?: string,
): Promise<string> {
  const headers = { ...(await t.admin()), ...(store ? { store } : {}) };
  const res = await t.app.inject({ method: 'POST', url: '/api/CMS/AddPage', headers, payload: { layoutType: 'onecolumn', ...page } });
  if (res.statusCode !== 201) throw new Error(`page ${JSON.stringify(page.title)}: ${res.statusCode} ${res.body}`);
  return res.json().data.slug;
}

/** Adds a content of a new template named `componentName` through the CMS calls; answers its guid. */
export async function addContent(
  t: TestApp,
  componentName: string,
  content: { title?: Texts; description?: Texts; published?: boolean; entityName?: string; entityId?: number },
): Promise<string> {
  const headers = await t.admin();
  const template = await t.app.inject({
    method: 'POST',
    url: '/api/CMS/SaveContentTemplate',
    headers,
    payload: { componentName, dataTemplate: JSON.stringify([{ name: 'note', type: 'text' }]) },
  });
  if (template.statusCode !== 201) throw new Error(`template ${componentName}: ${template.statusCode} ${template.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/CMS/SaveContent',
    headers,
    payload: { contentTemplateId: template.json().data.id, componentName, partName: 'main', ...content },
  });
  if (res.statusCode !== 201) throw new Error(`content ${componentName}: ${res.statusCode} ${res.body}`);
  return res.json().data.guid;
}
