import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 10: public forms. A content template may be a form visitors send (`is_form`); what they
 * send is kept per store, newest first, until an administrator deletes it. Deleting a template
 * that has submissions is refused (the foreign key; the engine answers which ones).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE content_templates ADD COLUMN is_form boolean NOT NULL DEFAULT false;

    CREATE TABLE form_submissions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      content_template_id integer NOT NULL REFERENCES content_templates (id),
      summary text,
      data_content text,
      language text,
      page_path text,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      read boolean NOT NULL DEFAULT false,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX form_submissions_list_idx ON form_submissions (store_id, submitted_at DESC, id);
    CREATE INDEX form_submissions_template_idx ON form_submissions (content_template_id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE form_submissions; ALTER TABLE content_templates DROP COLUMN is_form;');
}
