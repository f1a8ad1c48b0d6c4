import type { ChildrenDef, EntityDef } from '@store/domain';
import { Alert, Form } from 'antd';
import type { EntityRow } from '../../api/resource-api';
import { useTranslation } from '../../i18n/use-translation';
import { childrenApply, childSending } from './child-form-values';
import { ChildRowsEditor, type ChildRowsProps } from './child-rows-editor';

type Props = ChildRowsProps & {
  entity: EntityDef;
  /** The row the update form was filled from (none on create). */
  loaded: EntityRow | undefined;
};

/** One children list of the form: always, or (`when`) only while the parent's field holds one of the values it applies to. */
export function EntityChildren(props: Props) {
  const when = props.list.def.when;
  return when ? <ChildrenWhen {...props} when={when} /> : <ChildRowsEditor {...props} />;
}

function ChildrenWhen({ when, entity, loaded, ...props }: Props & { when: NonNullable<ChildrenDef['when']> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(when.field, form);
  const values = { [when.field]: value };
  if (childrenApply(props.list.def, values)) return <ChildRowsEditor {...props} />;
  // Switched away from a value the rows applied to: a save sends none. Where the field is fixed
  // while rows exist (`fixedWhenUsed`), the server refuses the switch and says why; elsewhere the
  // rows are removed, and the form says so before the save.
  const held = Array.isArray(loaded?.[props.list.name]) ? (loaded[props.list.name] as unknown[]).length : 0;
  const fixed = entity.fixedWhenUsed?.fields.includes(when.field) ?? false;
  if (fixed || held === 0 || childSending(props.list, values, loaded) !== 'empty') return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="child-rows__dropped"
      data-testid={`child-rows-dropped-${props.list.name}`}
      message={t('entityscreens.children.dropped', {
        children: t(`field.${entity.name}.${props.list.name}`),
        field: t(`field.${entity.name}.${when.field}`),
      })}
    />
  );
}
