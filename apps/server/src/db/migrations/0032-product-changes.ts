import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * A log of the products changed in what the facet index keeps of them (`value_ids`,
 * `category_ids`, `city_ids`, `region_ids`, whether and since when it is listed, its price, its
 * display order, its store, its number attributes' values), so each process's in-memory facet index
 * (`areas/catalog/facet-index.ts`) reads again only what changed since it last looked.
 *
 * Each row carries the writing transaction's id (`xid`), not a bare sequence: a sequence number is
 * taken before commit, so a transaction committing late would hold a number below one already
 * read and be skipped. A reader instead keeps the snapshot it last read under and asks for the
 * changes that snapshot could not see (`pg_visible_in_snapshot`). The readers prune rows below a
 * transaction horizon every index has passed (`facet-indexes.ts`); `changed_at` is for people.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE product_changes (
      store_id integer NOT NULL,
      product_id integer NOT NULL,
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_changes_store_xid_idx ON product_changes (store_id, xid);
    CREATE INDEX product_changes_xid_idx ON product_changes (xid);
    `,
  );
  await sql`CREATE FUNCTION products_log_change() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO product_changes (store_id, product_id) VALUES (OLD.store_id, OLD.id);
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id) THEN
        INSERT INTO product_changes (store_id, product_id) VALUES (NEW.store_id, NEW.id);
      END IF;
      RETURN NULL;
    END $f$`.execute(db);
  // A product's number attribute values, rewritten at each save of its attributes: one row per product per statement.
  await sql`CREATE FUNCTION product_numbers_log_change() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO product_changes (store_id, product_id)
          SELECT p.store_id, p.id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows);
      END IF;
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO product_changes (store_id, product_id)
          SELECT p.store_id, p.id FROM products p WHERE p.id IN (SELECT product_id FROM old_rows);
      END IF;
      RETURN NULL;
    END $f$`.execute(db);
  await runStatements(
    db,
    `
    CREATE TRIGGER product_attribute_numbers_inserted_log AFTER INSERT ON product_attribute_numbers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_numbers_log_change();
    CREATE TRIGGER product_attribute_numbers_updated_log AFTER UPDATE ON product_attribute_numbers
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_numbers_log_change();
    CREATE TRIGGER product_attribute_numbers_deleted_log AFTER DELETE ON product_attribute_numbers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_numbers_log_change();
    CREATE TRIGGER products_log_written AFTER INSERT OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_log_change();
    CREATE TRIGGER products_log_changed AFTER UPDATE ON products FOR EACH ROW
      WHEN (OLD.value_ids IS DISTINCT FROM NEW.value_ids OR OLD.category_ids IS DISTINCT FROM NEW.category_ids
        OR OLD.city_ids IS DISTINCT FROM NEW.city_ids OR OLD.region_ids IS DISTINCT FROM NEW.region_ids
        OR OLD.published <> NEW.published OR OLD.is_approved <> NEW.is_approved
        OR OLD.approved_at IS DISTINCT FROM NEW.approved_at OR OLD.created_at <> NEW.created_at
        OR OLD.price <> NEW.price OR OLD.call_for_price <> NEW.call_for_price OR OLD.display_order <> NEW.display_order
        OR OLD.store_id <> NEW.store_id)
      EXECUTE FUNCTION products_log_change();
    `,
  );
}
