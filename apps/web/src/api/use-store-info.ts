import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { ApiError } from './api-error';
import { readStoredStore, type StoreInfo, saveStore } from './store-storage';

async function storeByName(name: string | undefined): Promise<StoreInfo> {
  const { data } = await api<{ data: StoreInfo }>('GET', '/api/Stores/getStoreByName', name ? { query: { name } } : {});
  return { id: data.id, name: data.name, ...(typeof data.title === 'string' ? { title: data.title } : {}) };
}

/** The stored store (the one the dashboard's switcher chose), else the default one; a store gone since falls back. */
async function fetchStore(): Promise<StoreInfo> {
  const wanted = readStoredStore()?.name;
  let store: StoreInfo;
  try {
    store = await storeByName(wanted);
  } catch (error) {
    if (!(wanted && error instanceof ApiError && error.status === 404)) throw error;
    store = await storeByName(undefined);
  }
  saveStore(store);
  return store;
}

/** The current store (id, name, title in the current language), loaded at start-up and kept in localStorage. */
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
