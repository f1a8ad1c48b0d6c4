const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML and XML, in element text and in quoted attribute values alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

// The words of rich text and the description's length are the domain's (cms/page-meta-text.ts), shared with the web.
export { DESCRIPTION_MAX, plainTextOf, shortened } from '@store/domain';
