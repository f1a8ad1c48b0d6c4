// TEMP stand-in (not committed): replaced by helper's branch.
import { type ControlDefinition, judgeDataContent } from '@store/domain';
import { Input } from 'antd';
export type EditorValue = Record<string, { content: unknown }>;
export function judgeEditorValue(controls: readonly ControlDefinition[], value: EditorValue | undefined) {
  return judgeDataContent(value ?? {}, controls);
}
export function DataContentEditor(props: {
  controls: readonly ControlDefinition[];
  value?: EditorValue;
  onChange?: (v: EditorValue) => void;
  issues?: Record<string, string>;
  formTemplates?: { componentName: string }[];
}) {
  return (
    <Input.TextArea
      value={JSON.stringify(props.value ?? {})}
      onChange={(e) => {
        try {
          props.onChange?.(JSON.parse(e.target.value));
        } catch {
          /* */
        }
      }}
    />
  );
}
