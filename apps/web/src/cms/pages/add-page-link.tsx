import { FileAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './header-pages.css';

// The wizard (and its rich-text editor) loads when it is first opened.
const PageWizard = lazy(() => import('./page-wizard').then((m) => ({ default: m.PageWizard })));

/** The header's "add page" for administrators (000 §2, §6): the page wizard in create mode. */
export function AddPageLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<FileAddOutlined />}
        aria-label={t('pages.add')}
        onClick={() => setOpen(true)}
        data-testid="add-page"
        className="add-page-link"
      >
        <span className="add-page-link__label">{t('pages.add')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PageWizard mode="create" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
