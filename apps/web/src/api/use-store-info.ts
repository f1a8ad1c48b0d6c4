import { useQuery } from '@tanstack/react-query';
import { STORE_PREFIX } from '../app/store-prefix';
import { useTranslation } from '../i18n/use-translation';
import { api } from './api-client';
import { ApiError } from './api-error';
import { activeStore, readStoredStore, type StoreInfo, saveStore, setPrefixStore } from './store-storage';

async function storeByName(name: string | undefined): Promise<StoreInfo> {
  const { data } = await api<{ data: StoreInfo }>('GET', '/api/Stores/getStoreByName', name ? { query: { name } } : {});
  return { id: data.id, name: data.name, ...(typeof data.title === 'string' ? { title: data.title } : {}) };
}

/**
 * The store of the URL's prefix (`/melk/…`); without one, the stored store (the one the dashboard's
 * switcher chose), else the host's or the default one; a stored store gone since falls back. A
 * prefix that names no store is an error (the page shows "not found").
 */
async function fetchStore(): Promise<StoreInfo> {
  if (STORE_PREFIX) {
    const store = await storeByName(STORE_PREFIX);
    setPrefixStore(store);
    return store;
  }
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

/**
 * Before the first render under a store prefix: that store's id is kept, so the first calls
 * already send it (000 §7 "getStoreByName at start-up"). A prefix naming no store is left to the
 * page (useStoreMissing). Without a prefix the page renders at once with the stored store.
 */
export async function startStore(): Promise<void> {
  if (!STORE_PREFIX) return;
  try {
    setPrefixStore(await storeByName(STORE_PREFIX));
  } catch {
    // Shown by the page: the store query fails the same way.
  }
}

function useStoreQuery() {
  const { i18n } = useTranslation();
  const usable = activeStore(STORE_PREFIX !== null);
  return {
    stored: usable,
    query: useQuery({
      queryKey: ['store', i18n.language],
      queryFn: fetchStore,
      staleTime: Number.POSITIVE_INFINITY,
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
      ...(usable ? { placeholderData: usable } : {}),
    }),
  };
}

/** The current store (id, name, title in the current language), loaded at start-up and kept in localStorage. */
export function useStoreInfo(): StoreInfo | null {
  const { stored, query } = useStoreQuery();
  return query.data ?? stored;
}

/** True when the URL's store prefix names no store: every public page is "not found" then. */
export function useStoreMissing(): boolean {
  const { query } = useStoreQuery();
  return Boolean(STORE_PREFIX) && query.error instanceof ApiError && query.error.status === 404;
}
