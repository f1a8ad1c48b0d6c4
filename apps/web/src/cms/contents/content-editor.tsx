import { Content, copyDataContentLanguage, copyText, type Language } from '@store/domain';
import { Alert, Button, Form, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../components/use-notify';
import { TranslatableInput } from '../../dashboard/entity/controls/translatable-input';
import { useTranslation } from '../../i18n/use-translation';
import { DataContentEditor, judgeEditorValue } from '../data-content/data-content-editor';
import { TranslatedRichText } from '../pages/translated-rich-text';
import { useTemplates } from '../templates/use-templates';
import { saveDraft } from '../versions/versions-api';
import { ContentExchange } from './content-exchange';
import { type ContentValues, contentBody, entriesOf, initialContentValues, savedPlace } from './content-values';
import { type ContentPlace, type ContentRow, saveContent } from './contents-api';
import { dataContentIssues } from './issue-paths';
import { useForgetContents } from './use-contents';

export type ContentEditorMode = 'create' | 'edit' | 'exchange';

interface ContentEditorProps {
  mode: ContentEditorMode;
  /** Where a new content goes; an existing one keeps its own place. */
  place: ContentPlace;
  content?: ContentRow;
  onClose: () => void;
}

const titleField = Content.fields.title as NonNullable<typeof Content.fields.title>;

/**
 * The content editor (spec 000 §4): create, edit, or exchange a language first. A content needs a
 * chosen template (`content.error.contenttype`) and data content its template accepts — checked
 * here with the server's own rules before anything is sent. Published by default; saved published
 * or unpublished as the switch says; an existing content may also keep a draft beside it.
 */
export function ContentEditor({ mode, place, content, onClose }: ContentEditorProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const forget = useForgetContents();
  const templates = useTemplates();
  const [form] = Form.useForm<ContentValues>();
  const [exchanging, setExchanging] = useState(mode === 'exchange');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const templateId = Form.useWatch('contentTemplateId', form);
  const published = Form.useWatch('published', form) ?? true;
  const template = templates.data?.find((choice) => choice.id === templateId);
  const forms = (templates.data ?? []).filter((choice) => choice.isForm).map((choice) => ({ componentName: choice.componentName }));

  /** The form's values checked as the server would; the body to send, or nothing (issues shown). */
  const checked = async () => {
    const values = { ...initialContentValues(content), ...(await form.validateFields()) };
    if (!template) return undefined;
    const found = judgeEditorValue(template.controls, entriesOf(values.dataContent, template.controls));
    if (Object.keys(found).length > 0) {
      setIssues(found);
      notify.error(new Error(t('content.error.datacontent')));
      return undefined;
    }
    setIssues({});
    return contentBody(values, template, savedPlace(content, place));
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) setIssues(dataContentIssues(error, true));
    notify.error(error);
  };

  const save = async () => {
    const body = await checked().catch(() => undefined);
    if (!body) return;
    setBusy(true);
    try {
      await saveContent(body, content?.id);
      notify.saved();
      await forget();
      onClose();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const keepDraft = async () => {
    const body = await checked().catch(() => undefined);
    if (!body || !content) return;
    setBusy(true);
    try {
      await saveDraft({ resource: 'Contents', id: content.id }, body);
      notify.success(t('contents.editor.save.draft'), t('contents.editor.draft.saved'));
      onClose();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const copy = (from: Language, into: Language) => {
    const values = form.getFieldsValue(true) as ContentValues;
    form.setFieldsValue({
      title: copyText(values.title, from, into),
      description: copyText(values.description, from, into),
      dataContent: copyDataContentLanguage(values.dataContent ?? {}, template?.controls ?? [], from, into),
    });
    setExchanging(false);
  };

  return (
    <Modal
      open
      title={t(`contents.editor.title.${mode}`)}
      onCancel={onClose}
      width={{ xs: '100%', sm: 640, md: 820 }}
      className="content-editor dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      data-testid="content-editor"
      footer={
        exchanging ? null : (
          <Space wrap className="dialog-footer">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            {content ? (
              <Button loading={busy} onClick={() => void keepDraft()} data-testid="content-save-draft">
                {t('contents.editor.save.draft')}
              </Button>
            ) : null}
            <Button type="primary" loading={busy} onClick={() => void save()} data-testid="content-save">
              {published ? t('contents.editor.save.published') : t('contents.editor.save.unpublished')}
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initialContentValues(content)} className="content-editor__form">
        {exchanging ? <ContentExchange onCopy={copy} /> : null}
        <div hidden={exchanging}>
          <Form.Item
            name="contentTemplateId"
            label={t('contents.editor.template')}
            extra={t('contents.editor.template.hint')}
            rules={[{ required: true, message: t('content.error.contenttype') }]}
          >
            <Select
              loading={templates.isPending}
              options={(templates.data ?? []).map((choice) => ({ value: choice.id, label: choice.componentName }))}
              data-testid="content-template"
            />
          </Form.Item>
          {templates.data?.length === 0 ? <Alert type="info" showIcon title={t('contents.editor.template.none')} /> : null}
          <Form.Item name="title" label={t('contents.editor.title')}>
            <TranslatableInput entity={Content} name="title" field={titleField} />
          </Form.Item>
          <Form.Item name="description" label={t('contents.editor.description')}>
            <TranslatedRichText label={t('contents.editor.description')} />
          </Form.Item>
          {template ? (
            <section className="content-editor__fields" data-testid="content-fields">
              <h3 className="content-editor__fields-title">{t('contents.editor.fields')}</h3>
              {/* Each control is a labelled item of its own; the whole is judged on save, not while typing. */}
              <Form.Item
                name="dataContent"
                noStyle
                validateTrigger={[]}
                getValueFromEvent={(value: unknown) => {
                  // Judged again on save: a message stays only until the control changes.
                  setIssues({});
                  return value;
                }}
              >
                <DataContentEditor controls={template.controls} issues={issues} formTemplates={forms} />
              </Form.Item>
            </section>
          ) : null}
          <Space wrap size="large">
            <Form.Item name="displayOrder" label={t('contents.editor.displayOrder')}>
              <InputNumber precision={0} min={0} />
            </Form.Item>
            <Form.Item
              name="published"
              label={t('contents.editor.published')}
              valuePropName="checked"
              extra={t('contents.editor.published.hint')}
            >
              <Switch data-testid="content-published" />
            </Form.Item>
          </Space>
        </div>
      </Form>
    </Modal>
  );
}
