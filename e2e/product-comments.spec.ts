import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../apps/server/src/db/seed/demo-catalog-texts';
import { productsEn } from '../apps/web/src/i18n/products.en';
import { productsFa } from '../apps/web/src/i18n/products.fa';
import { submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { expectNoSeriousAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage } from './support/ui';

/**
 * Comments and ratings on a product's page (spec 001 §3 comment; issue 13 item 4): a visitor is
 * offered to sign in and comes back to the page; the customer writes a review — stars chosen with
 * the keyboard, title, text, strengths, weaknesses, a recommendation and a picture uploaded with
 * the form — is told it waits for approval, and cannot write a second; an administrator approves it
 * and answers as the store; a visitor reads it with the summary (average, bars, the share
 * recommending), opens its picture larger; the customer replies, and the reply waits too. In fa,
 * en and tr, on a desktop and a 390 px phone.
 */
const fa = { ...messages.fa, ...productsFa };
const POLL = { timeout: 15_000 };
const product = demoProducts[0] as (typeof demoProducts)[number];

/** A call the administrator makes, answered 2xx; its data. */
async function asAdmin(base: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await call(base, method, path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer;
}

/** The one comment of the product waiting for approval (the administrator's list). */
async function pendingComment(base: string, token: string, productId: number): Promise<number> {
  const answer = await asAdmin(base, token, 'GET', `/api/Comments?isApproved=false&productId=${productId}`);
  const rows = answer.body.data as { id: number }[];
  expect(rows.length).toBe(1);
  return (rows[0] as { id: number }).id;
}

const productIdOf = async (page: Page) => Number(await page.getByTestId('product-page').getAttribute('data-product-id'));

describe('comments and ratings on a product page', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'product-comments');

  it('a customer reviews with stars, text and a picture, waits for approval; approved, a visitor reads it with the summary; the customer replies', async () => {
    const base = journey.server.url;
    const customer = await registerAccount(base, 'reviewer', 'reviewer-pass-1');
    const signin = await call(base, 'POST', '/api/Authentication/signin', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const adminToken = String(dataOf(signin).access_token);

    // A visitor: no review yet, and a link to sign in that comes back here.
    const page = await device();
    await page.goto(`/p/${product.slug}`);
    const reviews = page.getByTestId('product-reviews');
    await expect.poll(() => reviews.getByTestId('reviews-empty').textContent(), POLL).toBe(fa['products.reviews.empty']);
    await reviews.getByTestId('review-signin').click();
    await page.waitForURL((url) => url.pathname === '/Authentication' && url.searchParams.get('returnUrl') === `/p/${product.slug}`);
    await submitCredentials(page, customer.username, customer.password);
    await page.waitForURL((url) => url.pathname === `/p/${product.slug}`);
    const productId = await productIdOf(page);

    // The form says what is missing, in Persian, under its fields, before anything is sent.
    await reviews.getByTestId('review-write').click();
    const form = reviews.getByTestId('review-form');
    await form.getByTestId('review-submit').click();
    await expect
      .poll(() => form.getByTestId('review-rating').locator('.field__error').textContent(), POLL)
      .toBe(fa['common.error.required']);
    expect(await form.locator('.field:has([name="contentText"]) .field__error').textContent()).toBeTruthy();

    // Stars by the keyboard: into the group, then down the arrows to the fourth.
    await form.getByTestId('review-rating-1').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await form.getByTestId('review-rating-4').isChecked()).toBe(true);
    expect(await form.getByTestId('review-rating').locator('.field__error').count()).toBe(0);
    await form.getByTestId('review-title-input').fill('ویلای آرام و دلباز');
    await form.getByTestId('review-plus-input').fill('حیاط بزرگ\nاستخر');
    await form.getByTestId('review-minus-input').fill('پارکینگ کوچک');
    await form.getByTestId('review-recommending-recommend').check();
    await form.getByTestId('review-pictures-input').setInputFiles({
      name: 'garden.png',
      mimeType: 'image/png',
      buffer: stripedPng(640, 480, [34, 139, 34]),
    });
    await form.getByTestId('review-picture-item').waitFor();
    expect(await form.getByTestId('review-picture-progress').count()).toBe(0);
    // A text too short is named under it, by the server's own rule, in the reader's language.
    const textError = form.locator('.field:has([name="contentText"]) .field__error');
    await form.getByTestId('review-text-input').fill('ok');
    await form.getByTestId('review-submit').click();
    await expect.poll(() => textError.textContent(), POLL).toBe(fa['common.error.minlength'].replace('{{min}}', '۳'));
    // The form (stars as a radio group, the choices, the picture control) holds no serious accessibility finding.
    await expectNoSeriousAxeViolations(page);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      if (lang === 'en') expect(await textError.textContent()).toBe(messages.en['common.error.minlength'].replace('{{min}}', '3'));
      await screenshotDesktopAndPhone(page, 'product-comments-form', lang);
    }
    await form.getByTestId('review-text-input').fill('باغ زیبا و همسایه‌های آرام؛ برای خانواده عالی است.');
    await form.getByTestId('review-submit').click();
    await expect.poll(() => reviews.getByTestId('review-waiting').textContent(), POLL).toBe(fa['products.reviews.waiting']);
    expect(await reviews.getByTestId('review-form').count()).toBe(0);
    // Nothing shows before an administrator approves it.
    expect(await reviews.getByTestId('reviews-empty').count()).toBe(1);

    // One review a product: once reviewed (still waiting), the page says so instead of offering another.
    await page.reload();
    await expect.poll(() => reviews.getByTestId('review-yours').textContent(), POLL).toBe(fa['products.reviews.yours']);
    expect(await reviews.getByTestId('review-write').count()).toBe(0);

    // The administrator approves it and answers as the store (shown at once).
    const reviewId = await pendingComment(base, adminToken, productId);
    await asAdmin(base, adminToken, 'POST', `/api/Comments/${reviewId}/approve`, {});
    await asAdmin(base, adminToken, 'POST', '/api/Catalog/addCommentReply', {
      commentId: reviewId,
      contentText: 'سپاس از نظر شما؛ خوشحالیم که ویلا را پسندیدید.',
    });

    // A visitor reads it: the summary, the stars said in words, the lists, the badge, the picture larger.
    const visitor = await device();
    await visitor.goto(`/p/${product.slug}`);
    const shown = visitor.getByTestId('product-reviews');
    const review = shown.getByTestId('review');
    await review.waitFor();
    expect(await shown.getByTestId('rating-average').textContent()).toBe('۴٫۰ / ۵');
    expect(await shown.getByTestId('rating-count').textContent()).toBe('۱ نظر');
    expect(await shown.getByTestId('rating-bar-4').locator('.rating-bar__count').textContent()).toBe('۱');
    expect(await shown.getByTestId('rating-bar-5').locator('.rating-bar__count').textContent()).toBe('۰');
    expect(await shown.getByTestId('rating-recommend').textContent()).toBe(
      fa['products.reviews.recommendshare'].replace('{{percent}}', '۱۰۰٪'),
    );
    expect(await review.getByTestId('review-stars').locator('.sr-only').textContent()).toBe('۴ ستاره از ۵');
    expect(await review.getByTestId('review-title').textContent()).toBe('ویلای آرام و دلباز');
    expect(await review.getByTestId('review-plus').locator('li').allTextContents()).toEqual(['حیاط بزرگ', 'استخر']);
    expect(await review.getByTestId('review-minus').locator('li').allTextContents()).toEqual(['پارکینگ کوچک']);
    expect(await review.getByTestId('review-recommend').textContent()).toBe(fa['enum.Comment.recommending.recommend']);
    expect(await review.locator('.review__author').first().textContent()).toBe('Sara');
    expect(await review.locator('time').first().textContent()).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    const reply = review.getByTestId('review-reply');
    expect(await reply.getByTestId('review-store').textContent()).toBe(fa['products.reviews.store']);
    // A visitor is offered to sign in, not to reply.
    expect(await review.getByTestId('reply-open').count()).toBe(0);
    await review.getByTestId('review-picture-0').click();
    const dialog = visitor.getByTestId('review-picture-dialog');
    await dialog.locator('img').waitFor();
    expect(await dialog.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visitor.keyboard.press('Escape');
    await dialog.locator('img').waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(visitor);

    // The customer replies: too short first, then waiting for approval.
    await page.reload();
    const mine = reviews.getByTestId('review');
    await mine.getByTestId('reply-open').click();
    await mine.getByTestId('reply-text').fill('نه');
    await mine.getByTestId('reply-submit').click();
    await expect
      .poll(() => mine.getByTestId('reply-form').locator('.field__error').textContent(), POLL)
      .toBe(fa['common.error.minlength'].replace('{{min}}', '۳'));
    await mine.getByTestId('reply-text').fill('ممنون از پاسخ شما!');
    await mine.getByTestId('reply-submit').click();
    await expect.poll(() => mine.getByTestId('reply-waiting').textContent(), POLL).toBe(fa['products.reviews.reply.waiting']);
    expect(await mine.getByTestId('review-reply').count()).toBe(1);

    // Approved, the visitor reads both replies under the review, in each language.
    await asAdmin(base, adminToken, 'POST', `/api/Comments/${await pendingComment(base, adminToken, productId)}/approve`, {});
    await visitor.reload();
    await expect.poll(() => review.getByTestId('review-reply').count(), POLL).toBe(2);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(visitor, lang);
      if (lang === 'en') {
        expect(await shown.getByTestId('rating-count').textContent()).toBe('1 review');
        expect(await review.getByTestId('review-stars').locator('.sr-only').textContent()).toBe('4 of 5 stars');
        expect(await review.locator('time').first().textContent()).toMatch(/^20\d{2}\/\d{2}\/\d{2}$/);
        expect(await shown.getByTestId('rating-recommend').textContent()).toBe(
          productsEn['products.reviews.recommendshare'].replace('{{percent}}', '100%'),
        );
      }
      await screenshotDesktopAndPhone(visitor, 'product-comments', lang);
    }
    // The customer's page: the reply waiting for approval, in each language.
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await screenshotDesktopAndPhone(page, 'product-comments-customer', lang);
    }
  });
});
