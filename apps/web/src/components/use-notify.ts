import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_PASSWORD, TWO_FACTOR_SETUP_REQUIRED } from '../api/api-client';
import { ApiError } from '../api/api-error';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Toasts of spec 000 §8 (placement and duration come from the App provider). */
export function useNotify() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ title, description }),
      saved: () => notification.success({ title: t('common.datasavedsuccessfully.title'), description: t('common.datasavedsuccessfully') }),
      deleted: () =>
        notification.success({
          title: t('common.datadeletedsuccessfully.title'),
          description: t('common.datadeletedsuccessfully'),
        }),
      error: (error: unknown) => {
        // A 401 already told the user (Authorization / Access Denied) and went to sign in; a
        // required second factor sent the user to turn it on; a password confirmation given up said so.
        const told = [TWO_FACTOR_SETUP_REQUIRED, CONFIRM_PASSWORD];
        if (error instanceof ApiError && (error.status === 401 || told.includes(error.code ?? ''))) return;
        notification.error({ title: t('common.error.title'), description: errorMessage(error, t('common.error.unexpected')) });
      },
    }),
    [notification, t],
  );
}
