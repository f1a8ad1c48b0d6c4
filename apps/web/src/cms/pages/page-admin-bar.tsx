import { DeleteOutlined, EditOutlined, HistoryOutlined, TranslationOutlined } from '@ant-design/icons';
import { Page, type PageWizardMode } from '@store/domain';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { VersionsPanel } from '../versions/versions-panel';
import { pagePath } from './page-paths';
import { plainText } from './page-texts';
import { type PageContent, PageView } from './page-view';
import { PageWizard } from './page-wizard';
import { deletePage, type PageRow } from './pages-api';
import { useForgetPages } from './use-page-query';

/** A kept version's fields as the page view reads them. */
const asPageContent = (data: Partial<PageRow>): PageContent => ({
  layoutType: data.layoutType ?? 'onecolumn',
  title: data.title ?? {},
  description: data.description ?? null,
  dataContent: data.dataContent ?? null,
});

/**
 * An administrator's tools on a public page: edit (the wizard at step 2), exchange language (the
 * wizard's exchange mode), the versions panel, and delete after a confirmation (then home).
 */
export function PageAdminBar({ page }: { page: PageRow }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const navigate = useNavigate();
  const forgetPages = useForgetPages();
  const [wizard, setWizard] = useState<PageWizardMode | null>(null);
  const [versions, setVersions] = useState(false);

  /** A change that moved the page (a restored version with another slug) follows it. */
  const follow = (saved: PageRow) => {
    if (saved.slug !== page.slug) void navigate(pagePath(saved.slug), { replace: true });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('pages.delete.title'),
      content: t('common.delete.confirm', { name: plainText(page.title, i18n.language) || page.slug }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deletePage(page.id);
          notify.deleted();
          await navigate('/', { replace: true });
          await forgetPages();
        } catch (error) {
          notify.error(error);
        }
      },
    });

  return (
    <>
      <Space wrap className="page-admin-bar" data-testid="page-admin-bar">
        <Button icon={<EditOutlined />} onClick={() => setWizard('edit')} data-testid="page-edit">
          {t('common.edit')}
        </Button>
        <Button icon={<TranslationOutlined />} onClick={() => setWizard('exchange')} data-testid="page-exchange">
          {t('pages.exchange')}
        </Button>
        <Button icon={<HistoryOutlined />} onClick={() => setVersions(true)} data-testid="page-versions">
          {t('pages.versions')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="page-delete">
          {t('common.delete')}
        </Button>
      </Space>
      {wizard ? <PageWizard key={wizard} mode={wizard} page={page} onClose={() => setWizard(null)} onSaved={follow} /> : null}
      {versions ? (
        <VersionsPanel<PageRow>
          row={{ resource: 'Pages', id: page.id }}
          entity={Page}
          renderPreview={(data) => <PageView page={asPageContent(data)} heading={2} />}
          onClose={() => setVersions(false)}
          onRestored={follow}
          forget={forgetPages}
        />
      ) : null}
    </>
  );
}
