import { DatabaseOutlined } from '@ant-design/icons';
import { storageLevel, storagePercent } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Progress, Tooltip } from 'antd';
import { api } from '../../api/api-client';
import { isolatedByteSize, percentText } from '../../i18n/byte-size';
import { useTranslation } from '../../i18n/use-translation';
import { STORAGE_COLORS } from './storage-level';

interface StorageCapacity {
  usage: number;
  maximumcapacity: number;
}

/** GET /api/CMS/getStorageCapacity; null while the server does not measure it yet. */
async function fetchCapacity(): Promise<StorageCapacity | null> {
  try {
    const answer = await api<{ data?: Partial<StorageCapacity> }>('GET', '/api/CMS/getStorageCapacity');
    const usage = Number(answer?.data?.usage);
    const maximum = Number(answer?.data?.maximumcapacity);
    return Number.isFinite(usage) && Number.isFinite(maximum) && maximum > 0 ? { usage, maximumcapacity: maximum } : null;
  } catch {
    return null;
  }
}

/**
 * Storage usage bar of the dashboard top bar (spec 000 §2, §4): green below 70 % of the store's
 * maximum, yellow from 70 %, red from 90 % (`storageLevel`), sizes in the user's language.
 */
export function StorageUsageBar() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data } = useQuery({ queryKey: ['storage-capacity'], queryFn: fetchCapacity, staleTime: 60_000 });
  const usage = data?.usage ?? 0;
  const maximum = data?.maximumcapacity ?? 0;
  const percent = storagePercent(usage, maximum);
  const level = storageLevel(usage, maximum);
  const label = data
    ? t('dashboard.storage.value', { used: isolatedByteSize(usage, language), max: isolatedByteSize(maximum, language) })
    : t('dashboard.storage.notmeasured');
  return (
    <Tooltip title={`${t('dashboard.storage')}: ${label}`}>
      <div className="storage-bar" data-testid="storage-bar" data-level={level}>
        <DatabaseOutlined aria-hidden />
        <span className="storage-bar__label">{t('dashboard.storage')}</span>
        <Progress
          percent={percent}
          size="small"
          // Never antd's own "success" look at 100 %: a full store is red.
          status="normal"
          strokeColor={STORAGE_COLORS[level]}
          aria-label={`${t('dashboard.storage')}: ${label}`}
          format={() => (data ? percentText(percent, language) : '—')}
        />
        {/* Shown on a phone, where nothing hovers to open the tooltip; the progress already says it to a screen reader. */}
        <span className="storage-bar__sizes" aria-hidden>
          {label}
        </span>
      </div>
    </Tooltip>
  );
}
