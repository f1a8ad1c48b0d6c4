import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { readStoredStore, type StoreInfo, saveStore } from './store-storage';

async function fetchStore(): Promise<StoreInfo> {
  const { data } = await api<{ data: StoreInfo }>('GET', '/api/Stores/getStoreByName');
  const store: StoreInfo = { id: data.id, name: data.name, ...(typeof data.title === 'string' ? { title: data.title } : {}) };
  saveStore(store);
  return store;
}

/** The default store (id, name, title in the current language), loaded at start-up and kept in localStorage. */
export function useStoreInfo(): StoreInfo | null {
  const { i18n } = useTranslation();
  const stored = readStoredStore();
  const query = useQuery({
    queryKey: ['store', i18n.language],
    queryFn: fetchStore,
    staleTime: Number.POSITIVE_INFINITY,
    ...(stored ? { placeholderData: stored } : {}),
  });
  return query.data ?? stored;
}
