import { useMemo } from 'react';
import { CONFIRM_PASSWORD, TWO_FACTOR_SETUP_REQUIRED } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../ui/toast-store';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Toasts of spec 000 §8, the same on the storefront and in the dashboard (placement and times: ui/toaster.tsx). */
export function useNotify() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => showToast('success', title, description),
      saved: () => showToast('success', t('common.datasavedsuccessfully.title'), t('common.datasavedsuccessfully')),
      deleted: () => showToast('success', t('common.datadeletedsuccessfully.title'), t('common.datadeletedsuccessfully')),
      /** A failure's toast: titled `common.error.title` unless the screen names its own (spec 000 §8's customer save and delete). */
      error: (error: unknown, title?: string) => {
        // A 401 already told the user (Authorization / Access Denied) and went to sign in; a
        // required second factor sent the user to turn it on; a password confirmation given up said so.
        const told = [TWO_FACTOR_SETUP_REQUIRED, CONFIRM_PASSWORD];
        if (error instanceof ApiError && (error.status === 401 || told.includes(error.code ?? ''))) return;
        showToast('error', title ?? t('common.error.title'), errorMessage(error, t('common.error.unexpected')));
      },
    }),
    [t],
  );
}
