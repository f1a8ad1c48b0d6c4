import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { errorText, type FieldError } from '../screens/form-errors';
import { refusalOf } from './comment-errors';
import { commentsApi, type Posted } from './comments-api';
import { commentIssues } from './review-check';

/**
 * A signed-in user's reply to a review: a "Reply" button that opens a small form under it. Judged
 * with the server's schema first; once sent, the form closes and `onPosted` says whether it is
 * shown (the list reloads) or waits for approval (the review says so).
 */
export function ReplyForm({
  productId,
  commentId,
  onPosted,
}: {
  productId: number;
  commentId: number;
  onPosted: (posted: Posted) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by the button: the writing starts in the box that took its place.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)} data-testid="reply-open">
        {t('products.reviews.reply')}
      </Button>
    );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      const issues = await commentIssues({ productId, parentCommentId: commentId, contentText: text.trim() });
      if (issues?.contentText) {
        setError(issues.contentText);
        return;
      }
      const posted = await commentsApi.reply(commentId, text.trim());
      setText('');
      setOpen(false);
      onPosted(posted);
    } catch (err) {
      const refused = refusalOf(err, ['contentText']);
      setError(refused.fields.contentText ?? refused.form);
    } finally {
      setBusy(false);
    }
  };

  const shown = errorText(error ?? undefined, t);
  return (
    <form className="reply-form" noValidate onSubmit={(e) => void submit(e)} data-testid="reply-form">
      <div className={shown ? 'field field--error' : 'field'}>
        <label htmlFor={`${id}-text`} className="field__label">
          {t('products.reviews.reply.label')}
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          name="contentText"
          className="field__input"
          rows={3}
          dir="auto"
          required
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          data-testid="reply-text"
        />
        {shown ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
      <div className="reply-form__actions">
        <Button type="submit" variant="primary" size="small" loading={busy} data-testid="reply-submit">
          {t('products.reviews.reply.send')}
        </Button>
        <Button variant="text" size="small" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A reply's notice when it waits for approval. */
export function ReplyWaiting() {
  const { t } = useTranslation();
  return (
    <Alert kind="info" testId="reply-waiting">
      {t('products.reviews.reply.waiting')}
    </Alert>
  );
}
