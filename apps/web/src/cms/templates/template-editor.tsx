import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { TemplateEditView } from './template-edit-view';
import { type ContentTemplate, saveTemplate } from './templates-api';
import { useTemplateDraft } from './use-template-draft';
import { useForgetTemplates } from './use-templates';

interface EditorProps {
  /** The template to change; none creates one. */
  template: ContentTemplate | undefined;
  components: readonly string[];
  onBack: () => void;
  onSaved: (saved: ContentTemplate) => void;
}

/**
 * The create / edit view with its buttons: the body is judged with the server's own schema before
 * it is sent; SaveContentTemplate (`?id=` to change), then a success toast. A refusal is shown on
 * the row and field it names; the view scrolls to the first.
 */
export function TemplateEditor({ template, components, onBack, onSaved }: EditorProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const forget = useForgetTemplates();
  const state = useTemplateDraft(template);
  const [optionsOf, setOptionsOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // After a refused save, the first field in error comes into view.
  const { issues } = state;
  useEffect(() => {
    if (Object.keys(issues).length > 0)
      body.current?.querySelector('.ant-form-item-has-error, .ant-alert-error')?.scrollIntoView({ block: 'center' });
  }, [issues]);

  const save = async () => {
    const input = state.judge();
    if (!input) return;
    const sent = state.draft.controls;
    setBusy(true);
    try {
      const saved = await saveTemplate(input, template?.id);
      notify.saved();
      await forget();
      onSaved(saved);
    } catch (error) {
      if (!state.refuse(error, sent)) notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <div ref={body} className="template-editor">
      <TemplateEditView state={state} optionsOf={optionsOf} onEditOptions={setOptionsOf} components={components} />
      <div className="template-builder__footer">
        {optionsOf ? (
          <Button type="primary" onClick={() => setOptionsOf(null)} data-testid="options-done">
            {t('templates.options.done')}
          </Button>
        ) : (
          <>
            <Button icon={<BackIcon />} onClick={onBack} data-testid="template-back">
              {t('templates.edit.back')}
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={() => void save()} data-testid="template-save">
              {t('common.save')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
