import { type EntityDef, entityByResource, type FieldDef, sampleOf, serves, writableFields } from '@store/domain';
import { voucherFixtures } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { hashPassword } from '../src/areas/identity/password.js';
import type { TestApp } from './test-app.js';

/** Makes unique samples distinct between rows, so unique columns never collide. */
let serial = 0;

/** A valid value for a field, from its kind's entry in the registry; `n` varies it between rows. */
export function sampleValue(field: FieldDef, n: number, unique = false): unknown {
  return sampleOf(field, unique ? n + 1000 * ++serial : n);
}

/**
 * A valid create body for an entity, creating the rows its references point at first. Values the
 * entity's cross-field rules refuse together (Edit Owner on an entity with a store-wide key) are
 * drawn again with the next `n`.
 */
export async function sampleBody(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = await sampleOnce(t, entity, n + attempt);
    if (!entity.validate?.(body)) return body;
  }
  throw new Error(`no sample of ${entity.name} passes its own rules`);
}

async function sampleOnce(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of writableFields(entity)) {
    // A row's parent in a tree is optional: a root has none (and making one would never end).
    if (field.ref === entity.resource && !field.required) {
      body[name] = field.kind === 'refs' ? [] : null;
      continue;
    }
    if (field.kind === 'ref' || field.kind === 'refs') {
      const target = entityByResource(field.ref ?? '') ?? voucherFixtures.find((e) => e.resource === field.ref);
      if (!target) throw new Error(`${entity.name}.${name} refers to unknown resource ${field.ref}`);
      const id = (await createRow(t, target, n)).id;
      body[name] = field.kind === 'refs' ? [id] : id;
    } else {
      body[name] = sampleValue(field, n, true);
    }
  }
  // A field judged by the row another one names (a city's country by its province's) takes that row's value.
  for (const [name, rule] of Object.entries(entity.refRules ?? {})) {
    const id = body[rule.by];
    const target = entityByResource(entity.fields[rule.by]?.ref ?? '');
    if (typeof id !== 'number' || !target || !(name in target.fields)) continue;
    const read = await t.app.inject({ url: `/api/${target.resource}/${id}`, headers: await t.admin() });
    if (read.statusCode === 200) body[name] = read.json().data[name];
  }
  return body;
}

let seedHash: Promise<string> | undefined;

/** A fresh city (of a fresh country) in the default store, written as the dashboard would have. */
async function seedCity(t: TestApp): Promise<{ storeId: number; cityId: number }> {
  const { rows } = await sql<{ storeId: number; cityId: number }>`
    WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
    country AS (
      INSERT INTO countries (store_id, name, two_letter_iso_code, three_letter_iso_code, numeric_iso_code, country_code)
      SELECT id, '{"en":"Seed land"}'::jsonb, 'SL', ${`S${String(++serial).padStart(6, '0')}`}, 1, '+1' FROM store RETURNING id, store_id
    )
    INSERT INTO cities (store_id, country_id, name) SELECT store_id, id, '{"en":"Seed city"}'::jsonb FROM country
    RETURNING store_id AS "storeId", id AS "cityId"
  `.execute(t.database.db);
  return rows[0] ?? { storeId: 0, cityId: 0 };
}

/**
 * How rows of an entity that serves no create come to exist, as the part of the server that
 * creates them would (a customer registers: an identity row with a password hash). The rest of the
 * row is then written through the API like any other.
 */
