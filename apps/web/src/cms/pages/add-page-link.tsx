import { useState } from 'react';
import { withAntd } from '../../app/lazy-antd';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import './header-pages.css';

// The wizard (Ant Design, the rich-text editor) loads when it is first opened.
const PageWizard = withAntd(() => import('./page-wizard').then((m) => ({ default: m.PageWizard })), true);

/** The header's "add page" for administrators (000 §2, §6): the page wizard in create mode. */
export function AddPageLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="text"
        icon="plus"
        aria-label={t('pages.add')}
        onClick={() => setOpen(true)}
        data-testid="add-page"
        className="add-page-link"
      >
        <span className="add-page-link__label">{t('pages.add')}</span>
      </Button>
      {open ? <PageWizard mode="create" onClose={() => setOpen(false)} /> : null}
    </>
  );
}
