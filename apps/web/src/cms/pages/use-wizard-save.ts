import type { PageWizardMode } from '@store/domain';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { showIssues, showServerIssues } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { showToast } from '../../ui/toast-store';
import { saveDraft } from '../versions/versions-api';
import { pagePath } from './page-paths';
import { addPage, type PageRow, savePage } from './pages-api';
import { useForgetPages } from './use-page-query';
import type { SlugCheck } from './use-slug-check';
import { bodyIssues, pageBody, STEP_FIELDS, stepOf, type WizardValues } from './wizard-values';

interface SaveOptions {
  form: FormInstance<WizardValues>;
  mode: PageWizardMode;
  page: PageRow | undefined;
  parentPath: string;
  /** The wizard shows this step (a refused field's). */
  goTo: (step: number) => void;
  onDone: (saved?: PageRow) => void;
}

const FORM_FIELDS = STEP_FIELDS.flat() as string[];

/**
 * Saving the wizard: the body checked with the server's own schema first, then AddPage (create;
 * an answer without a slug is the spec's empty result, `common.datasavederror`) and going to
 * `/{parentPath}/{slug}`, or SavePage?id= (edit, exchange) — or, with `draft`, a draft kept beside
 * the page (visitors see nothing of it until it is published from the versions panel). Refused
 * fields are shown on the step that asks them.
 */
export function useWizardSave({ form, mode, page, parentPath, goTo, onDone }: SaveOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const forgetPages = useForgetPages();

  const refuse = (fields: string[]) => {
    const first = fields[0];
    if (first) goTo(stepOf(first));
  };

  return async (values: WizardValues, checked: SlugCheck | null, draft = false): Promise<void> => {
    const body = pageBody(values, mode === 'create' && checked ? { name: checked.name, slug: checked.slug } : undefined);
    const issues = bodyIssues(body);
    const refused = Object.keys(issues).filter((name) => FORM_FIELDS.includes(name));
    if (refused.length > 0) {
      refuse(refused);
      showIssues(form, Object.fromEntries(refused.map((name) => [name, issues[name] as NonNullable<(typeof issues)[string]>])), t);
      return;
    }
    try {
      if (mode === 'create') {
        const answer = await addPage(body);
        if (!answer?.slug) {
          showToast('error', t('common.error.title'), t('common.datasavederror'));
          return;
        }
        notify.saved();
        await forgetPages();
        onDone();
        await navigate(pagePath(answer.slug, parentPath));
        return;
      }
      if (!page) return;
      if (draft) {
        await saveDraft({ resource: 'Pages', id: page.id }, body);
        notify.success(t('pages.draft.save'), t('pages.draft.saved'));
        onDone();
        return;
      }
      const saved = await savePage(page.id, body);
      notify.saved();
      await forgetPages();
      onDone(saved);
    } catch (error) {
      // Fields the form has are shown under them, on their step; anything else (a slug taken meanwhile) as a toast.
      if (showServerIssues(form, error, FORM_FIELDS, t) === 0) {
        notify.error(error);
        return;
      }
      refuse(
        form
          .getFieldsError()
          .filter((field) => field.errors.length > 0)
          .map((field) => String(field.name[0])),
      );
    }
  };
}
