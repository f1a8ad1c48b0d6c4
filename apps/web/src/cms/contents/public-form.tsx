import type { ControlDefinition } from '@store/domain';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { DataContentEditor, judgeEditorValue } from '../data-content/data-content-editor';
import type { PublicFormAnswer } from './contents-api';
import { FormTrap } from './form-trap';
import { usePublicForm } from './use-public-form';

/** getForm's controls as the editor takes them: all active (a disabled one shows its default read-only). */
const asControls = (form: PublicFormAnswer): ControlDefinition[] =>
  form.controls.map((c) => ({ ...c, title: c.title ?? null, actived: true }));

/**
 * A public form holding a control the plain form does not draw (dates, times, rich text, a value
 * per language): the data-content editor (Ant Design), its answers checked here with the server's
 * own rules before they are sent (use-public-form.ts does the rest).
 */
export function PublicForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const { form, value, change, issues, trap, setTrap, sending, sent, send, again } = usePublicForm(name, (answer, entered) =>
    judgeEditorValue(asControls(answer), entered),
  );

  if (form.isPending) return <Spin />;
  if (form.isError || !form.data) return <Alert type="warning" showIcon title={t('forms.unavailable')} />;
  const answer = form.data;

  if (sent)
    return (
      <Result
        status="success"
        title={t('forms.sent')}
        extra={<Button onClick={() => void again()}>{t('forms.sendAnother')}</Button>}
        data-testid="form-sent"
      />
    );

  return (
    <Form layout="vertical" className="public-form" data-testid={`public-form-${answer.name}`} onFinish={() => void send()}>
      <DataContentEditor controls={asControls(answer)} value={value} onChange={change} issues={issues} />
      <FormTrap name={answer.honeypot} value={trap} onChange={setTrap} />
      <Button type="primary" htmlType="submit" loading={sending} data-testid="form-send">
        {t('forms.send')}
      </Button>
    </Form>
  );
}
