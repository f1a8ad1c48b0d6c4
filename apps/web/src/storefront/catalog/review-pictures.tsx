import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/dialog';
import { pictureSources } from './product-card';

/**
 * A review's pictures as thumbnails (buttons); one opens larger in a dialog (the browser's own,
 * Escape closes it and focus returns to the thumbnail). Each is served at the width it is drawn at.
 */
export function ReviewPictures({ pictures }: { pictures: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  const nameOf = (index: number) => t('catalog.product.picture', { n: index + 1, count: pictures.length });
  const shown = open === null ? undefined : pictures[open];
  return (
    <>
      <ul className="review-pictures" data-testid="review-pictures">
        {pictures.map((picture, index) => (
          <li key={picture}>
            <button
              type="button"
              className="review-pictures__thumb"
              aria-label={nameOf(index)}
              onClick={() => setOpen(index)}
              data-testid={`review-picture-${index}`}
            >
              <img {...pictureSources(picture, [160])} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : nameOf(open)}
        testId="review-picture-dialog"
      >
        {shown ? (
          <img
            {...pictureSources(shown, [640, 960, 1280])}
            sizes="min(600px, 100vw)"
            alt={open === null ? '' : nameOf(open)}
            className="review-pictures__large"
          />
        ) : null}
      </Dialog>
    </>
  );
}
