import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { shouldRetry } from '../../api/api-error';
import { isSignedIn } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { commentsApi, type Posted, reviewsKey } from './comments-api';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { signInPath } from './review-rules';
import './product-comments.css';

/**
 * A product's comments and ratings (spec 001 §3 comment; issue 13 item 4): the rating summary,
 * the approved reviews newest first with their replies ("More reviews" reads the next page), and
 * for a signed-in customer a review form behind "Write a review" and a reply form under each
 * review; a visitor is offered to sign in and come back. What is sent and waits for an
 * administrator says so; what is shown at once reloads the list.
 */
export function ProductComments({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useAuth());
  const location = useLocation();
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<'waiting' | 'published' | null>(null);
  const reviews = useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => commentsApi.page(productId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
    retry: shouldRetry,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
  const posted = (answer: Posted) => {
    setWriting(false);
    setNotice(answer.isApproved ? 'published' : 'waiting');
    if (answer.isApproved) reload();
  };

  const pages = reviews.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const list = pages.flatMap((page) => page.data);
  let invite: ReactNode = null;
  if (!signedIn)
    invite = (
      <LinkButton to={signInPath(location.pathname, location.search)} icon="login" data-testid="review-signin">
        {t('products.reviews.signin')}
      </LinkButton>
    );
  else if (pages[0]?.mine?.reviewed && !notice)
    invite = (
      <p className="reviews__empty" data-testid="review-yours">
        {t('products.reviews.yours')}
      </p>
    );
  else if (!writing && !notice)
    invite = (
      <Button variant="primary" icon="edit" onClick={() => setWriting(true)} data-testid="review-write">
        {t('products.reviews.write')}
      </Button>
    );

  return (
    <section
      className="product-section reviews"
      aria-labelledby="product-reviews"
      aria-busy={reviews.isFetching || undefined}
      data-testid="product-reviews"
    >
      <h2 id="product-reviews">{t('products.reviews.title')}</h2>
      <div className="reviews__layout">
        <div className="reviews__aside">
          {summary && summary.count > 0 ? <RatingSummary summary={summary} /> : null}
          {summary && summary.count === 0 ? (
            <p className="reviews__empty" data-testid="reviews-empty">
              {t('products.reviews.empty')}
            </p>
          ) : null}
          {invite}
        </div>
        <div className="reviews__main">
          {notice ? (
            <Alert kind="info" testId={`review-${notice}`}>
              {t(`products.reviews.${notice}`)}
            </Alert>
          ) : null}
          {writing ? <ReviewForm productId={productId} onPosted={posted} /> : null}
          {reviews.isPending ? <Spinner testId="reviews-loading" /> : null}
          {reviews.isError ? (
            <Alert>
              {t('products.reviews.loaderror')}{' '}
              <Button size="small" onClick={() => void reviews.refetch()}>
                {t('catalog.retry')}
              </Button>
            </Alert>
          ) : null}
          {list.length > 0 ? (
            <ul className="reviews__list" data-testid="reviews-list">
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} productId={productId} canReply={signedIn} onReplyShown={reload} />
                </li>
              ))}
            </ul>
          ) : null}
          {reviews.hasNextPage ? (
            <div className="reviews__more">
              <Button onClick={() => void reviews.fetchNextPage()} loading={reviews.isFetchingNextPage} data-testid="reviews-more">
                {t('products.reviews.more')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
