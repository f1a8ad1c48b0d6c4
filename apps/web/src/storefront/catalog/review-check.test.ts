import { describe, expect, it } from 'vitest';
import { commentIssues } from './review-check';
import { emptyReview, reviewBody } from './review-rules';

describe('a review judged before it is sent', () => {
  it('by the server’s own schema: the rating and a text of three characters or more', async () => {
    expect(await commentIssues(reviewBody(7, { ...emptyReview(), rating: 5, contentText: 'Fine fan' }))).toEqual({});
    const issues = await commentIssues(reviewBody(7, { ...emptyReview(), rating: 4, contentText: 'ok' }));
    expect(issues).toEqual({ contentText: { code: 'common.error.minlength', params: { min: 3 } } });
    const unrated = await commentIssues(reviewBody(7, { ...emptyReview(), contentText: 'Fine fan' }));
    expect(unrated).toEqual({ rating: { code: 'common.error.required' } });
    // Both at once: one submit names every field to fix.
    const empty = await commentIssues(reviewBody(7, emptyReview()));
    expect(Object.keys(empty ?? {}).sort()).toEqual(['contentText', 'rating']);
  });

  it('names a picture of another folder under the pictures', async () => {
    const issues = await commentIssues(
      reviewBody(7, { ...emptyReview(), rating: 3, contentText: 'Fine fan', pictures: ['/api/CMS/Image/Images/x.png'] }),
    );
    expect(Object.keys(issues ?? {})).toEqual(['pictures']);
  });

  it('takes a reply of text only', async () => {
    expect(await commentIssues({ productId: 7, parentCommentId: 3, contentText: 'Thanks' })).toEqual({});
    expect((await commentIssues({ productId: 7, parentCommentId: 3, contentText: '' }))?.contentText?.code).toBeDefined();
  });
});
