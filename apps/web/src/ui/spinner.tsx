import { useTranslation } from '../i18n/use-translation';

/** Something is loading: a spinner with its name for screen readers. */
export function Spinner({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
