import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { ReviewsSummary } from './comments-api';
import { RatingStars } from './rating-stars';
import { RATING_MAX, recommendingShare, starBars } from './review-rules';

/**
 * The rating summary of a product's approved reviews: the average (one decimal, in the page's
 * digits), how many reviews, a bar a star from five to one, and the share who recommend it.
 */
export function RatingSummary({ summary }: { summary: ReviewsSummary }) {
  const { t } = useTranslation();
  const { number, count, percent } = useFormatters();
  const share = recommendingShare(summary);
  const average = summary.average ?? '0';
  return (
    <div className="rating-summary" data-testid="rating-summary">
      <div className="rating-summary__average">
        <p className="rating-summary__number" data-testid="rating-average">
          {number(average)}
          <span className="rating-summary__max"> / {number(RATING_MAX)}</span>
        </p>
        <RatingStars value={Number(average)} size={20} />
        <p className="rating-summary__count" data-testid="rating-count">
          {t('products.reviews.count', { count: summary.count })}
        </p>
      </div>
      <ul className="rating-summary__bars" aria-label={t('products.reviews.bars')}>
        {starBars(summary).map((bar) => (
          <li key={bar.stars} className="rating-bar" data-testid={`rating-bar-${bar.stars}`}>
            <span className="rating-bar__label">{t('products.reviews.starcount', { count: bar.stars })}</span>
            <span className="rating-bar__track" aria-hidden="true">
              <span className="rating-bar__fill" style={{ inlineSize: `${bar.percent}%` }} />
            </span>
            <span className="rating-bar__count" aria-hidden="true">
              {count(bar.count)}
            </span>
            <span className="sr-only">{t('products.reviews.count', { count: bar.count })}</span>
          </li>
        ))}
      </ul>
      {share === null ? null : (
        <p className="rating-summary__recommend" data-testid="rating-recommend">
          {t('products.reviews.recommendshare', { percent: percent(share) })}
        </p>
      )}
    </div>
  );
}
