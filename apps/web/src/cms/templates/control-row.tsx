import { ArrowUpOutlined, DeleteOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  CONTROL_SPECS,
  CONTROL_TYPES,
  ContentTemplate as ContentTemplateEntity,
  type ControlDraft,
  type ControlType,
  controlNameOf,
  FILE_DIRECTORIES,
  takesDefault,
  takesRequired,
} from '@store/domain';
import { AutoComplete, Button, Card, Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import { type ShownIssue, textOf } from '../../components/form-issues';
import { TranslatableInput } from '../../dashboard/entity/controls/translatable-input';
import { messageNodes } from '../../i18n/message';
import { useTranslation } from '../../i18n/use-translation';
import { ControlDefaultInput } from './control-default-input';
import type { BuilderControl } from './use-template-draft';

interface ControlRowProps {
  control: BuilderControl;
  index: number;
  /** Issues on this row's fields (by field), the live duplicate-name check included. */
  issues: Record<string, ShownIssue>;
  /** Component names of the store's templates, offered to a component list. */
  components: readonly string[];
  onChange: (change: Partial<ControlDraft>) => void;
  onRetype: (type: ControlType) => void;
  onMoveUp: () => void;
  onRemove: () => void;
  onEditOptions: () => void;
}

const FLAGS = ['required', 'translate', 'actived', 'disabled'] as const;
const DIRECTORIES = Object.keys(FILE_DIRECTORIES).map((d) => ({ value: d, label: <bdi dir="ltr">{d}</bdi> }));
/** Options shown on the row itself; the option-list mode shows them all. */
const PREVIEWED = 6;

/**
 * One control of the template being built (spec 000 §3 "Template control definition"): name (each
 * space an underscore, shown as typed and applied on leaving the field), type, title per language,
 * flags the type can have, default, folder, component or options; move up (a swap with the previous
 * control, spec 000 §4) and delete.
 */
export function ControlRow({ control, index, issues, components, onChange, onRetype, onMoveUp, onRemove, onEditOptions }: ControlRowProps) {
  const { t } = useTranslation();
  const id = (field: string) => `controls_${index}_${field}`;
  const spec = control.type ? CONTROL_SPECS[control.type] : undefined;
  const normalized = controlNameOf(control.name);
  const shown = (field: string) => {
    const issue = issues[field];
    return issue ? { validateStatus: 'error' as const, help: <span data-testid={`control-error-${field}`}>{textOf(issue, t)}</span> } : {};
  };
  const flagShown = (flag: (typeof FLAGS)[number]) =>
    flag === 'required' ? takesRequired(control.type) : flag === 'translate' ? Boolean(spec?.translatable) : true;

  return (
    <Card
      size="small"
      className="control-row"
      data-testid="control-row"
      data-name={control.name}
      title={
        <span className="control-row__title">
          {t('templates.control.no', { no: index + 1 })}
          {control.name ? (
            <bdi className="control-row__name" dir="auto">
              {control.name}
            </bdi>
          ) : null}
        </span>
      }
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={onMoveUp}
            aria-label={t('templates.control.moveup')}
            title={t('templates.control.moveup')}
            data-testid="control-moveup"
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={t('templates.control.delete')}
            title={t('templates.control.delete')}
            data-testid="control-delete"
          />
        </Space>
      }
    >
      <div className="control-row__grid">
        <Form.Item
          label={t('templates.control.name')}
          htmlFor={id('name')}
          required
          {...shown('name')}
          extra={
            normalized !== control.name && normalized !== '' ? (
              <span data-testid="control-name-normalized">
                {messageNodes(t, 'templates.control.name.normalized', { name: normalized })}
              </span>
            ) : undefined
          }
        >
          <Input
            id={id('name')}
            dir="auto"
            value={control.name}
            onChange={(event) => onChange({ name: event.target.value })}
            onBlur={() => normalized !== control.name && onChange({ name: normalized })}
          />
        </Form.Item>
        <Form.Item label={t('templates.control.type')} htmlFor={id('type')} required {...shown('type')}>
          <Select
            id={id('type')}
            showSearch
            optionFilterProp="label"
            placeholder={t('templates.control.type.choose')}
            value={control.type}
            options={CONTROL_TYPES.map((type) => ({ value: type, label: t(`templatebuilder.type.${type}`) }))}
            onChange={onRetype}
            data-testid="control-type"
          />
        </Form.Item>
      </div>
      <Form.Item label={t('field.ContentTemplate.controlTitle')} htmlFor={id('title')} {...shown('title')}>
        <TranslatableInput
          entity={ContentTemplateEntity}
          name="controlTitle"
          field={ContentTemplateEntity.fields.path as NonNullable<typeof ContentTemplateEntity.fields.path>}
          id={id('title')}
          value={control.title}
          onChange={(title) => onChange({ title: title as ControlDraft['title'] })}
        />
      </Form.Item>
      <div className="control-row__flags">
        {FLAGS.filter(flagShown).map((flag) => (
          <Form.Item key={flag} {...shown(flag)} className="control-row__flag">
            <Checkbox id={id(flag)} checked={control[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })}>
              {t(`templates.control.${flag}`)}
            </Checkbox>
          </Form.Item>
        ))}
      </div>
      {spec?.options ? (
        <Form.Item label={t('templates.control.options')} {...shown('options')}>
          <div className="control-row__options">
            <span data-testid="control-option-count">{t('templates.control.options.count', { count: control.options.length })}</span>
            {control.options.slice(0, PREVIEWED).map((option) => (
              <Tag key={option}>
                <bdi>{option}</bdi>
              </Tag>
            ))}
            {control.options.length > PREVIEWED ? <span>…</span> : null}
            <Button size="small" icon={<UnorderedListOutlined />} onClick={onEditOptions} data-testid="control-options">
              {t('templates.control.options.edit')}
            </Button>
          </div>
        </Form.Item>
      ) : null}
      {spec?.files ? (
        <Form.Item label={t('templates.control.directory')} htmlFor={id('directory')} {...shown('directory')}>
          <Select
            id={id('directory')}
            value={control.directory ?? spec.files.directory}
            options={DIRECTORIES}
            onChange={(directory) => onChange({ directory })}
          />
        </Form.Item>
      ) : null}
      {spec?.component ? (
        <Form.Item label={t('templates.control.componentname')} htmlFor={id('componentname')} required {...shown('componentname')}>
          <AutoComplete
            id={id('componentname')}
            value={control.componentname ?? ''}
            options={components.map((name) => ({ value: name }))}
            onChange={(componentname) => onChange({ componentname })}
            filterOption={(typed, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(typed.toLowerCase())
            }
          >
            <Input dir="ltr" />
          </AutoComplete>
        </Form.Item>
      ) : null}
      {control.type && takesDefault(control) ? (
        <Form.Item label={t('templates.control.default')} htmlFor={id('default')} {...shown('default')}>
          <ControlDefaultInput
            id={id('default')}
            type={control.type}
            options={control.options}
            value={control.default}
            onChange={(value) => onChange({ default: value })}
            label={t('templates.control.default')}
          />
        </Form.Item>
      ) : null}
    </Card>
  );
}
