import DOMPurify from 'dompurify';
import type { ShownText } from './page-texts';

/**
 * Stored rich text is sanitized on save (the server's allowlist); it is sanitized again here,
 * with DOMPurify, right before it reaches the DOM: whatever reached the database by another path
 * (an older row, a restored version, a bug) still runs no script. HTML only (no SVG or MathML),
 * no event or style attribute, no form controls or frames, and links only to `http(s):`,
 * `mailto:` or an address on this site.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new tab gets no handle on this page.
  if (node.tagName === 'A' && node.hasAttribute('target')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
  // Kept for links that open a new tab; the hook above then adds `rel`.
  ADD_ATTR: ['target'],
  // DOMPurify's default pattern with only the schemes the server keeps.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, OPTIONS);
}

/** Rich text of a page in its own language and direction, sanitized at render. */
export function SafeHtml({ html, className, testId }: { html: ShownText; className?: string; testId?: string }) {
  return (
    <div
      className={className}
      lang={html.lang}
      dir={html.dir}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the text went through sanitizeHtml right here.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html.text) }}
    />
  );
}
