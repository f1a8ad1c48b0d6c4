import { useState } from 'react';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { CommentAuthor, Posted, Review, ReviewReply } from './comments-api';
import { RatingStars } from './rating-stars';
import { ReplyForm, ReplyWaiting } from './reply-form';
import { ReviewPictures } from './review-pictures';
import { featureLines } from './review-rules';

/** Who wrote it and when: the store's badge or a first name, the date (Jalali in Persian). */
function Byline({ author, createdAt }: { author: CommentAuthor; createdAt: string }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <p className="review__byline">
      {author.isStore ? (
        <span className="badge review__store" data-testid="review-store">
          {t('products.reviews.store')}
        </span>
      ) : (
        <bdi className="review__author">{author.name || t('products.reviews.anonymous')}</bdi>
      )}
      <time dateTime={createdAt} className="review__date">
        {date(createdAt)}
      </time>
    </p>
  );
}

function Features({ title, text, kind }: { title: string; text: string | null; kind: 'plus' | 'minus' }) {
  const lines = featureLines(text);
  if (lines.length === 0) return null;
  return (
    <div className={`review__features review__features--${kind}`} data-testid={`review-${kind}`}>
      <p className="review__features-title">{title}</p>
      <ul>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reviewer may write the same line twice.
          <li key={index}>
            {/* The line in its own direction; its marker stays on the page's side. */}
            <bdi>{line}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Reply({ reply }: { reply: ReviewReply }) {
  return (
    <li className="review-reply" data-testid="review-reply">
      <Byline author={reply.author} createdAt={reply.createdAt} />
      <p className="review__text" dir="auto">
        {reply.contentText}
      </p>
    </li>
  );
}

/**
 * One approved review: its stars and title, who wrote it and when, whether they recommend the
 * product, the text, strengths and weaknesses (a line each), pictures and the approved replies
 * under it; a signed-in user answers it inline.
 */
export function ReviewItem({
  review,
  productId,
  canReply,
  onReplyShown,
}: {
  review: Review;
  productId: number;
  canReply: boolean;
  /** A reply shown at once (the list reloads). */
  onReplyShown: () => void;
}) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const posted = (answer: Posted) => {
    if (answer.isApproved) onReplyShown();
    else setWaiting(true);
  };
  return (
    <article className="review" data-testid="review" data-review-id={review.id}>
      <header className="review__head">
        <RatingStars value={review.rating} testId="review-stars" />
        {review.title ? (
          <h3 className="review__title" dir="auto" data-testid="review-title">
            {review.title}
          </h3>
        ) : null}
      </header>
      <Byline author={review.author} createdAt={review.createdAt} />
      {review.recommending ? (
        <p className={`review__recommend review__recommend--${review.recommending}`} data-testid="review-recommend">
          {t(`enum.Comment.recommending.${review.recommending}`)}
        </p>
      ) : null}
      <p className="review__text" dir="auto" data-testid="review-text">
        {review.contentText}
      </p>
      <Features title={t('field.Comment.positiveFeature')} text={review.positiveFeature} kind="plus" />
      <Features title={t('field.Comment.negativeFeature')} text={review.negativeFeature} kind="minus" />
      <ReviewPictures pictures={review.pictures} />
      {review.replies.length > 0 ? (
        <ul className="review__replies" aria-label={t('products.reviews.replies')}>
          {review.replies.map((reply) => (
            <Reply key={reply.id} reply={reply} />
          ))}
        </ul>
      ) : null}
      {waiting ? <ReplyWaiting /> : null}
      {canReply ? <ReplyForm productId={productId} commentId={review.id} onPosted={posted} /> : null}
    </article>
  );
}
