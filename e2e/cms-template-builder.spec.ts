import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { templatesEn } from '../apps/web/src/cms/templates/texts/templates.en';
import { templatesFa } from '../apps/web/src/cms/templates/texts/templates.fa';
import { templatesTr } from '../apps/web/src/cms/templates/texts/templates.tr';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { adminSession } from './support/cms-pages';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, confirmDelete, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa, ...templatesFa };
const texts = { fa: templatesFa, en: templatesEn, tr: templatesTr };
const LIST = '/dashboard/CMS/ContentTemplate/List';

const builder = (page: Page) => page.getByTestId('template-builder');
const rows = (page: Page) => builder(page).getByTestId('control-row');

/** The store's templates as the API answers them, by component name, with their controls parsed. */
async function templatesByApi(base: string, token: string): Promise<Map<string, { id: number; controls: Record<string, unknown>[] }>> {
  const answer = await call(base, 'GET', '/api/CMS/getContentTemplates', undefined, token);
  expect(answer.status).toBe(200);
  const list = answer.body.data as { id: number; componentName: string; dataTemplate: string }[];
  return new Map(
    list.map((row) => [row.componentName, { id: row.id, controls: JSON.parse(row.dataTemplate) as Record<string, unknown>[] }]),
  );
}

/** Adds a control at the end of the list: its name typed (`typed` runs before the name is left), its type chosen by its name in Persian. */
async function addControl(page: Page, name: string, type: string, typed?: (index: number) => Promise<void>): Promise<number> {
  const index = await rows(page).count();
  await builder(page).getByTestId('control-add').click();
  await page.locator(`#controls_${index}_name`).fill(name);
  await typed?.(index);
  await page.locator(`#controls_${index}_type`).click();
  const label = fa[`templatebuilder.type.${type}` as keyof typeof fa];
  await page.locator(`#controls_${index}_type`).fill(label);
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
  return index;
}

/** In option-list mode, adds each option. */
async function addOptions(page: Page, options: string[]): Promise<void> {
  for (const option of options) {
    await page.getByTestId('option-input').fill(option);
    await page.getByTestId('option-add').click();
    await page.getByTestId('option-list').getByTestId('option-item').filter({ hasText: option }).waitFor();
  }
}

/** The builder scrolled back to its top (its scroller is the modal's wrap, or its body on a phone), for a screenshot. */
async function builderShot(page: Page, name: string, lang: string): Promise<void> {
  await page.locator('.template-builder .ant-modal-body').evaluate((body) => {
    body.scrollTo(0, 0);
    body.closest('.ant-modal-wrap')?.scrollTo(0, 0);
  });
  await screenshotDesktopAndPhone(page, name, lang);
}

const names = (page: Page) => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));

