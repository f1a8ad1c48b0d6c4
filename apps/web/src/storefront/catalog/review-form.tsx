import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldError, type FieldErrors } from '../screens/form-errors';
import { refusalOf } from './comment-errors';
import { commentsApi, type Posted } from './comments-api';
import { RatingInput } from './rating-stars';
import { commentIssues } from './review-check';
import { RecommendField, TextAreaField } from './review-fields';
import { ReviewPicturePicker } from './review-picture-picker';
import { emptyReview, REVIEW_FIELDS, type ReviewValues, reviewBody } from './review-rules';
import './review-form.css';

/**
 * A signed-in customer's review of a product (`addComment`): the rating (stars, a radio group),
 * title, text, strengths and weaknesses (a line each), whether they recommend it and pictures
 * (uploaded as chosen). Judged with the server's own schema before it is sent; what the server
 * still refuses lands under its field, or above the form when it refuses the whole (409: one review
 * a product). Errors are kept as codes, so they follow a language switch.
 */
export function ReviewForm({ productId, onPosted }: { productId: number; onPosted: (posted: Posted) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<ReviewValues>(emptyReview);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof ReviewValues>(name: K, value: ReviewValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const error = (name: keyof ReviewValues) => errorText(errors[name], t);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setRefused(null);
    setBusy(true);
    try {
      const body = reviewBody(productId, values);
      const issues = await commentIssues(body);
      if (issues && Object.keys(issues).length > 0) {
        setErrors(issues);
        focusFirst(form, issues);
        return;
      }
      const posted = await commentsApi.add(body);
      setValues(emptyReview());
      onPosted(posted);
    } catch (err) {
      const refusal = refusalOf(err, REVIEW_FIELDS);
      setErrors(refusal.fields);
      setRefused(refusal.form);
      focusFirst(form, refusal.fields);
    } finally {
      setBusy(false);
    }
  };

  const refusedText = errorText(refused ?? undefined, t);
  return (
    <form className="review-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="review-form">
      <h3 id={`${id}-title`} className="review-form__title">
        {t('products.reviews.write')}
      </h3>
      {refusedText ? <Alert testId="review-refused">{refusedText}</Alert> : null}
      <RatingInput
        name={`${id}-rating`}
        legend={t('products.reviews.form.rating')}
        value={values.rating}
        onChange={(n) => set('rating', n)}
        error={error('rating')}
      />
      <TextField
        id={`${id}-title-input`}
        name="title"
        label={t('field.Comment.title')}
        optionalText={t('auth.optional')}
        value={values.title}
        dir="auto"
        maxLength={200}
        error={error('title')}
        onChange={(e) => set('title', e.target.value)}
        data-testid="review-title-input"
      />
      <TextAreaField
        name="contentText"
        label={t('products.reviews.form.text')}
        rows={5}
        required
        value={values.contentText}
        error={error('contentText')}
        onChange={(e) => set('contentText', e.target.value)}
        data-testid="review-text-input"
      />
      <div className="review-form__pair">
        <TextAreaField
          name="positiveFeature"
          label={t('field.Comment.positiveFeature')}
          optionalText={t('auth.optional')}
          hint={t('products.reviews.form.lineshint')}
          rows={3}
          value={values.positiveFeature}
          error={error('positiveFeature')}
          onChange={(e) => set('positiveFeature', e.target.value)}
          data-testid="review-plus-input"
        />
        <TextAreaField
          name="negativeFeature"
          label={t('field.Comment.negativeFeature')}
          optionalText={t('auth.optional')}
          hint={t('products.reviews.form.lineshint')}
          rows={3}
          value={values.negativeFeature}
          error={error('negativeFeature')}
          onChange={(e) => set('negativeFeature', e.target.value)}
          data-testid="review-minus-input"
        />
      </div>
      <RecommendField value={values.recommending} onChange={(v) => set('recommending', v)} error={error('recommending')} />
      <ReviewPicturePicker value={values.pictures} onChange={(list) => set('pictures', list)} error={error('pictures')} />
      <Button type="submit" variant="primary" loading={busy} data-testid="review-submit">
        {t('products.reviews.form.submit')}
      </Button>
    </form>
  );
}

/** Where each field takes the focus: a group's first choice, the pictures' file input, else the named input. */
const FOCUS: Partial<Record<string, string>> = {
  rating: '[data-testid="review-rating"] input',
  recommending: '[data-testid="review-recommending"] input',
  pictures: '[data-testid="review-pictures-input"]',
};

/** Scrolls to and focuses the first field with an error, in the form's order. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors): void {
  const first = REVIEW_FIELDS.find((name) => errors[name]);
  if (!first) return;
  const input = form.querySelector<HTMLElement>(FOCUS[first] ?? `[name="${first}"]`);
  input?.focus();
  input?.scrollIntoView({ block: 'center' });
}
