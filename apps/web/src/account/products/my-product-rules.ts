import { CustomerProduct, type EntityDef, type Language, slugify, TEXT_LANGUAGES } from '@store/domain';

/** The product as a customer's form knows it: the fields `saveMyProduct` takes, checked by the same schema the server uses; the pictures are sent beside them. */
export const MY_PRODUCT: EntityDef = { ...CustomerProduct, children: {} };

/** How a customer's product stands: waiting for an administrator, shown in the store, or held back by the customer. */
export type MyProductState = 'pending' | 'published' | 'unpublished';

export function stateOf(row: Readonly<Record<string, unknown>>): MyProductState {
  if (row.isApproved === false) return 'pending';
  return row.published === false ? 'unpublished' : 'published';
}

/**
 * The address a product's name gives: its name in the reader's language, else in the first
 * language that has one, as `slugify` makes it (Persian letters kept); empty without a name.
 */
export function slugOfName(name: unknown, language: string): string {
  const names = name && typeof name === 'object' ? (name as Partial<Record<Language, unknown>>) : {};
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)] as Language[];
  const text = order.map((lang) => names[lang]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return text
    ? slugify(
        text,
        order.find((lang) => names[lang] === text),
      )
    : '';
}

/** Whether a translation holds text in some language. */
export function hasText(value: unknown): boolean {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    Object.values(value as object).some((text) => typeof text === 'string' && text.trim() !== '')
  );
}

export interface PictureRow {
  readonly id?: number;
  readonly picture: string;
  readonly displayOrder: number;
}

/**
 * The pictures to send, in the order shown (the first is the product's card picture): a picture
 * the product already had keeps its row (`id`, its alternative text untouched); a new one is added.
 */
export function picturesOf(addresses: readonly string[], loaded: unknown): PictureRow[] {
  const rows = Array.isArray(loaded) ? (loaded as { id?: unknown; picture?: unknown }[]) : [];
  const idOf = new Map(
    rows.flatMap((row) => (typeof row.id === 'number' && typeof row.picture === 'string' ? [[row.picture, row.id]] : [])),
  );
  return addresses.map((picture, displayOrder) => {
    const id = idOf.get(picture);
    return id === undefined ? { picture, displayOrder } : { id, picture, displayOrder };
  });
}

/** The pictures' addresses a product holds, in display order. */
export function addressesOf(pictures: unknown): string[] {
  const rows = Array.isArray(pictures) ? (pictures as { picture?: unknown; displayOrder?: unknown }[]) : [];
  return [...rows]
    .sort((a, b) => Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0))
    .flatMap((row) => (typeof row.picture === 'string' ? [row.picture] : []));
}
