import { type Language, RTL_LANGUAGES } from '@store/domain';
import { escapeMarkup } from './html-text.js';
import type { Alternate } from './public-address.js';

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { fa: 'fa_IR', en: 'en_US', tr: 'tr_TR' };

/** What the server writes into a page's `<head>` (and `<html>`): texts as plain text, escaped here. */
export interface DocumentHead {
  language: Language;
  /** The document title: "store | page" (the web's rule, app/document-meta.tsx). */
  title: string;
  description: string;
  /** A page that exists and may be indexed; absent for 404 and private pages (which get `noindex`). */
  indexed?: {
    /**
     * Absent where the address does not say the page's language (an English page shown at `/` by
     * the visitor's cookie): that address is the Persian page's, so it can name no canonical.
     */
    canonical?: string | undefined;
    alternates: readonly Alternate[];
    /** The page's own title (without the store's), for Open Graph. */
    pageTitle: string;
    siteName: string;
    type: 'website' | 'article' | 'product';
    image?: string | undefined;
    /** A schema.org block (a product's), written as JSON-LD. */
    structuredData?: Record<string, unknown>;
    /** The languages the page is shown in (Open Graph's alternate locales). */
    languages: readonly Language[];
  };
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/** The head tags of a page, every text escaped for its place (element text or a quoted attribute). */
export function headTags(head: DocumentHead): string {
  const tags = [`<title>${escapeMarkup(head.title)}</title>`, meta('name', 'description', head.description)];
  const page = head.indexed;
  if (!page) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n    ');
  }
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(page.canonical)}" />`);
  for (const alternate of page.alternates) {
    tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}" />`);
  }
  tags.push(
    meta('property', 'og:title', page.pageTitle),
    meta('property', 'og:description', head.description),
    ...(page.canonical ? [meta('property', 'og:url', page.canonical)] : []),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    ...page.languages.filter((l) => l !== head.language).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
  );
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  // `<` written as its escape: no text of the data can close the script element.
  if (page.structuredData)
    tags.push(`<script type="application/ld+json">${JSON.stringify(page.structuredData).replace(/</g, '\\u003c')}</script>`);
  return tags.join('\n    ');
}
