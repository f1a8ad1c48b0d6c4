/**
 * Rich text (`html` and `translatableHtml` fields) is sanitized on the way in, when a validated
 * value becomes a stored one (the kind's `toColumn`, which only the server runs). The sanitizer
 * itself lives in the server (`apps/server/src/http/html-sanitizer.ts`, `sanitize-html` with an
 * allowlist), which installs it when it is loaded: the domain package also runs in the browser,
 * where a renderer sanitizes again with DOMPurify before showing stored HTML.
 *
 * Fail closed: storing HTML with no sanitizer installed throws instead of storing it unchecked.
 */
export type HtmlSanitizer = (html: string) => string;

let installed: HtmlSanitizer | null = null;

/** Installs the sanitizer every HTML value is passed through before it is stored. */
export function installHtmlSanitizer(sanitizer: HtmlSanitizer): void {
  installed = sanitizer;
}

/** The value as it may be stored; throws when no sanitizer is installed (never stores HTML unchecked). */
export function sanitizeStoredHtml(html: string): string {
  if (!installed) throw new Error('no HTML sanitizer is installed: the server installs one (http/html-sanitizer.ts)');
  return installed(html);
}
