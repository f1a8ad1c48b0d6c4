import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { kindOf } from '@store/domain';
import { Button, Form, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { ShownIssue } from '../../components/form-issues';
import { textOf } from '../../components/form-issues';
import { useTranslation } from '../../i18n/use-translation';
import { type ChildList, newChildRow } from './child-form-values';
import type { ControlProps } from './controls/control-props';
import { EntityFieldControl } from './entity-field-control';
import './child-rows-editor.css';

export interface ChildRowsProps {
  /** The parent entity's name (the list's label is `field.{Parent}.{list}`). */
  parent: string;
  list: ChildList;
  disabled: boolean;
  /** The save's issues about this list's rows and cells (see `placeIssues`). */
  issues: Readonly<Record<string, ShownIssue>>;
  /** The user changed a cell: its issue has been answered. */
  onCellEdited: (index: number, field: string) => void;
  /** The user removed a row: its issues go, the later rows' move up. */
  onRowRemoved: (index: number) => void;
}

/** How wide a column may grow, by the control its field uses: texts take the room, a switch its own. */
function columnOf(control: string): string {
  if (control === 'switch') return 'max-content';
  if (control === 'integer' || control === 'decimal') return 'minmax(6rem, 9rem)';
  if (control === 'translatable' || control === 'text' || control === 'textarea') return 'minmax(12rem, 3fr)';
  return 'minmax(9rem, 2fr)';
}

/** A cell's control that also says when the user changed it (Form.Item injects `value` and `onChange`). */
function CellControl({ onEdited, ...props }: ControlProps & { onEdited: () => void }) {
  return (
    <EntityFieldControl
      {...props}
      onChange={(value) => {
        onEdited();
        props.onChange?.(value);
      }}
    />
  );
}

/**
 * The rows of one children list, edited inside the parent's form (`Form.List`): each row's
 * writable fields with the field controls the forms use, add and remove. A row keeps the `id` it
 * was loaded with in the form's values (so the server changes that row in place). A table on a wide
 * screen, a card per row on a phone (child-rows-editor.css).
 */
export function ChildRowsEditor({ parent, list, disabled, issues, onCellEdited, onRowRemoved }: ChildRowsProps) {
  const { t } = useTranslation();
  const max = list.def.max ?? 500;
  const columns = ['max-content', ...list.fields.map(([, field]) => columnOf(kindOf(field).control)), 'max-content'].join(' ');
  const label = (name: string) => t(`field.${list.child.name}.${name}`);
  const rowText = (index: number) => t('entityscreens.children.row', { row: index + 1 });
  const listIssue = issues[list.name];
  return (
    <Form.List name={list.name}>
      {(rows, { add, remove }) => {
        // Issues about a whole row (an id the server does not know) are said under the list, with the row's number.
        const issueTexts = [
          ...(listIssue ? [{ key: 'list', text: textOf(listIssue, t) }] : []),
          ...rows.flatMap((row, index) => {
            const issue = issues[`${list.name}.${index}`];
            const text = issue ? t('entityscreens.children.rowissue', { row: index + 1, issue: textOf(issue, t) }) : null;
            return text ? [{ key: String(row.key), text }] : [];
          }),
        ];
        return (
          <fieldset className="child-rows" data-testid={`child-rows-${list.name}`}>
            <legend className="child-rows__legend">{t(`field.${parent}.${list.name}`)}</legend>
            {/* One grid for the head and every row (subgrids), so a column is as wide in each. */}
            <div className="child-rows__table" style={{ '--child-rows-columns': columns } as CSSProperties}>
              {rows.length === 0 ? (
                <p className="child-rows__empty">{t('entityscreens.children.empty')}</p>
              ) : (
                // The column titles of a wide screen; each cell carries its own label for a phone and for screen readers.
                <div className="child-rows__head" aria-hidden="true">
                  <span />
                  {list.fields.map(([name, field]) => (
                    <span key={name} className={field.required ? 'child-rows__required' : undefined}>
                      {label(name)}
                    </span>
                  ))}
                  <span />
                </div>
              )}
              <ol className="child-rows__list">
                {rows.map((row, index) => (
                  <li
                    key={row.key}
                    className={`child-rows__row${issues[`${list.name}.${index}`] ? ' child-rows__row--issue' : ''}`}
                    data-testid={`child-row-${list.name}-${index}`}
                  >
                    <span className="child-rows__index">{rowText(index)}</span>
                    {list.fields.map(([name, field]) => {
                      const issue = issues[`${list.name}.${index}.${name}`];
                      return (
                        <Form.Item
                          key={name}
                          name={[row.name, name]}
                          label={label(name)}
                          required={Boolean(field.required)}
                          className="child-rows__cell"
                          {...(issue ? { validateStatus: 'error' as const, help: textOf(issue, t) } : {})}
                        >
                          <CellControl
                            entity={list.child}
                            name={name}
                            field={field}
                            disabled={disabled || Boolean(field.readOnly)}
                            onEdited={() => onCellEdited(index, name)}
                          />
                        </Form.Item>
                      );
                    })}
                    <Button
                      className="child-rows__remove"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={t('entityscreens.children.remove', { row: index + 1 })}
                      title={t('entityscreens.children.remove', { row: index + 1 })}
                      onClick={() => {
                        remove(row.name);
                        onRowRemoved(index);
                      }}
                      data-testid={`child-remove-${list.name}-${index}`}
                    />
                  </li>
                ))}
              </ol>
            </div>
            {issueTexts.length > 0 ? (
              <div role="alert" className="child-rows__issues">
                {issueTexts.map(({ key, text }) => (
                  <Typography.Text key={key} type="danger">
                    {text}
                  </Typography.Text>
                ))}
              </div>
            ) : null}
            <div className="child-rows__foot">
              <Button
                icon={<PlusOutlined />}
                disabled={disabled || rows.length >= max}
                onClick={() => add(newChildRow(list))}
                data-testid={`child-add-${list.name}`}
              >
                {t('entityscreens.children.add')}
              </Button>
              {rows.length >= max ? <span className="child-rows__full">{t('entityscreens.children.full', { max })}</span> : null}
            </div>
          </fieldset>
        );
      }}
    </Form.List>
  );
}
