import { HEADER_FOOTER_SETTINGS, type HeaderFooterSetting, settingIssue } from '@store/domain';
import type { HeaderFooterBody, SiteInformation } from './site-api';

/** The editor's fields: the store's logo and the header and footer settings (spec 000 §3). */
export const SITE_FIELDS = ['logo', ...(Object.keys(HEADER_FOOTER_SETTINGS) as HeaderFooterSetting[])] as const;

export type SiteField = (typeof SITE_FIELDS)[number];

/** The form's values: texts, and the logo's height as a number (empty while the field is cleared). */
export type SiteValues = Record<Exclude<SiteField, 'logoheight'>, string> & { logoheight: number | null };

export function siteValuesOf(site: SiteInformation): SiteValues {
  return Object.fromEntries(SITE_FIELDS.map((field) => [field, site[field]])) as SiteValues;
}

/** What saveSiteInformation gets: every field, texts trimmed ('' clears a setting). */
export function siteBody(values: SiteValues): HeaderFooterBody {
  const body: HeaderFooterBody = {};
  for (const field of SITE_FIELDS) {
    if (field === 'logoheight') {
      if (values.logoheight !== null) body.logoheight = values.logoheight;
    } else body[field] = (values[field] ?? '').trim();
  }
  return body;
}

/**
 * The code of a setting's value the server would refuse, by the server's own rule for it
 * (rules/known-settings.ts), or null. An empty text clears a setting; the logo's height cannot be
 * cleared, so it is required.
 */
export function siteFieldIssue(field: Exclude<SiteField, 'logo'>, value: unknown): string | null {
  if (field === 'logoheight' && (value === null || value === undefined || value === '')) return 'common.required';
  const text = String(value ?? '').trim();
  return text === '' ? null : settingIssue(field, text);
}
