/** The store this site serves, kept locally after start-up (000 §7 "Stores: getStoreByName"). */
export interface StoreInfo {
  id: number;
  name: string;
  /** The store's display title in the current language, when the server has one. */
  title?: string;
}

const KEY = 'store';

// The store of the address's prefix (`/melk/…`): this page's alone, never stored, so a visit under
// one store's prefix does not change which store the unprefixed site and the dashboard serve.
let prefixStore: StoreInfo | null = null;

export function setPrefixStore(store: StoreInfo): void {
  prefixStore = store;
}

/** The store the calls name (the `store` header): the prefix's, else the stored one. */
export function activeStore(prefixed: boolean): StoreInfo | null {
  return prefixed ? prefixStore : readStoredStore();
}

export function readStoredStore(): StoreInfo | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as StoreInfo) : null;
    return value && typeof value.id === 'number' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveStore(store: StoreInfo): void {
  localStorage.setItem(KEY, JSON.stringify({ id: store.id, name: store.name, title: store.title }));
}

/** What visitors read as the store's name: its title in their language, else its name. */
export function storeLabel(store: StoreInfo | null, fallback: string): string {
  return store?.title || store?.name || fallback;
}
