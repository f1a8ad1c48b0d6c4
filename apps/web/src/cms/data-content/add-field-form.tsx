import { PlusOutlined } from '@ant-design/icons';
import { CONTROL_SPECS, CONTROL_TYPES, type ControlDefinition, type ControlType, controlDefinitionSchema } from '@store/domain';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface AddFieldFormProps {
  /** The names taken already (a name is a key of the data content). */
  taken: readonly string[];
  onAdd: (control: ControlDefinition) => void;
}

/**
 * A page's quick "add field": type, name, title (in the reader's language) and what the type needs
 * (options, a component name), required and translated where they apply. Checked with the template
 * builder's own schema (control-definition.ts) before it is added; the full template builder is the
 * content templates' dialog.
 */
export function AddFieldForm({ taken, onAdd }: AddFieldFormProps) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<ControlType>('text');
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [options, setOptions] = useState('');
  const [component, setComponent] = useState('');
  const [required, setRequired] = useState(false);
  const [translate, setTranslate] = useState(false);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const spec = CONTROL_SPECS[type];

  const add = () => {
    const sent = {
      name,
      title: title.trim() ? { [i18n.language]: title.trim() } : null,
      type,
      required: required && spec.kind !== null && !spec.alwaysSet,
      translate: translate && spec.translatable,
      ...(spec.options
        ? {
            options: options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
      ...(spec.component ? { componentname: component.trim() } : {}),
    };
    const checked = controlDefinitionSchema.safeParse(sent);
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message])));
      return;
    }
    if (taken.includes(checked.data.name)) {
      setIssues({ name: 'templatebuilder.error.controlalreadyexist' });
      return;
    }
    onAdd(checked.data);
    setIssues({});
    setName('');
    setTitle('');
    setOptions('');
    setComponent('');
    setRequired(false);
    setTranslate(false);
  };

  const issue = (field: string) => (issues[field] ? { validateStatus: 'error' as const, help: t(issues[field] ?? '') } : {});
  return (
    <fieldset className="add-field" data-testid="add-field">
      <legend>{t('datacontent.fields.add')}</legend>
      <Space wrap align="start" className="add-field__row">
        <Form.Item label={t('datacontent.fields.type')} htmlFor="add-field-type">
          <Select
            id="add-field-type"
            value={type}
            onChange={setType}
            showSearch
            optionFilterProp="label"
            style={{ minInlineSize: 200 }}
            options={CONTROL_TYPES.map((value) => ({ value, label: t(`datacontent.type.${value}`) }))}
            data-testid="add-field-type"
          />
        </Form.Item>
        <Form.Item label={t('datacontent.fields.name')} htmlFor="add-field-name" {...issue('name')}>
          <Input id="add-field-name" dir="auto" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('datacontent.fields.caption')} htmlFor="add-field-title" {...issue('title')}>
          <Input id="add-field-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </Form.Item>
      </Space>
      {spec.options ? (
        <Form.Item label={t('datacontent.fields.options')} htmlFor="add-field-options" {...issue('options')}>
          <Input.TextArea
            id="add-field-options"
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={options}
            onChange={(e) => setOptions(e.target.value)}
          />
        </Form.Item>
      ) : null}
      {spec.component ? (
        <Form.Item label={t('datacontent.fields.component')} htmlFor="add-field-component" {...issue('componentname')}>
          <Input id="add-field-component" dir="ltr" value={component} onChange={(e) => setComponent(e.target.value)} />
        </Form.Item>
      ) : null}
      <Space wrap>
        {spec.kind !== null && !spec.alwaysSet ? (
          <Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} data-testid="add-field-required">
            {t('datacontent.fields.required')}
          </Checkbox>
        ) : null}
        {spec.translatable ? (
          <Checkbox checked={translate} onChange={(e) => setTranslate(e.target.checked)} data-testid="add-field-translate">
            {t('datacontent.fields.translate')}
          </Checkbox>
        ) : null}
        <Button icon={<PlusOutlined />} onClick={add} data-testid="add-field-submit">
          {t('datacontent.fields.add')}
        </Button>
      </Space>
    </fieldset>
  );
}
