import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The store's settings by lower-cased name, as GET /api/Settings/getAppSettings answers them (visitors: the public ones). */
export type AppSettings = Readonly<Record<string, string>>;

async function fetchSettings(): Promise<AppSettings> {
  const answer = await api<{ data?: { name: string; value: string }[] }>('GET', '/api/Settings/getAppSettings');
  return Object.fromEntries((answer.data ?? []).map((s) => [s.name.toLowerCase(), s.value]));
}

/**
 * The store's settings (spec 000 §7), read once and kept for a few minutes; `undefined` until they
 * arrive or when they cannot be read (callers use the declared defaults then). Switching the store
 * in the dashboard resets the query.
 */
export function useAppSettings(): AppSettings | undefined {
  return useQuery({ queryKey: ['app-settings'], queryFn: fetchSettings, staleTime: 5 * 60_000, retry: 1 }).data;
}
