import type { en } from './en.js';

/** Messages of the dashboard's generic entity screens (see en.ts). */
export const tr: Record<keyof typeof en, string> = {
  'entityscreens.all': 'Tümü',
};
