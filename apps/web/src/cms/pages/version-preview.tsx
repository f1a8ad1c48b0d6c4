import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../i18n/digits';
import { PageView } from './page-view';
import { VersionModal } from './version-modal';
import { getVersion } from './versions-api';

/** A kept version as a visitor would have read it, in its own layout. */
export function VersionPreview({ pageId, no, onClose }: { pageId: number; no: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const version = useQuery({ queryKey: ['cms-page-version', pageId, no], queryFn: () => getVersion(pageId, no) });
  const data = version.data?.data;
  return (
    <VersionModal onClose={onClose} title={t('pages.versions.no', { no: localDigits(String(no), i18n.language) })}>
      {data ? (
        <div className="version-preview" data-testid="version-preview">
          <PageView
            page={{
              layoutType: data.layoutType ?? 'onecolumn',
              title: data.title ?? {},
              description: data.description ?? null,
              dataContent: data.dataContent ?? null,
            }}
            heading={2}
          />
        </div>
      ) : (
        <Spin />
      )}
    </VersionModal>
  );
}
