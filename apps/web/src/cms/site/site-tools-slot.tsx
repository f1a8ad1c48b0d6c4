import { lazy } from 'react';
import { AntdScope } from '../../app/lazy-antd';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import type { ToolboxPlacement } from '../contents/toolbox-position';

// Visitors never download the toolbox or the editor: both load for administrators only.
const SiteTools = lazy(() => import('./site-tools').then((m) => ({ default: m.SiteTools })));

/**
 * Where the header or footer shows an administrator its toolbox: at the top corner on the reading
 * side (the start), where the header's strip begins with the date and the footer with its padding,
 * so it covers no button. Nothing for anyone else.
 */
export function SiteToolsSlot() {
  const { i18n } = useTranslation();
  const admin = isAdmin(useAuth());
  if (!admin) return null;
  const placement: ToolboxPlacement = { position: isRtl(i18n.language) ? 'topright' : 'topleft', fixed: false };
  return (
    <AntdScope fallback={null}>
      <SiteTools placement={placement} />
    </AntdScope>
  );
}
