import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { refusalOf } from './comment-errors';

describe('a refusal of the server', () => {
  it('lands under its fields (a picture’s under the pictures), or above the form when it refuses the whole', () => {
    const fields = new ApiError(400, {
      code: 'common.error.validation',
      fieldCodes: { 'pictures.0': 'common.error.fileurl', contentText: 'common.error.minlength' },
      fields: { contentText: 'At least 3 characters' },
    });
    expect(refusalOf(fields, ['contentText', 'pictures'])).toEqual({
      fields: {
        pictures: { code: 'common.error.fileurl', message: undefined },
        contentText: { code: 'common.error.minlength', message: 'At least 3 characters' },
      },
      form: null,
    });
    const twice = new ApiError(409, { code: 'comment.error.alreadyreviewed', message: 'You have already reviewed this product.' });
    expect(refusalOf(twice, ['contentText'])).toEqual({
      fields: {},
      form: { code: 'comment.error.alreadyreviewed', message: 'You have already reviewed this product.' },
    });
    expect(refusalOf(new Error('boom'), ['contentText']).form?.code).toBe('common.error.unexpected');
  });
});