const SEEDS: Readonly<Record<string, (t: TestApp) => Promise<number>>> = {
  // The scheduler writes a task's runs: a finished run of a fresh task.
  ScheduleTaskRun: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH task AS (
        INSERT INTO schedule_tasks (name, type, seconds) VALUES (${`Seed task ${++serial}`}, 'clearThrottleRows', 3600) RETURNING id
      )
      INSERT INTO schedule_task_runs (schedule_task_id, started_at, finished_at, outcome, attempt, trigger, process)
      SELECT id, now(), now(), 'ok', 1, 'schedule', 'seed' FROM task RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // The mail queue is written by the causes of mail (a reset, an answer): a sent mail, its text already cleared.
  QueuedMail: async (t) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO mail_queue (kind, to_address, language, subject, message_id, status, attempts, sent_at, next_attempt_at)
      VALUES ('ticketReply', ${`seed${++serial}@example.com`}, 'en', 'Seed mail', gen_random_uuid()::text, 'sent', 1, now(), NULL)
      RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  Customer: async (t) => {
    seedHash ??= hashPassword('sample-password');
    const { rows } = await sql<{ id: number }>`
      INSERT INTO customers (username, password_hash) VALUES (${`seed_${++serial}`}, ${await seedHash}) RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // A customer opens a ticket with addTicket (its unit active, its category the unit's): one in a fresh unit of the default store.
  Ticket: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
      unit AS (INSERT INTO units (store_id, title) SELECT id, ${`Seed unit ${++serial}`} FROM store RETURNING id, store_id)
      INSERT INTO tickets (store_id, unit_id, title, query) SELECT store_id, id, 'Seed ticket', 'A question' FROM unit RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // A visitor sends a public form (SubmitForm): a submission of a form template in the default store.
  FormSubmission: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
      form AS (
        INSERT INTO content_templates (store_id, component_name, data_template, is_form)
        SELECT id, ${`seed-form-${++serial}`}, '[]', true FROM store RETURNING id, store_id
      )
      INSERT INTO form_submissions (store_id, content_template_id, summary, data_content, language)
      SELECT store_id, id, 'seed', '{}', 'en' FROM form RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // A row's categories and tags are saved through saveCategoryMappings / saveTagMappings: a link to a fresh one.
  CategoryMapping: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
      made AS (
        INSERT INTO categories (store_id, name, entity_name)
        SELECT id, ${JSON.stringify({ en: `Seed category ${++serial}` })}::jsonb, 'Customer' FROM store RETURNING id, store_id
      )
      INSERT INTO category_mappings (store_id, entity_name, entity_id, category_id)
      SELECT store_id, 'Customer', 1, id FROM made RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  TagMapping: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
      made AS (
        INSERT INTO tags (store_id, name, entity_name) SELECT id, ${`Seed tag ${++serial}`}, 'Customer' FROM store RETURNING id, store_id
      )
      INSERT INTO tag_mappings (store_id, entity_name, entity_id, tag_id)
      SELECT store_id, 'Customer', 1, id FROM made RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // A row's cities and a region's cities are saved through their calls: a link to a fresh city.
  AddressElementMapping: async (t) => {
    const { storeId, cityId } = await seedCity(t);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO address_element_mappings (store_id, entity_name, entity_id, city_id) VALUES (${storeId}, 'Customer', 1, ${cityId}) RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  RegionMapping: async (t) => {
    const { storeId, cityId } = await seedCity(t);
    const { rows } = await sql<{ id: number }>`
      WITH region AS (INSERT INTO regions (store_id, name) VALUES (${storeId}, '{"en":"Seed region"}'::jsonb) RETURNING id)
      INSERT INTO region_mappings (store_id, region_id, city_id) SELECT ${storeId}, id, ${cityId} FROM region RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
  // What a row holds for an attribute is saved through saveGenericAttributeMappings, judged by its attribute: a text attribute's value.
  GenericAttributeMapping: async (t) => {
    const { rows } = await sql<{ id: number }>`
      WITH store AS (SELECT id FROM stores ORDER BY id LIMIT 1),
      attribute AS (
        INSERT INTO generic_attributes (store_id, name, entity_name, attribute_control_type_id)
        SELECT id, ${JSON.stringify({ en: `Seed ${++serial}` })}::jsonb, 'Customer', '1' FROM store RETURNING id, store_id
      )
      INSERT INTO generic_attribute_mappings (store_id, entity_name, entity_id, generic_attribute_id, value)
      SELECT store_id, 'Customer', 1, id, ${`seed ${serial}`} FROM attribute RETURNING id
    `.execute(t.database.db);
    return rows[0]?.id ?? 0;
  },
};

/** A row with `body` written by the administrator: created through the API, or seeded and then updated with it. */
export async function createWith(
  t: TestApp,
  entity: EntityDef,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const headers = await t.admin();
  if (serves(entity, 'create')) {
    const res = await t.app.inject({ method: 'POST', url: `/api/${entity.resource}`, headers, payload: body });
    if (res.statusCode !== 201) throw new Error(`creating ${entity.name} failed: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }
  const seed = SEEDS[entity.name];
  if (!seed) throw new Error(`${entity.name} serves no create: give the tests a seed for it in samples.ts`);
  if (!serves(entity, 'update')) {
    // Written only by its own call: the seeded row as it is.
    const read = await t.app.inject({ url: `/api/${entity.resource}/${await seed(t)}`, headers });
    if (read.statusCode !== 200) throw new Error(`reading a seeded ${entity.name} failed: ${read.statusCode} ${read.body}`);
    return read.json().data;
  }
  const res = await t.app.inject({ method: 'PUT', url: `/api/${entity.resource}/${await seed(t)}`, headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`writing a seeded ${entity.name} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function createRow(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown> & { id: number }> {
  return createWith(t, entity, await sampleBody(t, entity, n));
}
