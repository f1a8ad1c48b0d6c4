import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Comments on products (`entities/catalog.ts` Comment): reviews and their replies (a tree by the
 * parent), found by product (the product page's list of approved ones, newest first) and by the
 * customer who wrote them (one review per customer and product).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE comments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      product_id integer NOT NULL REFERENCES products (id),
      parent_comment_id integer REFERENCES comments (id),
      title text,
      content_text text NOT NULL,
      positive_feature text,
      negative_feature text,
      recommending text,
      rating integer,
      pictures text,
      is_approved boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX comments_product_idx ON comments (product_id, id);
    CREATE INDEX comments_parent_idx ON comments (parent_comment_id);
    CREATE INDEX comments_owner_idx ON comments (owner_id, product_id);
    CREATE INDEX comments_store_idx ON comments (store_id, id);
    `,
  );
}
