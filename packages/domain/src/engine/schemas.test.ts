import { describe, expect, it } from 'vitest';
import { entities } from '../entities/index.js';
import { Application, Setting, Store } from '../entities/operations.js';
import type { EntityDef } from './entity.js';
import { fieldIssues } from './issues.js';
import { inputSchema, listQuerySchema, rowSchema, sortableFields } from './schemas.js';

const issuesOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldIssues>[0] } }) =>
  result.success ? {} : fieldIssues(result.error?.issues ?? []);

describe('schemas derived from a declaration', () => {
  it('requires the required fields on create and reports them as common.error.required', () => {
    const result = inputSchema(Setting, 'create').safeParse({}, { reportInput: true });
    expect(issuesOf(result)).toEqual({
      name: { code: 'common.error.required' },
      value: { code: 'common.error.required' },
    });
  });

  it('treats blank text as missing for a required field', () => {
    const result = inputSchema(Store, 'create').safeParse({ name: '   ' }, { reportInput: true });
    expect(issuesOf(result)).toEqual({ name: { code: 'common.error.required' } });
  });

  it('lets an update send only some fields but not empty a required one', () => {
    const update = inputSchema(Application, 'update');
    expect(update.safeParse({ description: 'x' }).success).toBe(true);
    expect(issuesOf(update.safeParse({ version: '' }, { reportInput: true }))).toEqual({ version: { code: 'common.error.required' } });
  });

  it('refuses unknown and read-only fields by name', () => {
    const result = inputSchema(Application, 'create').safeParse({ name: 'a', version: '1', applicationGuid: 'x', isAdmin: 1 });
    expect(issuesOf(result)).toEqual({
      applicationGuid: { code: 'common.error.unknownfield' },
      isAdmin: { code: 'common.error.unknownfield' },
    });
  });

  it('checks formats with their own codes and limits with parameters', () => {
    const result = inputSchema(Store, 'create').safeParse(
      { name: 'x'.repeat(101), url: 'ftp://x', sslEnabled: 'yes' },
      { reportInput: true },
    );
    expect(issuesOf(result)).toEqual({
      name: { code: 'common.error.maxlength', params: { max: 100 } },
      url: { code: 'common.error.url' },
      sslEnabled: { code: 'common.error.invalidtype' },
    });
  });

  it('accepts empty optional text and null for optional fields', () => {
    expect(inputSchema(Store, 'create').safeParse({ name: 'Shop', url: '', hosts: null }).success).toBe(true);
  });

  it('never exposes write-only fields in the row schema', () => {
    expect(Object.keys(rowSchema(Application).shape)).not.toContain('secretKey');
    expect(Object.keys(rowSchema(Application).shape)).toContain('applicationGuid');
  });

  it('bounds paging and allows sorting only by sortable fields', () => {
    const query = listQuerySchema(Setting);
    expect(query.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(query.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(query.safeParse({ sort: '-name' }).success).toBe(true);
    expect(query.safeParse({ sort: 'value' }).success).toBe(false);
    // The store is the request's, never a filter a client sends.
    expect(query.safeParse({ storeId: '3' }).success).toBe(false);
  });
});

describe('declared orders', () => {
  it('name sortable fields, and a named order never shadows a field', () => {
    for (const entity of entities as readonly EntityDef[]) {
      const sortable = sortableFields(entity);
      if (entity.defaultSort && !entity.orders?.[entity.defaultSort]) {
        expect(sortable, `${entity.name}.defaultSort`).toContain(entity.defaultSort.replace(/^-/, ''));
      }
      for (const [name, order] of Object.entries(entity.orders ?? {})) {
        expect(sortable, `${entity.name}.orders.${name}`).toContain(order.field);
        expect(sortable, `${entity.name}.orders.${name} shadows a field`).not.toContain(name);
        expect(listQuerySchema(entity).safeParse({ sort: name }).success).toBe(true);
      }
    }
  });
});
