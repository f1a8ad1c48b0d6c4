import { PlusOutlined } from '@ant-design/icons';
import { duplicateNameRows } from '@store/domain';
import { Alert, Button, Empty, Form, Input, Switch, Typography } from 'antd';
import { type ShownIssue, textOf } from '../../components/form-issues';
import { useTranslation } from '../../i18n/use-translation';
import { ControlRow } from './control-row';
import { OptionListView } from './option-list-view';
import type { TemplateDraftState } from './use-template-draft';

interface EditViewProps {
  state: TemplateDraftState;
  /** The control whose options are edited (option-list mode), by key; null shows the template. */
  optionsOf: string | null;
  onEditOptions: (key: string | null) => void;
  components: readonly string[];
}

const DUPLICATE: ShownIssue = { code: 'templatebuilder.error.controlalreadyexist' };

/**
 * The builder's create / edit view: the template's component name, path and public-form switch,
 * then its controls as rows. The option-list mode replaces the view while it is open; the view
 * stays mounted (hidden), so nothing typed is lost.
 */
export function TemplateEditView({ state, optionsOf, onEditOptions, components }: EditViewProps) {
  const { t } = useTranslation();
  const { draft, issues, setTop, setControl, retype, moveUp, remove, add } = state;
  // A name an earlier control has is said at once, as the schema will say it on save.
  const duplicates = duplicateNameRows(draft.controls.map((c) => c.name));
  const editing = draft.controls.find((c) => c.key === optionsOf);
  const topIssue = (field: string) => {
    const issue = issues[field];
    return issue ? { validateStatus: 'error' as const, help: <span data-testid={`template-error-${field}`}>{textOf(issue, t)}</span> } : {};
  };
  const rowIssues = (key: string, index: number): Record<string, ShownIssue> => {
    const prefix = `${key}.`;
    const mine = Object.fromEntries(
      Object.entries(issues).flatMap(([name, issue]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), issue]] : [])),
    );
    return duplicates.has(index) ? { ...mine, name: DUPLICATE } : mine;
  };

  return (
    <>
      {editing ? (
        <OptionListView name={editing.name} options={editing.options} onChange={(options) => setControl(editing.key, { options })} />
      ) : null}
      <Form layout="vertical" component="div" className="template-edit" hidden={Boolean(editing)} data-testid="template-edit">
        <div className="template-edit__fields">
          <Form.Item
            label={t('field.ContentTemplate.componentName')}
            htmlFor="template-componentName"
            required
            {...topIssue('componentName')}
          >
            <Input
              id="template-componentName"
              dir="ltr"
              value={draft.componentName}
              onChange={(e) => setTop('componentName', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('field.ContentTemplate.path')} htmlFor="template-path" {...topIssue('path')}>
            <Input id="template-path" dir="ltr" value={draft.path} onChange={(e) => setTop('path', e.target.value)} />
          </Form.Item>
        </div>
        <Form.Item
          label={t('field.ContentTemplate.isForm')}
          htmlFor="template-isForm"
          extra={t('templates.isForm.hint')}
          {...topIssue('isForm')}
        >
          <Switch id="template-isForm" checked={draft.isForm} onChange={(isForm) => setTop('isForm', isForm)} />
        </Form.Item>
        <Typography.Title level={5}>{t('templates.controls')}</Typography.Title>
        {issues.dataTemplate ? (
          <Alert
            type="error"
            showIcon
            message={textOf(issues.dataTemplate, t)}
            className="template-edit__alert"
            data-testid="template-error-dataTemplate"
          />
        ) : null}
        {draft.controls.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.controls.empty')} /> : null}
        <ol className="template-edit__controls">
          {draft.controls.map((control, index) => (
            <li key={control.key}>
              <ControlRow
                control={control}
                index={index}
                issues={rowIssues(control.key, index)}
                components={components}
                onChange={(change) => setControl(control.key, change)}
                onRetype={(type) => retype(control.key, type)}
                onMoveUp={() => moveUp(index)}
                onRemove={() => remove(control.key)}
                onEditOptions={() => onEditOptions(control.key)}
              />
            </li>
          ))}
        </ol>
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add} data-testid="control-add">
          {t('templates.control.add')}
        </Button>
      </Form>
    </>
  );
}
