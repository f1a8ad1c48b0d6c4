import { defineEntity, f, Store } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { fromDatabaseError, registerUniqueKeys } from './database-errors.js';

describe('database errors as answers', () => {
  it('name a declared unique key by its index, with its own code on its fields', () => {
    const Thing = defineEntity({
      name: 'Thing',
      resource: 'Things',
      table: 'things',
      area: 'operations',
      route: 'Test/Thing',
      fields: { code: f.text({ required: true }) },
      titleField: 'code',
      listColumns: ['code'],
      unique: [{ fields: ['code'], code: 'thing.error.codeexists' }],
    });
    registerUniqueKeys([Thing]);
    const error = fromDatabaseError({ code: '23505', constraint: 'things_code_key', detail: 'Key (code)=(x) already exists.' }, 'write');
    expect(error).toMatchObject({ code: 'thing.error.codeexists', status: 409, fields: { code: { code: 'thing.error.codeexists' } } });
    const other = fromDatabaseError({ code: '23505', constraint: 'somewhere_else_key', detail: 'Key (name)=(x) already exists.' }, 'write');
    expect(other).toMatchObject({ code: 'common.error.exists', status: 409 });
  });

  it('name the field of an undeclared key by its label in the caller’s language, never by its column', () => {
    registerUniqueKeys([Store]);
    const error = {
      code: '23505',
      constraint: 'stores_company_key',
      table: 'stores',
      detail: 'Key (lower(company_name))=(acme) already exists.',
    };
    expect(fromDatabaseError(error, 'write', 'en')).toMatchObject({ params: { field: 'Company name' }, fields: { companyName: {} } });
    expect(fromDatabaseError(error, 'write', 'fa')?.params).toEqual({ field: 'نام شرکت' });
    // A column no entity declares is "value", not its name.
    const unknown = { ...error, table: 'elsewhere', detail: 'Key (secret_column)=(x) already exists.' };
    expect(fromDatabaseError(unknown, 'write', 'en')?.params).toEqual({ field: 'value' });
  });

  it('answer a deadlock or a lost serializable race as a conflict to send again, not a 500', () => {
    for (const code of ['40P01', '40001'])
      expect(fromDatabaseError({ code }, 'write')).toMatchObject({ code: 'common.error.conflict', status: 409 });
  });
});