describe('content templates: the template builder', () => {
  const journey = useJourney();
  keepFailureScreenshots('cms-template-builder', () => journey.browser);

  it('an administrator builds a template in the dashboard (options once each, names with underscores, duplicate names refused, move up), saves, reopens, deletes a control and the template', async () => {
    const { base, context, page, token } = await adminSession(journey);
    // A template with a choice of 1000 options: the most a control may offer (spec 000 §9).
    const thousand = Array.from({ length: 1000 }, (_, i) => `option ${i + 1}`);
    const big = await call(
      base,
      'POST',
      '/api/CMS/SaveContentTemplate',
      { componentName: 'survey', dataTemplate: JSON.stringify([{ name: 'answer', type: 'select', options: thousand }]), isForm: true },
      token,
    );
    expect(big.status, JSON.stringify(big.body)).toBe(201);

    // The dashboard's list of content templates has the builder's button; the builder lists the store's templates.
    await page.goto(LIST);
    await page.getByTestId('entity-table').waitFor();
    await page.getByTestId('template-builder-open').click();
    await builder(page).getByTestId('template-survey').waitFor();
    expect(await builder(page).getByTestId('template-survey').getByTestId('template-control-count').textContent()).toBe('۱ کنترل');
    await builder(page).getByTestId('template-survey').getByText(fa['templates.list.form']).waitFor();

    // New template: its component name and six controls.
    await builder(page).getByTestId('template-new').click();
    await builder(page).getByTestId('template-edit').waitFor();
    await page.locator('#template-componentName').fill('listing');
    await page.locator('#template-path').fill('/listing');
    // A name with spaces is shown as it will be stored while it is typed, and becomes it on leaving the field.
    const title = await addControl(page, 'news title', 'text', async (index) => {
      await rows(page)
        .nth(index)
        .getByTestId('control-name-normalized')
        .getByText(fa['templates.control.name.normalized'].replace('{{name}}', 'news_title'))
        .waitFor();
      expect(await page.locator(`#controls_${index}_name`).inputValue()).toBe('news title');
    });
    expect(await page.locator(`#controls_${title}_name`).inputValue()).toBe('news_title');
    await page.locator(`#controls_${title}_title_fa`).fill('عنوان خبر');
    await page.locator(`#controls_${title}_title_en`).fill('News title');
    await page.locator(`#controls_${title}_required`).check();
    await page.locator(`#controls_${title}_translate`).check();
    await addControl(page, 'body', 'richtext');
    const cover = await addControl(page, 'cover', 'image');
    // A file-like control takes its type's folder by default.
    await rows(page).nth(cover).getByText('Images', { exact: true }).waitFor();
    expect(await rows(page).nth(cover).locator(`#controls_${cover}_translate`).count()).toBe(1);

    // A select's options: added in option-list mode, a duplicate refused with the reason.
    const colour = await addControl(page, 'colour', 'select');
    await rows(page).nth(colour).getByTestId('control-options').click();
    await page.getByTestId('option-list').waitFor();
    expect(await builder(page).getByTestId('template-edit').isVisible()).toBe(false);
    await addOptions(page, ['قرمز', 'سبز']);
    await page.getByTestId('option-input').fill(' قرمز ');
    await page.getByTestId('option-add').click();
    await page.getByTestId('option-error').getByText(fa['templatebuilder.error.optionexists'].replace('{{option}}', 'قرمز')).waitFor();
    expect(await page.getByTestId('option-item').count()).toBe(2);
    await builderShot(page, 'cms-template-builder-options', 'fa');
    await page.getByTestId('options-done').click();
    await builder(page).getByTestId('template-edit').waitFor();
    expect(await rows(page).nth(colour).getByTestId('control-option-count').textContent()).toBe('۲ گزینه');
    // A select holds one value for every language: it offers no translation.
    expect(await page.locator(`#controls_${colour}_translate`).count()).toBe(0);

    const extras = await addControl(page, 'extras', 'multicheck');
    await rows(page).nth(extras).getByTestId('control-options').click();
    await addOptions(page, ['wifi', 'parking']);
    await page.getByTestId('options-done').click();
    await addControl(page, 'published on', 'pdatepicker');

    // A name another control has: said at once, on the second one.
    const twice = await addControl(page, 'body', 'text');
    await rows(page).nth(twice).getByTestId('control-error-name').getByText(fa['templatebuilder.error.controlalreadyexist']).waitFor();
    // Saving is refused while it stands (the domain's schema, before anything is sent).
    await builder(page).getByTestId('template-save').click();
    await rows(page).nth(twice).getByTestId('control-error-name').waitFor();
    expect((await templatesByApi(base, token)).has('listing')).toBe(false);
    await rows(page).nth(twice).getByTestId('control-delete').click();
    await rows(page).nth(twice).waitFor({ state: 'detached' });
    expect(await builder(page).getByTestId('control-error-name').count()).toBe(0);

    // Move up: the date swaps with the checkboxes before it.
    expect(await names(page)).toEqual(['news_title', 'body', 'cover', 'colour', 'extras', 'published_on']);
    await rows(page).nth(5).getByTestId('control-moveup').click();
    expect(await names(page)).toEqual(['news_title', 'body', 'cover', 'colour', 'published_on', 'extras']);
    await builderShot(page, 'cms-template-builder-edit', 'fa');

    // Saved: a toast, back to the list, and the API has it as built.
    await builder(page).getByTestId('template-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await builder(page).getByTestId('template-listing').waitFor();
    expect(await builder(page).getByTestId('template-listing').getByTestId('template-control-count').textContent()).toBe('۶ کنترل');
    const saved = (await templatesByApi(base, token)).get('listing');
    expect(saved?.controls.map((c) => [c.name, c.type])).toEqual([
      ['news_title', 'text'],
      ['body', 'richtext'],
      ['cover', 'image'],
      ['colour', 'select'],
      ['published_on', 'pdatepicker'],
      ['extras', 'multicheck'],
    ]);
    expect(saved?.controls[0]).toMatchObject({ title: { fa: 'عنوان خبر', en: 'News title' }, required: true, translate: true });
    expect(saved?.controls[2]).toMatchObject({ directory: 'Images' });
    expect(saved?.controls[3]).toMatchObject({ options: ['قرمز', 'سبز'] });
    expect(saved?.controls[5]).toMatchObject({ options: ['wifi', 'parking'] });
    await builderShot(page, 'cms-template-builder-list', 'fa');

    // Reopened: as saved. A control deleted and saved again.
    await builder(page).getByTestId('template-listing').getByTestId('template-edit').click();
    await builder(page).getByTestId('template-edit').waitFor();
    expect(await names(page)).toEqual(['news_title', 'body', 'cover', 'colour', 'published_on', 'extras']);
    expect(await page.locator('#template-path').inputValue()).toBe('/listing');
    expect(await page.locator('#controls_0_title_fa').inputValue()).toBe('عنوان خبر');
    expect(await page.locator('#controls_0_required').isChecked()).toBe(true);
    await rows(page).nth(1).getByTestId('control-delete').click();
    expect(await names(page)).toEqual(['news_title', 'cover', 'colour', 'published_on', 'extras']);
    await builder(page).getByTestId('template-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await builder(page).getByTestId('template-listing').waitFor();
    expect((await templatesByApi(base, token)).get('listing')?.controls.map((c) => c.name)).toEqual([
      'news_title',
      'cover',
      'colour',
      'published_on',
      'extras',
    ]);

    // A component name another template has: the server's refusal under the field.
    await builder(page).getByTestId('template-new').click();
    await page.locator('#template-componentName').fill('NEWS');
    await addControl(page, 'x', 'text');
    await builder(page).getByTestId('template-save').click();
    await builder(page).getByTestId('template-error-componentName').getByText(fa['cms.error.componentexists']).waitFor();
    await builder(page).getByTestId('template-back').click();

    // The 1000th option is the last one a control takes.
    await builder(page).getByTestId('template-survey').getByTestId('template-edit').click();
    await rows(page).nth(0).getByTestId('control-options').click();
    await page.getByTestId('option-input').fill('one more');
    await page.getByTestId('option-add').click();
    await page.getByTestId('option-error').getByText(fa['common.error.max'].replace('{{max}}', '۱۰۰۰')).waitFor();
    await page.getByTestId('options-done').click();
    await builder(page).getByTestId('template-back').click();

    // Deleting a template asks first; cancelled, it stays; confirmed, it is gone.
    await builder(page).getByTestId('template-listing').getByTestId('template-delete').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(fa['common.delete.confirm'].replace('{{name}}', 'listing')).waitFor();
    await confirm.getByRole('button', { name: fa['common.cancel'] }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await templatesByApi(base, token)).has('listing')).toBe(true);
    await builder(page).getByTestId('template-listing').getByTestId('template-delete').click();
    await confirmDelete(page);
    await toast(page, fa['common.datadeletedsuccessfully']);
    await builder(page).getByTestId('template-listing').waitFor({ state: 'detached' });
    expect((await templatesByApi(base, token)).has('listing')).toBe(false);
    await page.locator('.template-builder .ant-modal-close').click();
    await context.close();
  });

  it('the dashboard’s Create and Update of a template open the builder; it reads in English and Turkish and on a phone', async () => {
    const { base, context, page, token } = await adminSession(journey);
    const made = await call(
      base,
      'POST',
      '/api/CMS/SaveContentTemplate',
      {
        componentName: 'enquiry',
        dataTemplate: JSON.stringify([
          { name: 'email', type: 'text', title: { en: 'Email', fa: 'ایمیل', tr: 'E-posta' }, required: true },
          { name: 'topic', type: 'radio', options: ['sales', 'support'] },
        ]),
        isForm: true,
      },
      token,
    );
    // A retry on the same server finds it made by the first try.
    expect([201, 409]).toContain(made.status);
    const id =
      made.status === 201 ? Number((made.body.data as { id: number }).id) : Number((await templatesByApi(base, token)).get('enquiry')?.id);

    // Update/{id}: the builder on that template; closing it goes back to the list.
    await page.goto(`/dashboard/CMS/ContentTemplate/Update/${id}`);
    await builder(page).getByTestId('template-edit').waitFor();
    expect(await page.locator('#template-componentName').inputValue()).toBe('enquiry');
    expect(await page.locator('#template-isForm').getAttribute('aria-checked')).toBe('true');
    await page.locator('.template-builder .ant-modal-close').click();
    await page.waitForURL((url) => url.pathname === LIST);
    // Create: the builder on a new template, no raw JSON anywhere.
    await page.getByTestId('create-button').click();
    await builder(page).getByTestId('template-edit').waitFor();
    expect(await page.locator('#template-componentName').inputValue()).toBe('');
    expect(await page.locator('textarea').count()).toBe(0);
    await page.locator('.template-builder .ant-modal-close').click();
    await page.waitForURL((url) => url.pathname === LIST);

    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await page.getByTestId('template-builder-open').click();
      await builder(page).getByTestId('template-enquiry').waitFor();
      await builder(page).getByText(texts[lang]['templates.list.new']).waitFor();
      await builderShot(page, 'cms-template-builder-list', lang);
      await builder(page).getByTestId('template-enquiry').getByTestId('template-edit').click();
      await builder(page).getByTestId('template-edit').waitFor();
      expect(await page.locator('#controls_0_title_tr').inputValue()).toBe('E-posta');
      await builderShot(page, 'cms-template-builder-edit', lang);
      await builder(page).getByTestId('template-back').click();
      await page.locator('.template-builder .ant-modal-close').click();
      await builder(page).waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
