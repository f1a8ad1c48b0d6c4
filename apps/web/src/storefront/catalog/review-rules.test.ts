import {
  COMMENT_PICTURES_MAX as DOMAIN_PICTURES_MAX,
  RATING_MAX as DOMAIN_RATING_MAX,
  RECOMMENDINGS as DOMAIN_RECOMMENDINGS,
  PRODUCT_PICTURES_DIRECTORY,
} from '@store/domain';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_PICTURES_MAX,
  emptyReview,
  featureLines,
  PICTURES_FOLDER,
  RATING_MAX,
  RECOMMENDINGS,
  recommendingShare,
  reviewBody,
  signInPath,
  starBars,
} from './review-rules';

describe('the review rules the storefront repeats', () => {
  it('are the domain’s: the scale, the recommendation choices, the pictures’ ceiling and folder', () => {
    expect(RATING_MAX).toBe(DOMAIN_RATING_MAX);
    expect(RECOMMENDINGS).toEqual(DOMAIN_RECOMMENDINGS);
    expect(COMMENT_PICTURES_MAX).toBe(DOMAIN_PICTURES_MAX);
    expect(PICTURES_FOLDER).toBe(PRODUCT_PICTURES_DIRECTORY);
  });
});

describe('the rating summary', () => {
  const summary = {
    count: 8,
    stars: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 },
    recommending: { recommend: 5, notsure: 1, notrecommend: 1 },
  };

  it('draws a bar a star from five to one, each a whole percent of all reviews', () => {
    expect(starBars(summary)).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 13 },
    ]);
    expect(starBars({ count: 0, stars: {}, recommending: {} }).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('says the share recommending of all reviews, and nothing when nobody said either way', () => {
    expect(recommendingShare(summary)).toBe(63);
    expect(recommendingShare({ count: 3, stars: {}, recommending: { recommend: 0, notsure: 0, notrecommend: 0 } })).toBeNull();
    expect(recommendingShare({ count: 2, stars: {}, recommending: { recommend: 0, notsure: 0, notrecommend: 1 } })).toBe(0);
  });
});

describe('a review', () => {
  it('reads its strengths and weaknesses a line each, blank lines and spaces dropped', () => {
    expect(featureLines(' Quiet \r\n\nCheap\n  ')).toEqual(['Quiet', 'Cheap']);
    expect(featureLines(null)).toEqual([]);
  });

  it('is sent without the optional fields left empty, and without a rating not chosen', () => {
    expect(reviewBody(7, { ...emptyReview(), contentText: ' Solid and quiet. ', title: '  ', positiveFeature: 'Quiet\n' })).toEqual({
      productId: 7,
      contentText: 'Solid and quiet.',
      positiveFeature: 'Quiet',
    });
    expect(
      reviewBody(7, {
        ...emptyReview(),
        rating: 4,
        contentText: 'Good',
        recommending: 'recommend',
        pictures: ['/api/CMS/Image/ProductPictures/a.png'],
      }),
    ).toEqual({
      productId: 7,
      contentText: 'Good',
      rating: 4,
      recommending: 'recommend',
      pictures: ['/api/CMS/Image/ProductPictures/a.png'],
    });
  });

  it('asks a visitor to sign in and come back to the same page', () => {
    expect(signInPath('/p/niavaran-garden-villa', '?lang=en')).toBe('/Authentication?returnUrl=%2Fp%2Fniavaran-garden-villa%3Flang%3Den');
  });
});
