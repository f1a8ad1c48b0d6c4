/** What a facet counts a product under: its values and switches (`value_ids`), categories, cities and regions. */
export const FACET_KINDS = ['value', 'category', 'city', 'region'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

/** Counts by kind, then by id: only ids counted at least once. */
export type FacetCounts = Readonly<Record<FacetKind, ReadonlyMap<number, number>>>;

/** Tokens a count may be limited to: these ids of a kind, or (no ids) every id of it. */
export interface Wanted {
  readonly kind: FacetKind;
  readonly ids?: readonly number[];
}

/**
 * Wanted tokens: in parts (the tokens of ids named, then each kind wanted whole — its own list, not
 * copied: a facets call wants every place), and a byte per token of the dictionary (1: wanted) to
 * test one at once, made when first asked.
 */
export class WantedTokens {
  private made: Uint8Array | undefined;

  constructor(
    readonly parts: readonly (readonly number[])[],
    private readonly size: number,
  ) {}

  get mask(): Uint8Array {
    if (!this.made) {
      this.made = new Uint8Array(this.size);
      for (const part of this.parts) for (const token of part) this.made[token] = 1;
    }
    return this.made;
  }
}

/** A product's ids of each kind, as `products` keeps them. */
export interface FacetColumns {
  readonly valueIds: readonly number[];
  readonly categoryIds: readonly number[];
  readonly cityIds: readonly number[];
  readonly regionIds: readonly number[];
}

const COLUMNS = ['valueIds', 'categoryIds', 'cityIds', 'regionIds'] as const;

/**
 * A store's dictionary of tokens: each distinct (kind, id) numbered from 0 in the order first met,
 * so a count is an `Int32Array` indexed by token, and a filter's ids are the tokens' postings.
 */
export class FacetTokens {
  private readonly kinds: number[] = [];
  private readonly ids: number[] = [];
  private readonly byKind: Map<number, number>[] = FACET_KINDS.map(() => new Map());
  /** Each kind's tokens, in the order numbered (a kind wanted whole is read from here, not its map). */
  private readonly ofKind: number[][] = FACET_KINDS.map(() => []);

  /** How many tokens there are. */
  get size(): number {
    return this.ids.length;
  }

  /** The token of an id of a kind, if any product held it. */
  of(kind: FacetKind, id: number): number | undefined {
    return this.byKind[FACET_KINDS.indexOf(kind)]?.get(id);
  }

  /** A product's tokens, numbering the ids met for the first time. */
  tokenize(row: FacetColumns): Int32Array {
    const out: number[] = [];
    COLUMNS.forEach((column, kind) => {
      const known = this.byKind[kind] as Map<number, number>;
      for (const id of row[column]) {
        let token = known.get(id);
        if (token === undefined) {
          token = this.ids.length;
          known.set(id, token);
          this.ids.push(id);
          this.kinds.push(kind);
          this.ofKind[kind]?.push(token);
        }
        out.push(token);
      }
    });
    return Int32Array.from(out);
  }

  /** The tokens of the wanted ids (every token of a kind named without ids), each once. */
  wanted(wanted: readonly Wanted[]): WantedTokens {
    const whole = new Set(wanted.filter(({ ids }) => !ids).map(({ kind }) => FACET_KINDS.indexOf(kind)));
    const named = new Set<number>();
    for (const { kind, ids } of wanted) {
      const k = FACET_KINDS.indexOf(kind);
      if (!ids || whole.has(k)) continue;
      for (const id of ids) {
        const token = (this.byKind[k] as Map<number, number>).get(id);
        if (token !== undefined) named.add(token);
      }
    }
    return new WantedTokens([[...named], ...[...whole].map((k) => this.ofKind[k] as number[])], this.ids.length);
  }

  /** Counts by token as counts by kind and id: those above zero, of the wanted tokens only when given. */
  countsOf(counts: Int32Array, wanted: WantedTokens | null): FacetCounts {
    const out = FACET_KINDS.map(() => new Map<number, number>());
    const take = (token: number) => {
      const n = counts[token] as number;
      if (n > 0) out[this.kinds[token] as number]?.set(this.ids[token] as number, n);
    };
    if (wanted) for (const part of wanted.parts) for (const token of part) take(token);
    else for (let token = 0; token < this.ids.length; token++) take(token);
    return { value: out[0], category: out[1], city: out[2], region: out[3] } as FacetCounts;
  }
}
