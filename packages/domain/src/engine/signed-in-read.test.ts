import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../constants.js';
import { entityRoutesOf } from '../routes.js';
import { ACCESS_LEVELS, entityScope, OPERATIONS } from './access.js';
import { defineEntity } from './entity.js';
import { f } from './field.js';

/**
 * `signedInRead` (issue 14: scheduled tasks have "no role restriction beyond login"), on fixtures
 * declared here: every signed-in user lists and reads, whatever levels they hold (none at all
 * included); beside `adminOnly` nobody but administrators writes, and without it writes follow the
 * levels as anywhere else. The screens need a login, no role.
 */
const fixture = (name: string, access: { adminOnly: boolean; signedInRead: boolean }) =>
  defineEntity({
    name,
    resource: `${name}s`,
    table: name.toLowerCase(),
    area: 'operations',
    route: `Settings/${name}`,
    ...access,
    fields: { name: f.text({ required: true }) },
    titleField: 'name',
    listColumns: ['name'],
  });
const Watched = fixture('Watched', { adminOnly: true, signedInRead: true });
const Shared = fixture('Shared', { adminOnly: false, signedInRead: true });
const Plain = fixture('Plain', { adminOnly: true, signedInRead: false });

describe('an entity every signed-in user reads', () => {
  it('is listed and read with any levels or none, and written by administrators only beside adminOnly', () => {
    for (const levels of [[], ...ACCESS_LEVELS.map((level) => [level])]) {
      for (const operation of OPERATIONS) {
        const read = operation === 'list' || operation === 'view' || operation === 'print';
        expect(entityScope(Watched, levels, operation), `${levels} ${operation}`).toBe(read ? 'all' : 'none');
        expect(entityScope(Plain, levels, operation), `${levels} ${operation}`).toBe('none');
      }
    }
  });

  it('without adminOnly, writes by the levels held', () => {
    expect(entityScope(Shared, [], 'update')).toBe('none');
    expect(entityScope(Shared, ['Modify'], 'update')).toBe('all');
    expect(entityScope(Shared, ['ViewOnly'], 'delete')).toBe('none');
    expect(entityScope(Shared, [], 'list')).toBe('all');
  });

  it('has screens that need a login and no role; the others keep the administrators role', () => {
    const [watched, plain] = [Watched, Plain].map((entity) => entityRoutesOf([entity]));
    for (const route of watched ?? []) expect(route).toMatchObject({ auth: true, roles: [] });
    for (const route of plain ?? []) expect(route).toMatchObject({ auth: true, roles: [ADMIN_ROLE] });
  });
});
