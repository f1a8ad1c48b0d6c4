import { Page } from '@store/domain';
import { Form } from 'antd';
import { TranslatableInput } from '../../dashboard/entity/controls/translatable-input';
import { useTranslation } from '../../i18n/use-translation';
import { PageCustomFields } from '../data-content/page-custom-fields';
import { LayoutPicker } from './layout-picker';
import type { Texts } from './pages-api';
import { TranslatedRichText } from './translated-rich-text';

/** True when at least one language has a text. */
export const anyText = (value: Texts | undefined) => Object.values(value ?? {}).some((text) => (text ?? '').trim() !== '');

/**
 * Step 2: the layout (required, `common.required`), the title in each language (at least one),
 * the description as rich text in each language, and the custom fields (the page's own template and
 * their values, judged by the server's rules before Next).
 */
export function WizardContentStep() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="layoutType" label={t('field.Page.layoutType')} rules={[{ required: true, message: t('common.required') }]}>
        <LayoutPicker />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('field.Page.title')}
        required
        rules={[
          {
            validator: async (_, value: Texts | undefined) => {
              if (!anyText(value)) throw new Error(t('common.error.required'));
            },
          },
        ]}
      >
        <TranslatableInput entity={Page} name="title" field={Page.fields.title as NonNullable<typeof Page.fields.title>} />
      </Form.Item>
      <Form.Item name="description" label={t('field.Page.description')}>
        <TranslatedRichText label={t('field.Page.description')} />
      </Form.Item>
      <div data-slot="custom-fields">
        <PageCustomFields />
      </div>
    </>
  );
}
