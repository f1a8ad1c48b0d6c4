import type { ControlDefinition, ControlType } from '@store/domain';

/** One stored entry of a data content (spec 000 §3), as far as a reader relies on it. */
export interface StoredEntry {
  title?: unknown;
  type?: ControlType;
  translate?: boolean;
  content?: unknown;
  disabled?: boolean;
  directory?: string;
  /** A component list's component (stored with the entry, so visitors need no template). */
  componentname?: string;
}

/** The stored JSON text's entries in their order (its `template` left out), none when empty or not an object. */
export function storedEntries(dataContent: string | null | undefined): [string, StoredEntry][] {
  if (!dataContent) return [];
  try {
    const parsed: unknown = JSON.parse(dataContent);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, StoredEntry] =>
        entry[0] !== 'template' && Boolean(entry[1]) && typeof entry[1] === 'object' && !Array.isArray(entry[1]),
    );
  } catch {
    return [];
  }
}

/**
 * The controls a page's stored data content carries, for showing it. The server stored them
 * checked and normalized (the domain's pageTemplateOf judges them again with their schema; a
 * visitor's page keeps that schema out of its bundle and only drops what is not a control).
 */
export function storedTemplate(dataContent: string | null | undefined): ControlDefinition[] {
  if (!dataContent) return [];
  try {
    const template: unknown = (JSON.parse(dataContent) as Record<string, unknown> | null)?.template;
    if (!Array.isArray(template)) return [];
    return template.filter(
      (c): c is ControlDefinition => Boolean(c) && typeof c === 'object' && typeof (c as { name?: unknown }).name === 'string',
    );
  } catch {
    return [];
  }
}

const IMAGE = /\.(?:jpe?g|png|gif|webp|svg|bmp|ico)$/i;
const VIDEO = /\.(?:mp4|webm|ogg|ogv|mov|m4v)$/i;
const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

export const isImageUrl = (url: string) => IMAGE.test(pathOf(url));
export const isVideoUrl = (url: string) => VIDEO.test(pathOf(url));

/** An image of the store served at a width (`?w=`, the server's ladder); other addresses as they are. */
export function sizedImage(url: string, width: number): string {
  if (!/^\/api\/cms\/image\//i.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** A link a reader may follow: `http(s):`, `mailto:` or a path on this site (never `//host`, `javascript:`…); else null. */
export function safeLink(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (/^\/(?![/\\])/.test(text)) return text;
  try {
    const parsed = new URL(text);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
