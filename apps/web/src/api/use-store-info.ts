import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { readStoredStore, type StoreInfo, saveStore } from './store-storage';

async function fetchStore(): Promise<StoreInfo> {
  const answer = await api<{ data: StoreInfo }>('GET', '/api/Stores/getStoreByName');
  saveStore(answer.data);
  return { id: answer.data.id, name: answer.data.name };
}

/** The default store (id and name), loaded once at start-up and kept in localStorage. */
export function useStoreInfo(): StoreInfo | null {
  const stored = readStoredStore();
  const query = useQuery({
    queryKey: ['store'],
    queryFn: fetchStore,
    staleTime: Number.POSITIVE_INFINITY,
    ...(stored ? { placeholderData: stored } : {}),
  });
  return query.data ?? stored;
}
