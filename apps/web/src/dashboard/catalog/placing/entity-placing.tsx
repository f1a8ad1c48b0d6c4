import { Form, Select, TreeSelect, Typography } from 'antd';
import { type Ref, useImperativeHandle, useMemo } from 'react';
import { AttributeFields } from '../../../attributes/attribute-fields';
import { Isolate } from '../../../i18n/ltr';
import { useTranslation } from '../../../i18n/use-translation';
import type { PlacingDeclaration, PlacingPanel } from '../form-placing';
import type { LinkKind } from './placing-links';
import { categoryTree, cityTree, matchesSearch, placingField, type TreeNode } from './placing-options';
import type { PlacingHandle } from './placing-refused';
import { usePlacing } from './use-placing';
import './entity-placing.css';

/**
 * A tree's nodes as the select draws them: each name kept whole in its own direction (a Persian
 * category in an English page), searched by its text.
 */
const drawn = (nodes: readonly TreeNode[]): object[] =>
  nodes.map(({ title, children, ...node }) => ({
    ...node,
    title: <Isolate text={title} />,
    search: title,
    ...(children ? { children: drawn(children) } : {}),
  }));

/** The label of each set's control (the entities' own names). */
const LABELS: Readonly<Record<LinkKind, string>> = { categories: 'entity.Categories', tags: 'entity.Tags', cities: 'entity.Cities' };

interface Props {
  declaration: PlacingDeclaration;
  /** The row being edited; none for a new one (its sets start empty, its attributes preselected). */
  entityId: number | null;
  disabled?: boolean;
  /** What the form's save calls: check before sending, save after the row. */
  handle: Ref<PlacingHandle>;
}

/**
 * What places a row, under a form's own fields (inside its antd form): its categories as a tree,
 * its tags, the cities it is in (countries and provinces only group them) and its attribute values
 * in the one attribute editor. Each set is a control of the form, so its issues show under it.
 */
export function EntityPlacing({ declaration, entityId, disabled = false, handle }: Props) {
  const { t, i18n } = useTranslation();
  const placing = usePlacing(declaration, entityId);
  useImperativeHandle(handle, () => placing.handle);
  const language = i18n.language;
  const categoryNodes = useMemo(() => drawn(categoryTree(placing.categories.data ?? [], language)), [placing.categories.data, language]);
  const cityNodes = useMemo(() => drawn(cityTree(placing.places.data ?? [], language)), [placing.places.data, language]);
  const tagOptions = useMemo(
    () => (placing.tags.data ?? []).map((tag) => ({ value: tag.id, label: <Isolate text={tag.name} />, search: tag.name })),
    [placing.tags.data],
  );
  const shows = (panel: PlacingPanel) => declaration.panels.includes(panel);

  const item = (kind: LinkKind, control: React.ReactNode) => (
    <Form.Item name={placingField(kind)} label={t(LABELS[kind])} required={placing.required(kind)}>
      {control}
    </Form.Item>
  );
  const common = {
    multiple: true,
    allowClear: true,
    disabled,
    placeholder: t('products.placing.choose'),
    notFoundContent: t('products.placing.nochoices'),
    popupMatchSelectWidth: true,
  } as const;
  const searched = (input: string, node: object | undefined) => matchesSearch(input, (node as { search?: unknown } | undefined)?.search);

  return (
    <fieldset className="entity-placing" data-testid="entity-placing">
      <legend className="entity-placing__legend">{t(declaration.title)}</legend>
      <div className="entity-placing__sets">
        {shows('categories')
          ? item(
              'categories',
              <TreeSelect
                {...common}
                loading={placing.loading('categories')}
                treeData={categoryNodes as never}
                treeDefaultExpandAll
                showSearch
                filterTreeNode={searched}
              />,
            )
          : null}
        {shows('tags')
          ? item(
              'tags',
              <Select
                {...common}
                mode="multiple"
                loading={placing.loading('tags')}
                options={tagOptions}
                showSearch={{ filterOption: searched }}
              />,
            )
          : null}
        {shows('cities')
          ? item(
              'cities',
              <TreeSelect
                {...common}
                loading={placing.loading('cities')}
                treeData={cityNodes as never}
                showSearch
                filterTreeNode={searched}
              />,
            )
          : null}
      </div>
      {shows('attributes') ? (
        <section className="entity-placing__attributes" aria-labelledby="placing-attributes">
          <Typography.Title level={3} id="placing-attributes" className="entity-placing__heading">
            {t('entity.GenericAttributes')}
          </Typography.Title>
          <AttributeFields values={placing.attributes} disabled={disabled} />
        </section>
      ) : null}
    </fieldset>
  );
}
