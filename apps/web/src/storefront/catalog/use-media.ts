import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (the phone's layout: the filter panel becomes a drawer); the component renders again when it changes. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
