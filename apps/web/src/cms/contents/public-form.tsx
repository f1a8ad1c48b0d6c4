import { type ControlDefinition, FORM_MIN_SECONDS } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { DataContentEditor, type EditorValue, judgeEditorValue } from '../data-content/data-content-editor';
import { getForm, type PublicFormAnswer, submitForm } from './contents-api';
import { dataContentIssues } from './issue-paths';

/** getForm's controls as the editor takes them: all active, none disabled. */
const asControls = (form: PublicFormAnswer): ControlDefinition[] =>
  form.controls.map((c) => ({ ...c, title: c.title ?? null, actived: true, disabled: false }));

/** The page's address as people read it (`/pages/تماس-با-ما`, not its percent-encoding). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A public form (a content template marked as a form, e.g. contact us) as a visitor fills it in:
 * its controls, a field people never see (bots fill it in) and the one-time token of getForm.
 * Answers are checked here with the server's own rules before they are sent; a send quicker than
 * the token allows waits the rest; an expired token is renewed and the answers are kept.
 */
export function PublicForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  // Each form shown gets its own token: never cached, never shared.
  const form = useQuery({ queryKey: ['cms-form', name], queryFn: () => getForm(name), gcTime: 0, staleTime: Infinity, retry: false });
  const loadedAt = useRef(Date.now());
  const [value, setValue] = useState<EditorValue>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (form.isPending) return <Spin />;
  if (form.isError || !form.data) return <Alert type="warning" showIcon title={t('forms.unavailable')} />;
  const answer = form.data;
  const controls = asControls(answer);

  const again = async () => {
    setValue({});
    setIssues({});
    setSent(false);
    loadedAt.current = Date.now();
    await form.refetch();
  };

  if (sent)
    return (
      <Result
        status="success"
        title={t('forms.sent')}
        extra={<Button onClick={again}>{t('forms.sendAnother')}</Button>}
        data-testid="form-sent"
      />
    );

  const send = async () => {
    const found = judgeEditorValue(controls, value);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      // The server refuses a token younger than this: a person who is quicker waits the rest.
      await wait(FORM_MIN_SECONDS * 1000 - (Date.now() - loadedAt.current));
      await submitForm({
        form: answer.name,
        token: answer.token,
        data: JSON.stringify(value),
        pagePath: readablePath(window.location.pathname),
        [answer.honeypot]: trap,
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'form.error.expired') {
        loadedAt.current = Date.now();
        await form.refetch();
      }
      if (error instanceof ApiError && error.status === 400) setIssues(dataContentIssues(error, false));
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" className="public-form" data-testid={`public-form-${answer.name}`} onFinish={() => void send()}>
      <DataContentEditor
        controls={controls}
        value={value}
        onChange={(next) => {
          setValue(next);
          // Judged again on send: a message stays only until the visitor changes something.
          setIssues({});
        }}
        issues={issues}
      />
      {/* People never see this field; bots fill it in (the server keeps nothing they send). */}
      <div className="public-form__trap" aria-hidden="true">
        <label>
          {t('forms.honeypot')}
          <input name={answer.honeypot} tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
        </label>
      </div>
      <Button type="primary" htmlType="submit" loading={sending} data-testid="form-send">
        {t('forms.send')}
      </Button>
    </Form>
  );
}
