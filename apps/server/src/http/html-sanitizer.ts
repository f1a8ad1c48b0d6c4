import { installHtmlSanitizer } from '@store/domain';
import sanitize from 'sanitize-html';

/**
 * The allowlist rich text is stored through (`html` and `translatableHtml` fields): formatting,
 * lists, headings, quotes, tables, links and images. Links may go to `http(s):`, `mailto:` or a
 * relative address; images only to `http(s):` or a path on this site. No script, style, iframe,
 * object, form or SVG element, no `on*` or `style` attribute, no `javascript:` or `data:` address,
 * no protocol-relative (`//host`) address. Text is kept (escaped); what is not allowed is dropped.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['dir', 'lang', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab does not hand the opened page a handle on this one.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text as it may be stored and shown: the allowlist above, trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

installHtmlSanitizer(sanitizeRichText);
