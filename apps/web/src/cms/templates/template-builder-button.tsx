import { BuildOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TemplateBuilderDialog } from './template-builder-dialog';

/** The content templates list's "Template builder" button, and the dialog it opens. */
export function TemplateBuilderButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BuildOutlined />} onClick={() => setOpen(true)} data-testid="template-builder-open">
        {t('templates.builder')}
      </Button>
      <TemplateBuilderDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
