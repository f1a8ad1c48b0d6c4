import type { Language } from '@store/domain/public';
import { useEffect, useSyncExternalStore } from 'react';

/** What a screen that shows a record (a CMS page) says of itself in place of its route's meta. */
export interface MetaOverride {
  title: string;
  description: string;
  keywords: string;
  /** False where the screen shows nothing (a page not found): the head says `noindex`. */
  indexed?: boolean;
  /** The languages the record is written in (its `hreflang` alternates); unset: every language. */
  languages?: readonly Language[];
}

let current: MetaOverride | null = null;
const listeners = new Set<() => void>();

function set(next: MetaOverride | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The meta the shown screen put in place of its route's, if any (DocumentMeta reads it). */
export function useMetaOverride(): MetaOverride | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** Puts `meta` in place of the route's title, description and keywords while the caller is shown. */
export function useScreenMeta(meta: MetaOverride | null): void {
  const { title = '', description = '', keywords = '', indexed = true, languages } = meta ?? {};
  const given = meta !== null;
  // Compared by value: a new array of the same languages is no change.
  const languageList = languages?.join(',');
  useEffect(() => {
    if (!given) return;
    const written = languageList ? (languageList.split(',') as Language[]) : undefined;
    set({ title, description, keywords, indexed, ...(written ? { languages: written } : {}) });
    return () => set(null);
  }, [given, title, description, keywords, indexed, languageList]);
}
