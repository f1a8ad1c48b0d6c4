import { type FieldIssue, inputSchema, type Language, PAGE_WIZARD_STEP, Page } from '@store/domain';
import { check } from '../../components/form-issues';
import { type CustomFields, customFieldsBody, customFieldsOf } from '../data-content/custom-fields-value';
import type { PageInput, PageLayout, PageRow, Texts } from './pages-api';

export interface WizardValues {
  name: string;
  layoutType?: PageLayout;
  title: Texts;
  description: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  metaKeywords: Texts;
  published: boolean;
  includeInTopMenu: boolean;
  includeInSitemap: boolean;
  from?: Language;
  to?: Language;
  /** The page's custom fields: its own template (`customFields`) and their values (`dataContent`). */
  customFields: CustomFields['customFields'];
  dataContent: CustomFields['dataContent'];
}

/** The form fields of each step, validated before leaving it. */
export const STEP_FIELDS: readonly (readonly (keyof WizardValues)[])[] = [
  ['name'],
  ['layoutType', 'title', 'description', 'dataContent'],
  ['published', 'includeInTopMenu', 'includeInSitemap'],
  ['metaTitle', 'metaDescription', 'metaKeywords'],
];

/** The step a field is asked on (a server refusal takes the wizard back there). */
export function stepOf(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index < 0 ? PAGE_WIZARD_STEP.content : index;
}

const texts = (value: Texts | null | undefined): Texts => ({ fa: value?.fa ?? '', en: value?.en ?? '', tr: value?.tr ?? '' });

/** What the form starts with: the page's fields, or a new page's defaults (from the declaration). */
export function initialValues(page: PageRow | undefined): WizardValues {
  return {
    name: page?.systemName ?? '',
    ...(page ? { layoutType: page.layoutType } : {}),
    title: texts(page?.title),
    description: texts(page?.description),
    metaTitle: texts(page?.metaTitle),
    metaDescription: texts(page?.metaDescription),
    metaKeywords: texts(page?.metaKeywords),
    published: page?.published ?? Boolean(Page.fields.published?.default),
    includeInTopMenu: page?.includeInTopMenu ?? Boolean(Page.fields.includeInTopMenu?.default),
    includeInSitemap: page?.includeInSitemap ?? Boolean(Page.fields.includeInSitemap?.default),
    ...customFieldsOf(page?.dataContent),
  };
}

/** The page's fields the wizard sends; a new page also its name and the slug CheckSlug gave it. */
export function pageBody(values: WizardValues, created?: { name: string; slug: string }): PageInput {
  return {
    ...(created?.name ? { systemName: created.name } : {}),
    ...(created?.slug ? { slug: created.slug } : {}),
    ...(values.layoutType ? { layoutType: values.layoutType } : {}),
    title: values.title,
    description: values.description,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    metaKeywords: values.metaKeywords,
    published: values.published,
    includeInTopMenu: values.includeInTopMenu,
    includeInSitemap: values.includeInSitemap,
    dataContent: customFieldsBody(values),
  };
}

/**
 * The body checked with the schema the server validates it with (`title.fa` reported as `title`,
 * the form's field): issues per field, none when it would be accepted.
 */
export function bodyIssues(body: PageInput): Record<string, FieldIssue> {
  const checked = check(inputSchema(Page, 'update'), body);
  if (checked.ok) return {};
  const out: Record<string, FieldIssue> = {};
  for (const [path, issue] of Object.entries(checked.issues)) {
    const field = path.split('.')[0] ?? path;
    out[field] ??= issue;
  }
  return out;
}
