import { PRODUCT_SETTINGS, settingIsTrue } from '@store/domain';
import { useAppSettings } from '../../api/use-app-settings';

/** The store's rules for customers' products (public settings): whether it takes them, and whether they wait for approval. */
export function useCustomerProductRules(): { canAdd: boolean; needsApproval: boolean; known: boolean } {
  const settings = useAppSettings();
  return {
    canAdd: settingIsTrue(settings?.[PRODUCT_SETTINGS.customerCanAdd]),
    needsApproval: settingIsTrue(settings?.[PRODUCT_SETTINGS.needsApproval] ?? 'true'),
    known: settings !== undefined,
  };
}
