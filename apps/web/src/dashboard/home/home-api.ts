import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import type { DayCount } from './trend-chart';

/** The reader's time zone: the days of a trend are theirs. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `GET /api/{Resource}/countPerDay`: rows created on each of the last `days` days. */
export function useDailyCounts(resource: string, days = 30, filters: Record<string, string> = {}) {
  return useQuery({
    queryKey: ['count-per-day', resource, days, filters],
    queryFn: async ({ signal }) =>
      (await api<{ data: DayCount[] }>('GET', `/api/${resource}/countPerDay`, { query: { days, tz: timeZone(), ...filters }, signal }))
        .data,
    staleTime: 60_000,
  });
}

/** How many rows a list holds under filters (its first page's total). */
export function useListTotal(resource: string, filters: Record<string, string | boolean> = {}) {
  return useQuery({
    queryKey: ['rows', resource, { pageSize: 1, ...filters }],
    queryFn: async ({ signal }) =>
      (await api<{ total: number }>('GET', `/api/${resource}`, { query: { page: 1, pageSize: 1, ...filters }, signal })).total,
    staleTime: 30_000,
  });
}

export interface HomeApp {
  id: string;
  name: string;
  description: string;
  path: string | null;
}

/** `GET /api/applications/getmyapps` or `getavailableapps`, in the reader's language. */
export function useApps(which: 'getmyapps' | 'getavailableapps', language: string) {
  return useQuery({
    queryKey: ['apps', which, language],
    queryFn: async ({ signal }) => (await api<{ data: HomeApp[] }>('GET', `/api/applications/${which}`, { signal })).data,
  });
}
