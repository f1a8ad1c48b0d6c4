import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { catalogMaker, type Id } from '../../../test/catalog.js';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Comments and ratings of products (spec 001 §3 comment; issue 13 item 4): one review per customer
 * and product, rated 1–5, moderated; replies; what a visitor reads.
 */
const app = useAdminApp();
const make = catalogMaker(app);
const { call } = make;

let product: Id;
let hidden: Id;
let sara: Registered;
let omid: Registered;
const comments = async (productId: number) => {
  const res = await app.t.app.inject({ url: `/api/Catalog/getComments?productId=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const review = (over: Record<string, unknown> = {}) => ({ productId: product.id, contentText: 'Solid and quiet.', rating: 4, ...over });

beforeAll(async () => {
  const coin = await make.coin('IRT');
  const base = { productTypeId: (await make.productType('Fans')).id, baseCoinId: coin.id };
  product = await make.product('Desk fan', base);
  hidden = await make.product('Hidden fan', base, { published: false });
  sara = await register(app.t, 'sara.comments', { firstName: 'Sara', lastName: 'Rahimi' });
  omid = await register(app.t, 'omid.comments', { firstName: 'Omid' });
});

describe('reviews', () => {
  it('take a rating of 1 to 5 and a text of 3 characters or more, on listed products only', async () => {
    for (const [over, field, code] of [
      [{ rating: 0 }, 'rating', 'common.error.min'],
      [{ rating: 6 }, 'rating', 'common.error.max'],
      [{ contentText: 'ok' }, 'contentText', 'common.error.minlength'],
      [{ recommending: 'maybe' }, 'recommending', 'common.error.invalidoption'],
    ] as const) {
      const res = await call('POST', '/api/Catalog/addComment', review(over), sara.headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fieldCodes[field], res.body).toBe(code);
    }
    expect((await call('POST', '/api/Catalog/addComment', review({ productId: hidden.id }), sara.headers)).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'POST', url: '/api/Catalog/addComment', payload: review() })).statusCode).toBe(401);
  });

  it('wait for approval, one per customer and product however many are sent at once, and show once approved with the summary', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const body = multipart([{ filename: 'fan.png', body: png }]);
    const uploaded = await app.t.app.inject({
      method: 'POST',
      url: '/api/Catalog/uploadCommentPicture',
      headers: { ...sara.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const picture = uploaded.json().data.url as string;
    // Another customer's upload is not theirs to show.
    const borrowed = await call('POST', '/api/Catalog/addComment', review({ pictures: [picture] }), omid.headers);
    expect(borrowed.json().error?.fieldCodes?.['pictures.0'], borrowed.body).toBe('common.error.fileurl');

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(
          'POST',
          '/api/Catalog/addComment',
          review({
            title: 'Good fan',
            positiveFeature: 'Quiet\nCheap',
            negativeFeature: 'Short cable',
            recommending: 'recommend',
            pictures: [picture],
          }),
          sara.headers,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('comment.error.alreadyreviewed');
    // The rule is the engine's: the generic API keeps it for the administrator's own reviews too.
    const adminReviews = await Promise.all(
      [1, 2].map(() => call('POST', '/api/Comments', { productId: product.id, contentText: 'From the store.', rating: 5 })),
    );
    expect(adminReviews.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    await call('DELETE', `/api/Comments/${adminReviews.find((a) => a.statusCode === 201)?.json().data.id}`);
    const created = answers.find((a) => a.statusCode === 201)?.json().data;
    expect(created.isApproved).toBe(false);
    expect((await comments(product.id)).data).toEqual([]);
    // The reader is told whether they reviewed it (theirs waiting included); a visitor is told nothing.
    const readBy = async (headers: Record<string, string>) =>
      (await call('GET', `/api/Catalog/getComments?productId=${product.id}`, undefined, headers)).json().mine;
    expect(await readBy(sara.headers)).toEqual({ reviewed: true });
    expect(await readBy(omid.headers)).toEqual({ reviewed: false });
    expect((await comments(product.id)).mine).toBeNull();

    expect((await call('POST', `/api/Comments/${created.id}/approve`, {})).statusCode).toBe(200);
    await call('POST', '/api/Catalog/addComment', review({ rating: 2, recommending: 'notsure' }), omid.headers);
    const omids = (await call('GET', '/api/Comments?isApproved=false')).json().data.find((c: { rating: number }) => c.rating === 2);
    await call('POST', `/api/Comments/${omids.id}/approve`, {});
    const read = await comments(product.id);
    expect(read.summary).toEqual({
      count: 2,
      average: '3.0',
      stars: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 },
      recommending: { recommend: 1, notsure: 1, notrecommend: 0 },
    });
    const [newest, first] = read.data;
    expect(newest.author).toEqual({ name: 'Omid', isStore: false });
    expect(first).toMatchObject({
      title: 'Good fan',
      positiveFeature: 'Quiet\nCheap',
      rating: 4,
      pictures: [picture],
      author: { name: 'Sara', isStore: false },
    });
    // A moderator hides a review again: off the page and out of the summary.
    expect((await call('POST', `/api/Comments/${omids.id}/withdraw`, {})).statusCode).toBe(200);
    expect((await comments(product.id)).summary.count).toBe(1);
    expect((await call('POST', `/api/Comments/${omids.id}/approve`, {})).statusCode).toBe(200);
    expect((await comments(product.id)).summary.count).toBe(2);
  });

  it('take replies of text only to reviews, the store’s shown at once and marked as the store’s', async () => {
    const [reviewed] = (await comments(product.id)).data;
    const refused = await call('POST', '/api/Comments', {
      productId: product.id,
      parentCommentId: reviewed.id,
      contentText: 'With a rating',
      rating: 5,
    });
    expect(refused.json().error?.fieldCodes?.rating, refused.body).toBe('comment.error.replyfields');
    const store = await call('POST', '/api/Catalog/addCommentReply', { commentId: reviewed.id, contentText: 'Thank you for your review!' });
    expect(store.statusCode, store.body).toBe(201);
    expect(store.json().data.isApproved).toBe(true);
    const customer = await call(
      'POST',
      '/api/Catalog/addCommentReply',
      { commentId: reviewed.id, contentText: 'Mine is quiet too.' },
      sara.headers,
    );
    expect(customer.json().data.isApproved).toBe(false);
    // A reply to a reply is refused: reviews hold one level of answers.
    const deeper = await call(
      'POST',
      '/api/Catalog/addCommentReply',
      { commentId: store.json().data.id, contentText: 'Deeper' },
      sara.headers,
    );
    expect(deeper.statusCode).toBe(404);
    const missing = await call('POST', '/api/Catalog/addCommentReply', { commentId: 2_000_000_000, contentText: 'Nobody' }, sara.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('common.error.notfound');
    const shown = (await comments(product.id)).data.find((c: Id) => c.id === reviewed.id);
    expect(shown.replies).toEqual([
      expect.objectContaining({ contentText: 'Thank you for your review!', author: expect.objectContaining({ isStore: true }) }),
    ]);
  });

  it('answer a visitor 404 for a product that is not listed', async () => {
    const res = await app.t.app.inject({ url: `/api/Catalog/getComments?productId=${hidden.id}` });
    expect(res.statusCode).toBe(404);
  });
});
