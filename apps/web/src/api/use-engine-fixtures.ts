import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

interface Health {
  data?: { engineFixtures?: boolean };
}

/** Whether the server mounts the engine's test fixtures (`GET /api/health` → `engineFixtures`); false until known. */
export function useEngineFixtures(): { enabled: boolean; known: boolean } {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => api<Health>('GET', '/api/health', { signal, anonymous: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { enabled: health.data?.data?.engineFixtures === true, known: !health.isPending };
}
