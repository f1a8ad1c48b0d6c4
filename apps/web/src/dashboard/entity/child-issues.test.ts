import { GenericAttribute } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { childListsOf } from './child-form-values';
import { placeIssues, serverIssuesOf, withoutCell, withoutRow } from './child-issues';

const lists = childListsOf(GenericAttribute);
const issue = (code: string) => ({ code });

describe('a save’s issues', () => {
  it('land under the parent’s fields, in the child rows’ cells, rows and list, or nowhere', () => {
    const placed = placeIssues(GenericAttribute, lists, {
      'name.fa': issue('common.error.minlength'),
      'name.en': issue('common.error.minlength'),
      'genericAttributeValues.2.name': issue('common.error.required'),
      'genericAttributeValues.2.name.fa': issue('common.error.maxlength'),
      'genericAttributeValues.3.id': issue('common.error.notfound'),
      genericAttributeValues: issue('attribute.error.valuesnotselective'),
      _: issue('common.error.invalid'),
      somethingElse: issue('common.error.unknownfield'),
    });
    // A translatable field's languages share its place; the first issue is kept.
    expect(placed.parent).toEqual({ name: issue('common.error.minlength') });
    expect(placed.children).toEqual({
      'genericAttributeValues.2.name': issue('common.error.required'),
      'genericAttributeValues.3': issue('common.error.notfound'),
      genericAttributeValues: issue('attribute.error.valuesnotselective'),
    });
    expect(placed.unplaced).toBe(2);
  });

  it('are read from a 400 or 409 answer with the server’s messages', () => {
    const error = new ApiError(400, {
      code: 'common.error.validation',
      fields: { 'genericAttributeValues.1.id': 'اطلاعات یافت نشد' },
      fieldCodes: { 'genericAttributeValues.1.id': 'common.error.notfound' },
    });
    expect(serverIssuesOf(error)).toEqual({
      'genericAttributeValues.1.id': { code: 'common.error.notfound', message: 'اطلاعات یافت نشد' },
    });
    expect(serverIssuesOf(new ApiError(409, { code: 'attribute.error.typeinuse' }))).toEqual({});
    expect(serverIssuesOf(new ApiError(500, { fields: { name: 'x' } }))).toEqual({});
    expect(serverIssuesOf(new Error('offline'))).toEqual({});
  });

  it('go as the user answers them: an edited cell’s, and a removed row’s with the later rows moving up', () => {
    const issues = {
      'genericAttributeValues.0.name': issue('a'),
      'genericAttributeValues.1.name': issue('b'),
      'genericAttributeValues.1.displayOrder': issue('c'),
      'genericAttributeValues.2': issue('d'),
      genericAttributeValues: issue('e'),
      name: issue('f'),
    };
    expect(withoutCell(issues, 'genericAttributeValues', 1, 'name')).toEqual({
      'genericAttributeValues.0.name': issue('a'),
      'genericAttributeValues.1.displayOrder': issue('c'),
      'genericAttributeValues.2': issue('d'),
      name: issue('f'),
    });
    // Nothing to take away changes nothing (the same object: no new render).
    const rowOnly = { 'genericAttributeValues.2': issue('d') };
    expect(withoutCell(rowOnly, 'genericAttributeValues', 0, 'displayOrder')).toBe(rowOnly);
    expect(withoutRow(issues, 'genericAttributeValues', 1)).toEqual({
      'genericAttributeValues.0.name': issue('a'),
      'genericAttributeValues.1': issue('d'),
      name: issue('f'),
    });
  });
});
