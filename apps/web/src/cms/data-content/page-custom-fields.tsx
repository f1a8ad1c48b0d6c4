import { CloseOutlined } from '@ant-design/icons';
import type { ControlDefinition } from '@store/domain';
import { Form, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { textIn } from '../pages/page-texts';
import type { Texts } from '../pages/pages-api';
import { AddFieldForm } from './add-field-form';
import { DataContentEditor } from './data-content-editor';
import { type EditorValue, judgeEditorValue } from './editor-value';

/** Holds the custom fields' controls in the form (nothing to show: the list below shows them). */
function Held(_: { value?: ControlDefinition[] }) {
  return null;
}

/**
 * A page's custom fields in the wizard's step 2 (spec 000 §2): the fields the admin added (each
 * removable), their editor, and the inline "add field". The form fields are `customFields` (the
 * page's own template) and `dataContent` (what was entered), judged before Next with the server's
 * rules (judgeEditorValue): each refused control shows its own message.
 */
export function PageCustomFields() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const fields = (Form.useWatch('customFields', { form, preserve: true }) as ControlDefinition[] | undefined) ?? [];
  const [issues, setIssues] = useState<Record<string, string>>({});
  const setFields = (next: ControlDefinition[]) => {
    form.setFieldValue('customFields', next);
    setIssues({});
  };
  return (
    <section className="page-custom-fields" data-testid="custom-fields">
      <Typography.Title level={5}>{t('datacontent.fields.title')}</Typography.Title>
      <Form.Item name="customFields" noStyle>
        <Held />
      </Form.Item>
      {fields.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('datacontent.fields.none')}</Typography.Paragraph>
      ) : (
        <div className="page-custom-fields__list">
          {fields.map((field) => {
            const title = textIn(field.title as Texts | null, i18n.language)?.text ?? field.name;
            return (
              <Tag
                key={field.name}
                closable
                closeIcon={<CloseOutlined aria-label={t('datacontent.fields.remove', { name: title })} />}
                onClose={(event) => {
                  event.preventDefault();
                  setFields(fields.filter((f) => f.name !== field.name));
                }}
                data-testid={`custom-field-${field.name}`}
              >
                {title} · {t(`datacontent.type.${field.type}`)}
              </Tag>
            );
          })}
        </div>
      )}
      <Form.Item
        name="dataContent"
        noStyle
        // Judged before Next, not while typing; a change clears the messages until then.
        validateTrigger={[]}
        getValueFromEvent={(value: EditorValue) => {
          setIssues({});
          return value;
        }}
        rules={[
          {
            validator: async (_, value: EditorValue | undefined) => {
              const found = judgeEditorValue(form.getFieldValue('customFields') ?? [], value);
              setIssues(found);
              if (Object.keys(found).length > 0) throw new Error(t('datacontent.invalid'));
            },
          },
        ]}
      >
        <DataContentEditor controls={fields} issues={issues} />
      </Form.Item>
      <AddFieldForm taken={fields.map((f) => f.name)} onAdd={(control) => setFields([...fields, control])} />
    </section>
  );
}
