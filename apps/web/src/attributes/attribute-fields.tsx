import {
  ATTRIBUTE_CONTROLS,
  attributeDirectoryOf,
  attributeTextOf,
  attributeValueOf,
  type ControlDefinition,
  CUSTOMER_FILES_DIRECTORY,
} from '@store/domain';
import { Alert, Skeleton, Typography } from 'antd';
import { ControlField } from '../cms/data-content/control-field';
import { uploadCustomerFile } from '../cms/files-api';
import { plainText, textIn } from '../cms/pages/page-texts';
import type { Texts } from '../cms/pages/pages-api';
import { AttachmentPicker } from '../components/attachment-picker';
import { useTranslation } from '../i18n/use-translation';
import { controlNameOf } from './attribute-texts';
import type { Attribute } from './attributes-api';
import type { AttributeValues } from './use-attribute-values';
import './attribute-fields.css';

/** The template control an attribute is shown as (its values chosen by id, labelled by name). */
function controlOf(attribute: Attribute, disabled: boolean): ControlDefinition {
  const type = ATTRIBUTE_CONTROLS[attribute.attributeControlTypeId];
  return {
    name: controlNameOf(attribute.id),
    title: attribute.name,
    type,
    // A toggle is on or off: never "required" (spec 000 §5).
    required: attribute.isRequired && type !== 'toggle',
    translate: false,
    actived: true,
    disabled,
    options: attribute.genericAttributeValues.map((v) => String(v.id)),
    ...(type === 'file' ? { directory: attributeDirectoryOf(attribute.entityName) } : {}),
  };
}

/** Attributes under their group's heading (those in no group first), in display order. */
function grouped(attributes: readonly Attribute[], language: string): [string, Texts | null, Attribute[]][] {
  const groups = new Map<string, [Texts | null, Attribute[]]>();
  for (const attribute of attributes) {
    const key = plainText(attribute.groupName, language);
    const group = groups.get(key) ?? [attribute.groupName, []];
    group[1].push(attribute);
    groups.set(key, group);
  }
  return [...groups].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0)).map(([key, [name, list]]) => [key, name, list]);
}

/**
 * The attribute editor (spec 000 §3 control types 1–22, §5 required checks): one control per
 * active attribute of the entity, by its type — the content templates' controls, so text, numbers,
 * rich text, toggles, files, dropdowns, checkboxes and radios look and behave as they do there —
 * with the issues of the last check or refusal under each. A customer's files go into their
 * private folder through their own upload. Lives inside an Ant Design form (its layout).
 */
export function AttributeFields({ values, disabled = false }: { values: AttributeValues; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  if (values.failed) return <Alert type="error" showIcon title={t('attributes.loaderror')} />;
  if (!values.ready) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (values.attributes.length === 0)
    return (
      <Typography.Paragraph type="secondary" data-testid="attributes-none">
        {t('attributes.none')}
      </Typography.Paragraph>
    );
  const field = (attribute: Attribute) => {
    const control = controlOf(attribute, disabled);
    const type = attribute.attributeControlTypeId;
    const text = values.texts[attribute.id] ?? null;
    const labels = new Map(attribute.genericAttributeValues.map((v) => [String(v.id), plainText(v.name, i18n.language) || String(v.id)]));
    const privateFile = control.type === 'file' && control.directory === CUSTOMER_FILES_DIRECTORY;
    return (
      <ControlField
        key={attribute.id}
        control={control}
        content={attributeValueOf(type, text)}
        onChange={(content) => values.set(attribute.id, attributeTextOf(type, content))}
        issues={values.issues}
        optionLabel={(id) => labels.get(id) ?? id}
        {...(privateFile
          ? {
              input: (
                <AttachmentPicker
                  id={`data_${control.name}`}
                  single
                  directory={CUSTOMER_FILES_DIRECTORY}
                  send={uploadCustomerFile}
                  value={text ? [text] : []}
                  onChange={(list) => values.set(attribute.id, list[0] ?? null)}
                  disabled={disabled}
                  testId={`attribute-file-${attribute.id}`}
                  chooseLabel={t(text ? 'attributes.file.replace' : 'attributes.file.choose')}
                />
              ),
            }
          : {})}
      />
    );
  };
  return (
    <div className="attribute-fields" data-testid={`attributes-${values.entityName}`}>
      {grouped(values.attributes, i18n.language).map(([key, name, list]) => {
        if (key === '') return <div key="">{list.map(field)}</div>;
        const heading = textIn(name, i18n.language);
        return (
          <fieldset key={key} className="attribute-fields__group">
            <legend lang={heading?.lang} dir={heading?.dir}>
              {heading?.text}
            </legend>
            {list.map(field)}
          </fieldset>
        );
      })}
    </div>
  );
}
