/** A `returnUrl` is followed only when it stays on this site. */
export function safeReturnUrl(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Tabs and line breaks are dropped by URL parsing (`/\t/example.org` is `//example.org`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://this.site');
    return url.origin === 'http://this.site' ? value : null;
  } catch {
    return null;
  }
}
