import { CheckCircleFilled } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { TextSearchInput } from '../../dashboard/entity/controls/text-input';
import { useTranslation } from '../../i18n/use-translation';
import type { useSlugCheck } from './use-slug-check';

/** The longest page name: it is kept as the page's system name. */
const NAME_MAX = 100;

type SlugChecker = ReturnType<typeof useSlugCheck>;

/**
 * Step 1 (create): the page's name, checked with CheckSlug before the wizard goes on (000 §5):
 * an empty or taken name is `content.pagename_required_error`; a free one says
 * `content.pagename_available_error` and shows the address the page will have.
 */
export function WizardNameStep({ slug, onCheck, parentPath }: { slug: SlugChecker; onCheck: () => void; parentPath: string }) {
  const { t } = useTranslation();
  const name = Form.useWatch<string | undefined>('name');
  const ok = slug.result?.available && slug.result.name === name?.trim() ? slug.result : null;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('pages.wizard.name.hint')}</Typography.Paragraph>
      <Form.Item
        name="name"
        label={t('pages.wizard.name')}
        validateTrigger={[]}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const answer = await slug.run(value ?? '');
              if (!answer?.available) throw new Error(t('content.pagename_required_error'));
            },
          },
        ]}
        extra={
          ok ? (
            <span className="wizard-name__ok" data-testid="slug-available">
              <CheckCircleFilled /> {t('content.pagename_available_error')}{' '}
              <span>
                {t('pages.wizard.address')}: <bdi className="wizard-name__slug" dir="ltr">{`/${parentPath}/${ok.slug}`}</bdi>
              </span>
            </span>
          ) : null
        }
      >
        <TextSearchInput maxLength={NAME_MAX} enterButton={t('pages.wizard.check')} loading={slug.checking} onSearch={onCheck} />
      </Form.Item>
    </>
  );
}
