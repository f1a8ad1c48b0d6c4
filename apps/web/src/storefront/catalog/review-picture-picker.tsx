import { useId, useRef, useState } from 'react';
import { acceptedOf, isAcceptedIn } from '../../cms/files-api';
import { errorMessage } from '../../components/use-notify';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { uploadCommentPicture } from './comment-picture-upload';
import { pictureSources } from './product-card';
import { COMMENT_PICTURES_MAX, PICTURES_FOLDER } from './review-rules';

interface Uploading {
  key: string;
  name: string;
  percent: number;
}

/**
 * A review's pictures as a form control (value: the uploaded pictures' addresses). Each chosen
 * picture is uploaded at once, one after another, with its progress; the server judges its type,
 * content and size, and a refusal is said under the control. At most `COMMENT_PICTURES_MAX`.
 */
export function ReviewPicturePicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** A refusal of the form's (a picture the server would not take), in the reader's language. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { percent } = useFormatters();
  const id = useId();
  const accepted = acceptedOf(PICTURES_FOLDER);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The list as last changed: an upload may end before the form has drawn the one before it.
  const latest = useRef<readonly string[]>(value);
  latest.current = value;

  const send = async (file: File) => {
    if (!isAcceptedIn(PICTURES_FOLDER, file.name)) {
      setRefusal(t('content.error.fileformat'));
      return;
    }
    const key = `${file.name}-${Math.random()}`;
    setUploading((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const answer = await uploadCommentPicture(file, (done) =>
        setUploading((list) => list.map((u) => (u.key === key ? { ...u, percent: done } : u))),
      );
      if (answer.url) {
        latest.current = [...latest.current, answer.url];
        onChange([...latest.current]);
      }
    } catch (err) {
      setRefusal(errorMessage(err, t('common.error.unexpected')));
    } finally {
      setUploading((list) => list.filter((u) => u.key !== key));
    }
  };

  // One after another: a batch does not run the per-account upload allowance down at once.
  const pick = async (files: File[]) => {
    setRefusal(null);
    const room = COMMENT_PICTURES_MAX - latest.current.length;
    if (files.length > room) setRefusal(t('products.reviews.form.picturelimit', { max: COMMENT_PICTURES_MAX }));
    for (const file of files.slice(0, Math.max(0, room))) await send(file);
  };

  const shown = error ?? refusal;
  const full = value.length + uploading.length >= COMMENT_PICTURES_MAX;
  return (
    <fieldset className={shown ? 'field review-picker field--error' : 'field review-picker'} data-testid="review-pictures-field">
      <legend className="field__label">
        {t('field.Comment.pictures')}
        <span className="field__optional"> ({t('auth.optional')})</span>
      </legend>
      <ul className="review-picker__list">
        {value.map((url, index) => (
          <li key={url} className="review-picker__item" data-testid="review-picture-item">
            <img {...pictureSources(url, [160])} alt="" />
            <button
              type="button"
              className="review-picker__remove"
              aria-label={t('products.reviews.form.removepicture', { n: index + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {uploading.map((u) => (
          <li key={u.key} className="review-picker__item review-picker__item--busy" data-testid="review-picture-progress">
            <progress max={100} value={u.percent} aria-label={t('products.reviews.form.uploading', { name: u.name })} />
            <span className="review-picker__percent">{percent(u.percent)}</span>
          </li>
        ))}
      </ul>
      <input
        id={`${id}-input`}
        className="sr-only"
        type="file"
        multiple
        accept={accepted.join(',')}
        disabled={full}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        data-testid="review-pictures-input"
        onChange={(event) => {
          void pick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {/* The browser's own file button speaks the browser's language: this one speaks the page's. */}
      <label htmlFor={`${id}-input`} className={full ? 'btn btn--default btn--small is-disabled' : 'btn btn--default btn--small'}>
        <Icon name="plus" />
        <span className="btn__label">{t('products.reviews.form.addpictures')}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('products.reviews.form.pictureshint', { max: COMMENT_PICTURES_MAX })} <bdi dir="ltr">{accepted.join(' ')}</bdi>
      </p>
      {shown ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
