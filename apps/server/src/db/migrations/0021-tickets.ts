import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12: support tickets (`entities/crm.ts`) — units (a tree in display order), ticket
 * categories per unit, priorities, directions (who in a unit tickets go to, a chain by the
 * direction above), tickets owned by the customer who opened them and their posts. Attachments are
 * JSON text (a list of addresses of files in the `Tickets` folder), checked by the domain. A
 * ticket's posts go with the ticket; a unit, category or priority in use cannot be deleted.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE units (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      title text NOT NULL,
      category_id integer,
      parent_unit_id integer REFERENCES units (id),
      display_order integer NOT NULL DEFAULT 0,
      is_actived boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX units_parent_idx ON units (parent_unit_id);

    CREATE TABLE ticket_categories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      unit_id integer NOT NULL REFERENCES units (id),
      title text NOT NULL,
      is_actived boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ticket_categories_unit_idx ON ticket_categories (unit_id);

    CREATE TABLE ticket_priorities (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      title text NOT NULL,
      display_order integer NOT NULL DEFAULT 0,
      is_actived boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE directions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name text NOT NULL,
      customer_id integer REFERENCES customers (id),
      unit_id integer NOT NULL REFERENCES units (id),
      parent_unit_direction_id integer REFERENCES directions (id),
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX directions_unit_idx ON directions (unit_id);
    CREATE INDEX directions_parent_idx ON directions (parent_unit_direction_id);

    CREATE TABLE tickets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      unit_id integer NOT NULL REFERENCES units (id),
      category_id integer REFERENCES ticket_categories (id),
      priority_id integer REFERENCES ticket_priorities (id),
      title text NOT NULL,
      query text NOT NULL,
      attachments text,
      is_locked boolean NOT NULL DEFAULT false,
      is_resolved boolean NOT NULL DEFAULT false,
      is_approved boolean NOT NULL DEFAULT false,
      read_by_admin boolean NOT NULL DEFAULT false,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tickets_desk_idx ON tickets (store_id, read_by_admin, id DESC);
    CREATE INDEX tickets_owner_idx ON tickets (owner_id, id DESC);
    CREATE INDEX tickets_unit_idx ON tickets (unit_id);
    CREATE INDEX tickets_category_idx ON tickets (category_id);
    CREATE INDEX tickets_priority_idx ON tickets (priority_id);

    CREATE TABLE ticket_posts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
      text text NOT NULL,
      attachments text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ticket_posts_ticket_idx ON ticket_posts (ticket_id, id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    'DROP TABLE ticket_posts; DROP TABLE tickets; DROP TABLE directions; DROP TABLE ticket_priorities; DROP TABLE ticket_categories; DROP TABLE units;',
  );
}
