import { type ControlType, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataContentEn } from '../apps/web/src/cms/data-content/texts/data-content.en';
import { dataContentFa } from '../apps/web/src/cms/data-content/texts/data-content.fa';
import { pagesFa } from '../apps/web/src/cms/pages/texts/pages.fa';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { choose, uploadSeeingProgress } from './support/cms-controls';
import { adminSession, pageBySlug } from './support/cms-pages';
import { useJourney } from './support/journey';
import { PHONE, screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage } from './support/ui';

const fa = { ...messages.fa, ...uiFa, ...pagesFa, ...dataContentFa };

const wizard = (page: Page) => page.locator('.page-wizard');
const field = (page: Page, name: string) => wizard(page).locator(`[data-control="${name}"]`);
const shown = (page: Page, name: string) => page.getByTestId('page-data').locator(`[data-control="${name}"]`);

/**
 * The custom fields alone, desktop and 390 px (a full-page picture shows the dialog from its top:
 * its steps scroll inside it): e2e/screenshots/cms-data-content-fields[-phone]-<lang>.png.
 */
async function fieldsPicture(page: Page, lang: string): Promise<void> {
  const desktop = page.viewportSize();
  for (const [suffix, size] of [
    ['', desktop],
    ['-phone', PHONE],
  ] as const) {
    if (size) await page.setViewportSize(size);
    await page.getByTestId('custom-fields').screenshot({ path: `e2e/screenshots/cms-data-content-fields${suffix}-${lang}.png` });
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** The wizard's inline "add field": type, name, title, and the options or flags it asks. */
async function addField(
  page: Page,
  type: ControlType,
  name: string,
  title: string,
  extra: { options?: string[]; required?: boolean; translate?: boolean } = {},
): Promise<void> {
  const form = page.getByTestId('add-field');
  await choose(page, form.getByTestId('add-field-type'), fa[`datacontent.type.${type}`]);
  await form.locator('#add-field-name').fill(name);
  await form.locator('#add-field-title').fill(title);
  if (extra.options) await form.locator('#add-field-options').fill(extra.options.join('\n'));
  if (extra.required) await form.getByTestId('add-field-required').click();
  if (extra.translate) await form.getByTestId('add-field-translate').click();
  await form.getByTestId('add-field-submit').click();
  await field(page, name).waitFor();
}

describe('data content: a page’s custom fields of many control types, edited and shown', () => {
  const journey = useJourney();
  keepFailureScreenshots('cms-data-content', () => journey.browser);

  it('an administrator adds custom fields in the Persian wizard, fills them (an image uploaded with progress, a Jalali date), saves; the page shows each value in fa, en and tr and the stored data content has the spec’s shape', async () => {
    const { base, page, token } = await adminSession(journey);
    await page.goto('/');
    await page.getByTestId('add-page').click();
    await wizard(page).locator('#name').fill('مشخصات محصول');
    await page.getByTestId('wizard-next').click();
    await page.locator('form[data-testid="wizard-step-2"]').waitFor();
    await page.getByTestId('layout-onecolumn').click();
    await page.locator('#title_fa').fill('مشخصات');

    // Custom fields of nine types, added inline.
    await addField(page, 'text', 'subtitle', 'زیرعنوان', { required: true, translate: true });
    await addField(page, 'richtext', 'story', 'داستان');
    await addField(page, 'image', 'cover', 'تصویر جلد');
    await addField(page, 'select', 'size', 'اندازه', { options: ['S', 'M', 'L'] });
    await addField(page, 'multicheck', 'colours', 'رنگ‌ها', { options: ['قرمز', 'سبز', 'آبی'] });
    await addField(page, 'pdatepicker', 'day', 'روز عرضه');
    await addField(page, 'toggle', 'ready', 'آماده');
    await addField(page, 'number', 'price', 'قیمت');
    await addField(page, 'link', 'site', 'وب‌سایت');

    // The required translated text is checked before Next, under its own field.
    await page.getByTestId('wizard-next').click();
    await field(page, 'subtitle').getByText(fa['common.error.required']).waitFor();
    expect(await page.locator('form[data-testid="wizard-step-2"]').isVisible()).toBe(true);

    // One value per language, each input in its language's direction.
    const subtitleFa = page.locator('#data_subtitle_fa');
    expect(await subtitleFa.getAttribute('dir')).toBe('rtl');
    await subtitleFa.fill('زیرعنوان فارسی');
    await page.getByTestId('data-tab-subtitle-en').click();
    expect(await page.locator('#data_subtitle_en').getAttribute('dir')).toBe('ltr');
    await page.locator('#data_subtitle_en').fill('English subtitle');

    await field(page, 'story').locator('.ProseMirror').click();
    await page.keyboard.type('متن بلند');

    // The image goes into its control's folder, its progress bar seen while the answer is held back.
    const cover = field(page, 'cover');
    expect(await cover.getByTestId('data-file-cover').getAttribute('data-folder')).toBe('Images');
    await uploadSeeingProgress(page, cover, 'jeld.png');
    await cover.locator('img.data-file__preview').waitFor();

    await choose(page, field(page, 'size').locator('.ant-select'), 'M');
    await field(page, 'colours').getByText('قرمز').click();
    await field(page, 'colours').getByText('آبی').click();

    // The Jalali picker: its panel shows Jalali months; a Jalali date typed is kept as the Gregorian one.
    await page.locator('#data_day').click();
    await page
      .locator('.ant-picker-dropdown:visible')
      .getByText(/فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/)
      .first()
      .waitFor();
    await page.locator('#data_day').fill('1403/01/01');
    await page.keyboard.press('Enter');
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    expect(await page.locator('#data_day').inputValue()).toBe('1403/01/01');

    await field(page, 'ready').locator('.ant-switch').click();
    await page.locator('#data_price').fill('۱۲۵۰٫۵');
    await page.locator('#data_site').fill('https://example.com/about');
    expect(await page.locator('#data_site').getAttribute('dir')).toBe('ltr');
    await page.mouse.move(0, 0);
    // The wizard's steps scroll inside the dialog: the custom fields in view for the pictures.
    await screenshotDesktopAndPhone(page, 'cms-data-content-editor', 'fa');
    await fieldsPicture(page, 'fa');

    await page.getByTestId('wizard-next').click();
    await page.locator('form[data-testid="wizard-step-3"]').waitFor();
    await page.getByTestId('wizard-published').click();
    await page.getByTestId('wizard-next').click();
    await page.locator('form[data-testid="wizard-step-4"]').waitFor();
    await page.getByTestId('wizard-save').click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/pages/مشخصات-محصول');

    // The page shows each value as its type is read, in Persian.
    await shown(page, 'subtitle').getByText('زیرعنوان فارسی').waitFor();
    await shown(page, 'story').getByText('متن بلند').waitFor();
    const image = shown(page, 'cover').locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('src')).toMatch(/^\/api\/CMS\/Image\/Images\/jeld-[^/]+\.png\?store=\d+&w=800$/);
    await image.evaluate((img: HTMLImageElement) => img.decode());
    await shown(page, 'size').getByText('M', { exact: true }).waitFor();
    expect(await shown(page, 'colours').locator('li').allTextContents()).toEqual(['قرمز', 'آبی']);
    await shown(page, 'day').getByText('۱۴۰۳/۰۱/۰۱').waitFor();
    await shown(page, 'ready').getByText(fa['datacontent.yes']).waitFor();
    await shown(page, 'price').getByText('۱٬۲۵۰٫۵').waitFor();
    expect(await shown(page, 'site').locator('a').getAttribute('href')).toBe('https://example.com/about');
    expect(await shown(page, 'site').locator('a').getAttribute('rel')).toBe('noopener noreferrer');
    await screenshotDesktopAndPhone(page, 'cms-data-content-page', 'fa');

    // Stored in the spec's shape: its template, and each entry's title, type, translate flag and content.
    const stored = JSON.parse(String((await pageBySlug(base, 'مشخصات-محصول', token)).page?.dataContent));
    expect(stored.template.map((c: { name: string; type: string }) => `${c.name}:${c.type}`)).toEqual([
      'subtitle:text',
      'story:richtext',
      'cover:image',
      'size:select',
      'colours:multicheck',
      'day:pdatepicker',
      'ready:toggle',
      'price:number',
      'site:link',
    ]);
    expect(stored.subtitle).toEqual({
      title: { fa: 'زیرعنوان' },
      type: 'text',
      translate: true,
      content: { fa: 'زیرعنوان فارسی', en: 'English subtitle' },
    });
    expect(stored.story.content).toBe('<p>متن بلند</p>');
    expect(stored.cover).toMatchObject({
      type: 'image',
      directory: 'Images',
      content: expect.stringMatching(/^\/api\/CMS\/Image\/Images\/jeld-/),
    });
    expect(stored.size.content).toBe('M');
    expect(stored.colours.content).toEqual(['قرمز', 'آبی']);
    expect(stored.day).toEqual({ title: { fa: 'روز عرضه' }, type: 'pdatepicker', translate: false, content: '2024-03-20' });
    expect(stored.ready.content).toBe(true);
    expect(stored.price.content).toBe('1250.5');
    expect(stored.site.content).toBe('https://example.com/about');

    // In English: the English subtitle, the Jalali date with its Gregorian one; the editor's Jalali picker stays Jalali.
    await chooseLanguage(page, 'en');
    await shown(page, 'subtitle').getByText('English subtitle').waitFor();
    await shown(page, 'day').getByText('1403/01/01 (2024/03/20)').waitFor();
    await shown(page, 'ready').getByText(dataContentEn['datacontent.yes']).waitFor();
    await shown(page, 'price').getByText('1,250.5').waitFor();
    await screenshotDesktopAndPhone(page, 'cms-data-content-page', 'en');
    await page.getByTestId('page-edit').click();
    await page.locator('form[data-testid="wizard-step-2"]').waitFor();
    expect(await page.locator('#data_day').inputValue()).toBe('1403/01/01');
    expect(await page.locator('#data_price').inputValue()).toBe('1250.5');
    await page.mouse.move(0, 0);
    await screenshotDesktopAndPhone(page, 'cms-data-content-editor', 'en');
    await fieldsPicture(page, 'en');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await wizard(page).waitFor({ state: 'detached' });

    // In Turkish: Persian-only titles fall back to Persian, marked as such.
    await chooseLanguage(page, 'tr');
    const title = shown(page, 'day').locator('h3');
    expect(await title.getAttribute('lang')).toBe('fa');
    expect(await title.getAttribute('dir')).toBe('rtl');
    // No Turkish subtitle: the first other language's (Persian, page-texts' order), marked as Persian.
    const subtitle = shown(page, 'subtitle').locator('p');
    await subtitle.getByText('زیرعنوان فارسی').waitFor();
    expect(await subtitle.getAttribute('lang')).toBe('fa');
    await screenshotDesktopAndPhone(page, 'cms-data-content-page', 'tr');
    await page.getByTestId('page-edit').click();
    await page.locator('form[data-testid="wizard-step-2"]').waitFor();
    await page.mouse.move(0, 0);
    await screenshotDesktopAndPhone(page, 'cms-data-content-editor', 'tr');
    await fieldsPicture(page, 'tr');
  });
});
