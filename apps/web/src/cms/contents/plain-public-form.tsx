import { CONTROL_OPTIONS_MAX } from '@store/domain/public';
import type { ReactNode } from 'react';
import { decimalForInput, decimalFromInput } from '../../i18n/digits';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { textIn } from '../pages/page-texts';
import type { Texts } from '../pages/pages-api';
import { FormTrap } from './form-trap';
import { type FormControl, plainFormIssues } from './plain-form-rules';
import { usePublicForm } from './use-public-form';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
const optionsOf = (control: FormControl) => (control.options ?? []).slice(0, CONTROL_OPTIONS_MAX);

interface FieldProps {
  control: FormControl;
  content: unknown;
  onChange: (content: unknown) => void;
  issue: string | undefined;
}

/** One control: its title in the reader's language (another's when missing), its required mark and its issue, tied to the input. */
function PlainField({ control, content, onChange, issue }: FieldProps) {
  const { t, i18n } = useTranslation();
  const title = textIn(control.title as Texts | null, i18n.language);
  const label = title?.text ?? control.name;
  const id = `data_${control.name}`;
  const errorId = `${id}-error`;
  if (control.type === 'label')
    return (
      <h3 className="public-form__label" lang={title?.lang} dir={title?.dir}>
        {label}
      </h3>
    );
  const described = {
    // A disabled control keeps its default whatever is sent: shown, not editable.
    disabled: control.disabled || undefined,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': issue ? errorId : undefined,
    'aria-required': control.required || undefined,
  };
  // A choice's input is drawn inside its label; the group's legend names them all.
  const choices = (input: (option: string, inputId: string) => ReactNode) =>
    optionsOf(control).map((option, index) => {
      const inputId = `${id}_${index}`;
      return (
        <label key={option} htmlFor={inputId} className="public-form__choice">
          {input(option, inputId)}
          <span dir="auto">{option}</span>
        </label>
      );
    });
  let input: ReactNode;
  switch (control.type) {
    case 'multiline':
      input = (
        <textarea
          id={id}
          className="field__input"
          rows={4}
          dir="auto"
          value={text(content)}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
      break;
    case 'number':
      input = (
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          dir="ltr"
          value={decimalForInput(text(content), i18n.language)}
          onChange={(e) => onChange(decimalFromInput(e.target.value))}
          {...described}
        />
      );
      break;
    case 'link':
      input = (
        <input
          id={id}
          className="field__input"
          type="url"
          dir="ltr"
          value={text(content)}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
      break;
    case 'toggle':
      input = (
        <input
          id={id}
          type="checkbox"
          className="public-form__toggle"
          checked={content === true}
          onChange={(e) => onChange(e.target.checked)}
          {...described}
        />
      );
      break;
    case 'select':
      input = (
        <select id={id} className="field__input" value={text(content)} onChange={(e) => onChange(e.target.value || null)} {...described}>
          <option value="">{t('forms.choose')}</option>
          {optionsOf(control).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
      input = choices((option, inputId) => (
        <input
          id={inputId}
          type="radio"
          name={id}
          value={option}
          disabled={control.disabled}
          checked={text(content) === option}
          onChange={() => onChange(option)}
        />
      ));
      break;
    case 'multicheck':
      input = choices((option, inputId) => (
        <input
          id={inputId}
          type="checkbox"
          disabled={control.disabled}
          value={option}
          checked={list(content).includes(option)}
          onChange={(e) => onChange(e.target.checked ? [...list(content), option] : list(content).filter((o) => o !== option))}
        />
      ));
      break;
    default:
      // Text: a name, an e-mail or a phone — each read in its own direction.
      input = (
        <input
          id={id}
          className="field__input"
          dir="auto"
          value={text(content)}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
  }
  const mark = control.required ? <span aria-hidden="true"> *</span> : null;
  const error = issue ? (
    <p id={errorId} className="field__error" role="alert">
      {t(issue)}
    </p>
  ) : null;
  const className = ['field', issue ? 'field--error' : ''].filter(Boolean).join(' ');
  if (control.type === 'radio' || control.type === 'multicheck')
    return (
      <fieldset
        className={`${className} public-form__group`}
        data-control={control.name}
        data-type={control.type}
        aria-invalid={described['aria-invalid']}
        aria-describedby={described['aria-describedby']}
      >
        <legend className="field__label" lang={title?.lang} dir={title?.dir}>
          {label}
          {mark}
        </legend>
        <div className="public-form__choices">{input}</div>
        {error}
      </fieldset>
    );
  return (
    <div className={className} data-control={control.name} data-type={control.type}>
      <label htmlFor={id} className="field__label" lang={title?.lang} dir={title?.dir}>
        {label}
        {mark}
      </label>
      {input}
      {error}
    </div>
  );
}

/**
 * A public form whose controls the browser's own inputs draw (a contact form: names, e-mail,
 * message, choices) — the visitor's page loads no Ant Design for it. Required controls are checked
 * before sending; the server judges every rule again and its field messages show under each control.
 */
export function PlainPublicForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const { form, value, change, issues, trap, setTrap, sending, sent, send, again } = usePublicForm(name, (answer, entered) =>
    plainFormIssues(answer.controls, entered),
  );
  if (form.isPending) return <Spinner />;
  if (form.isError || !form.data) return <Alert kind="warning">{t('forms.unavailable')}</Alert>;
  const answer = form.data;
  if (sent)
    return (
      <div className="public-form__sent" role="status" data-testid="form-sent">
        <p>{t('forms.sent')}</p>
        <Button onClick={() => void again()}>{t('forms.sendAnother')}</Button>
      </div>
    );
  return (
    <form
      className="public-form"
      data-testid={`public-form-${answer.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {answer.controls.map((control) => (
        <PlainField
          key={control.name}
          control={control}
          content={control.disabled ? control.default : (value[control.name]?.content ?? control.default ?? undefined)}
          onChange={(content) => change({ ...value, [control.name]: { content } })}
          issue={issues[control.name] ?? Object.entries(issues).find(([path]) => path.startsWith(`${control.name}.`))?.[1]}
        />
      ))}
      <FormTrap name={answer.honeypot} value={trap} onChange={setTrap} />
      <div>
        <Button type="submit" variant="primary" loading={sending} data-testid="form-send">
          {t('forms.send')}
        </Button>
      </div>
    </form>
  );
}
