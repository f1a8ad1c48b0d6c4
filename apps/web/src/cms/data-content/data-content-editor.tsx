import type { ControlDefinition } from '@store/domain';
import { ControlField } from './control-field';
import { type EditorValue, shownContent, shownControls, withContent } from './editor-value';
import './data-content.css';

export type { EditorValue } from './editor-value';
export { judgeEditorValue } from './editor-value';

export interface DataContentEditorProps {
  /** Injected by Form.Item: the data content as SaveContent takes it (its JSON text), each entry's `content`. */
  value?: EditorValue;
  onChange?: (value: EditorValue) => void;
  /** The template's controls (control-definition.ts). */
  controls: readonly ControlDefinition[];
  /** Issues by path (`title`, `title.fa`, `gallery.2`) → message key, as judgeEditorValue and the server's 400 answer them. */
  issues?: Record<string, string>;
  /** The public forms a `form` control may choose (content templates with isForm), by component name. */
  formTemplates?: readonly { componentName: string }[];
  id?: string;
}

/**
 * The data-content editor (spec 000 §3, §5): one editor per active control of the template, in its
 * order, by type. A disabled control shows its default read-only (the server keeps the default
 * whatever is sent); an empty control shows its default; an inactive one is not shown. Lay it out
 * inside an antd Form (vertical): each control is a Form.Item of its own, not bound to a form field.
 */
export function DataContentEditor({ value, onChange, controls, issues, formTemplates, id }: DataContentEditorProps) {
  return (
    <div id={id} className="data-editor" data-testid="data-content-editor">
      {shownControls(controls).map((control) => (
        <ControlField
          key={control.name}
          control={control}
          content={shownContent(control, value)}
          onChange={(content) => {
            if (!control.disabled) onChange?.(withContent(value, control, content));
          }}
          issues={issues}
          formTemplates={formTemplates}
        />
      ))}
    </div>
  );
}
