import { HOME_CONTENT_PART, messages, sampleControls, sampleControlValue, slugify, TOOLBOX_POSITIONS } from '@store/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentsEn } from '../apps/web/src/cms/contents/texts/contents.en';
import { contentsFa } from '../apps/web/src/cms/contents/texts/contents.fa';
import { dataContentFa } from '../apps/web/src/cms/data-content/texts/data-content.fa';
import { pagesFa } from '../apps/web/src/cms/pages/texts/pages.fa';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext } from './support/browser';
import { choose, uploadSeeingProgress } from './support/cms-controls';
import { addPageByApi, adminSession } from './support/cms-pages';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, confirmDelete, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa, ...pagesFa, ...contentsFa, ...dataContentFa };
const en = { ...messages.en, ...contentsEn };

/** The template of the journey's contents: the six kinds of control the issue names. */
const ARTICLE = [
  { name: 'headline', type: 'text', translate: true, required: true, title: { fa: 'تیتر', en: 'Headline' } },
  { name: 'body', type: 'richtext', title: { fa: 'متن', en: 'Text' } },
  { name: 'photo', type: 'image', title: { fa: 'تصویر', en: 'Photo' } },
  { name: 'deal', type: 'select', options: ['خرید', 'اجاره'], title: { fa: 'نوع معامله', en: 'Deal' } },
  { name: 'labels', type: 'multicheck', options: ['نو', 'ویژه', 'فوری'], title: { fa: 'برچسب‌ها', en: 'Labels' } },
  { name: 'day', type: 'pdatepicker', title: { fa: 'روز بازدید', en: 'Visit day' } },
];

async function saveTemplate(base: string, token: string, componentName: string, controls: unknown[]): Promise<number> {
  const answer = await call(base, 'POST', '/api/CMS/SaveContentTemplate', { componentName, dataTemplate: JSON.stringify(controls) }, token);
  if (answer.status === 409) {
    // A retry on the same server: the first try made it.
    const made = (await call(base, 'GET', '/api/CMS/getContentTemplates', undefined, token)).body.data as {
      id: number;
      componentName: string;
    }[];
    const found = made.find((t) => t.componentName === componentName);
    if (found) return found.id;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return Number(dataOf(answer).id);
}

async function saveSetting(base: string, token: string, name: string, value: string): Promise<void> {
  const answer = await call(base, 'POST', '/api/Settings/saveAppSetting', { name, value }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The contents of a place as a visitor reads them through the API. */
async function visitorContents(base: string, query: string) {
  return (await call(base, 'GET', `/api/CMS/getContents?${query}`)).body.data as {
    id: number;
    title: Record<string, string> | null;
    dataContent: string;
  }[];
}

const editor = (page: Page) => page.locator('.content-editor');
const control = (page: Page, name: string) => editor(page).locator(`[data-control="${name}"]`);
const frame = (page: Page, slot: string) => page.locator(`[data-slot="${slot}"] .content-frame`).first();
const shownValue = (scope: Locator, name: string) => scope.locator(`.data-view [data-control="${name}"], [data-control="${name}"]`).first();

/** Opens a content's toolbox (hover) and clicks one of its tools. */
async function tool(content: Locator, action: 'edit' | 'exchange' | 'versions' | 'delete'): Promise<void> {
  await content.hover();
  await content.getByTestId(`content-${action}`).click();
}

describe('contents: placeholders, the content editor, versions, the toolbox and public forms', () => {
  const journey = useJourney();
  keepFailureScreenshots('cms-contents', () => journey.browser);

  it('an administrator makes a page with the wizard in Persian, adds a content to its placeholder (text, rich text, an image with progress, select, checkboxes, a Jalali date), publishes, edits and restores the first version; a visitor sees each version', async () => {
    const { base, context, page, token } = await adminSession(journey);
    await saveTemplate(base, token, 'article', ARTICLE);
    // A page of its own each attempt: a retried attempt must not find the first attempt's page (its name is taken).
    const pageName = `آگهی ویژه ${Math.random().toString(36).slice(2, 6)}`;
    const pageSlug = slugify(pageName);

    // The page, made with the wizard in Persian.
    await page.goto('/');
    await page.getByTestId('add-page').click();
    await page.locator('.page-wizard #name').fill(pageName);
    await page.getByTestId('wizard-next').click();
    await page.locator('form[data-testid="wizard-step-2"]').waitFor();
    await page.getByTestId('layout-twocolumn').click();
    await page.locator('#title_fa').fill(pageName);
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-published').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-save').click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/pages/${pageSlug}`);

    // An empty region offers the plus button to administrators.
    await page.getByTestId('content-add-side').click();
    await editor(page).waitFor();
    // Published by default (spec 000 §4); nothing to fill before a template is chosen.
    expect(await page.getByTestId('content-published').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('content-save').click();
    await editor(page).getByText(fa['content.error.contenttype']).waitFor();
    await choose(page, page.getByTestId('content-template'), 'article');
    await control(page, 'headline').waitFor();

    // A required control is checked before anything is sent.
    await page.getByTestId('content-save').click();
    await control(page, 'headline').getByText(fa['common.error.required']).waitFor();

    await page.locator('#data_headline_fa').fill('آپارتمان دو خوابه');
    await control(page, 'body').locator('.ProseMirror').click();
    await page.keyboard.type('نزدیک مترو');
    // The image's progress is seen while the upload's answer is held back.
    await uploadSeeingProgress(page, control(page, 'photo'), 'khane.png');
    await choose(page, control(page, 'deal').locator('.ant-select'), 'اجاره');
    await control(page, 'labels').getByText('نو', { exact: true }).click();
    await control(page, 'labels').getByText('فوری').click();
    await page.locator('#data_day').fill('1403/07/15');
    await page.keyboard.press('Enter');
    expect(await page.locator('#data_day').inputValue()).toBe('1403/07/15');
    await screenshotDesktopAndPhone(page, 'cms-contents-editor', 'fa');
    await page.getByTestId('content-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await editor(page).waitFor({ state: 'detached' });

    // The content in its region, each control shown as its type reads.
    const side = frame(page, 'side');
    await shownValue(side, 'headline').getByText('آپارتمان دو خوابه').waitFor();
    await shownValue(side, 'day').getByText('۱۴۰۳/۰۷/۱۵').waitFor();
    const [created] = await visitorContents(base, 'partName=side&entityName=Page');
    const stored = JSON.parse(String(created?.dataContent));
    expect(stored.deal.content).toBe('اجاره');
    expect(stored.labels.content).toEqual(['نو', 'فوری']);
    expect(stored.day.content).toBe('2024-10-06');
    expect(stored.photo).toMatchObject({ type: 'image', directory: 'Images' });
    expect(stored.body.content).toBe('<p>نزدیک مترو</p>');

    // A visitor sees it, without the administrator's tools.
    const visitorContext = await newContext(journey.browser, base);
    const visitor = await visitorContext.newPage();
    const pagePath = `/pages/${encodeURIComponent(pageSlug)}`;
    await visitor.goto(pagePath);
    await shownValue(frame(visitor, 'side'), 'headline').getByText('آپارتمان دو خوابه').waitFor();
    expect(await visitor.getByTestId('content-toolbox').count()).toBe(0);
    expect(await visitor.locator('[data-testid^="content-add-"]').count()).toBe(0);
    await screenshotDesktopAndPhone(visitor, 'cms-contents-page', 'fa');
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(visitor, lang);
      await shownValue(frame(visitor, 'side'), 'day').waitFor();
      await screenshotDesktopAndPhone(visitor, 'cms-contents-page', lang);
    }

    // Edited: the visitor sees the new text.
    await tool(side, 'edit');
    await editor(page).waitFor();
    expect(await page.locator('#data_headline_fa').inputValue()).toBe('آپارتمان دو خوابه');
    await page.locator('#data_headline_fa').fill('آپارتمان سه خوابه');
    await page.getByTestId('content-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await visitor.reload();
    await shownValue(frame(visitor, 'side'), 'headline').getByText('آپارتمان سه خوابه').waitFor();

    // The first version restored: the visitor sees the first text again.
    await tool(frame(page, 'side'), 'versions');
    await page.getByTestId('versions-panel').waitFor();
    await page.getByTestId('version-restore-1').click();
    await page.getByTestId('confirm-restore').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await shownValue(frame(page, 'side'), 'headline').getByText('آپارتمان دو خوابه').waitFor();
    await visitor.reload();
    await shownValue(frame(visitor, 'side'), 'headline').getByText('آپارتمان دو خوابه').waitFor();
    await visitorContext.close();
    await context.close();
  });

  it('puts the toolbox where the store says (six positions, or always shown), copies a language, hides an unpublished content from visitors and deletes only after a confirmation', async () => {
    const { base, context, page, token } = await adminSession(journey);
    const templateId = await saveTemplate(base, token, 'note', [{ name: 'line', type: 'text', translate: true }]);
    const { id: pageId, slug } = await addPageByApi(base, token, {
      slug: `notes-${Math.random().toString(36).slice(2, 6)}`,
      layoutType: 'onecolumn',
      title: { fa: 'یادداشت‌ها', en: 'Notes' },
      published: true,
    });
    const made = await call(
      base,
      'POST',
      '/api/CMS/SaveContent',
      {
        contentTemplateId: templateId,
        title: { fa: 'یادداشت نخست' },
        partName: 'main',
        entityName: 'Page',
        entityId: pageId,
        dataContent: JSON.stringify({ line: { content: { fa: 'سلام' } } }),
      },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const contentId = Number(dataOf(made).id);

    // Each of the six positions, measured against the content's frame.
    for (const position of TOOLBOX_POSITIONS) {
      await saveSetting(base, token, 'content.toolboxposition', position);
      await page.goto(`/pages/${slug}`);
      // The administrator's bar above the page loads lazily and moves the page down: measure after it.
      await page.getByTestId('page-admin-bar').waitFor();
      const content = page.getByTestId(`content-${contentId}`);
      await content.hover();
      const box = content.getByTestId('content-toolbox');
      await expect.poll(() => box.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      // Both boxes in one go, so nothing moves between the two measures.
      const [outer, inner] = await box.evaluate((el) => {
        const of = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
        return [of((el.parentElement as HTMLElement).getBoundingClientRect()), of(el.getBoundingClientRect())];
      });
      const near = (a: number, b: number) => Math.abs(a - b) < 12;
      const middle = near(inner.y + inner.height / 2, outer.y + outer.height / 2);
      const expected = {
        topright: near(inner.y, outer.y) && near(inner.x + inner.width, outer.x + outer.width),
        topleft: near(inner.y, outer.y) && near(inner.x, outer.x),
        bottomleft: near(inner.y + inner.height, outer.y + outer.height) && near(inner.x, outer.x),
        bottomright: near(inner.y + inner.height, outer.y + outer.height) && near(inner.x + inner.width, outer.x + outer.width),
        right: middle && near(inner.x + inner.width, outer.x + outer.width),
        left: middle && near(inner.x, outer.x),
      };
      expect(expected[position], `${position}: toolbox ${JSON.stringify(inner)} in ${JSON.stringify(outer)}`).toBe(true);
    }
    // Fixed: shown without hovering.
    await saveSetting(base, token, 'content.toolboxfixed', 'true');
    await page.goto(`/pages/${slug}`);
    await page.mouse.move(0, 0);
    await expect
      .poll(() =>
        page
          .getByTestId(`content-${contentId}`)
          .getByTestId('content-toolbox')
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');

    // Exchange language: the Persian texts copied into English, the Persian kept.
    const content = page.getByTestId(`content-${contentId}`);
    await tool(content, 'exchange');
    await page.getByTestId('content-exchange-step').waitFor();
    await page.getByTestId('exchange-copy').click();
    expect(await page.locator('#title_en').inputValue()).toBe('یادداشت نخست');
    await page.getByTestId('content-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    const [copied] = await visitorContents(base, `partName=main&entityName=Page&entityId=${pageId}`);
    expect(copied?.title).toMatchObject({ fa: 'یادداشت نخست', en: 'یادداشت نخست' });
    expect(JSON.parse(String(copied?.dataContent)).line.content).toEqual({ fa: 'سلام', en: 'سلام' });

    // A draft: kept beside the content, seen in its versions and previewed, published by restoring it.
    await tool(content, 'edit');
    await page.locator('#data_line_fa').fill('سلام دوباره');
    await page.getByTestId('content-save-draft').click();
    await toast(page, fa['contents.editor.draft.saved']);
    const stillLive = await visitorContents(base, `partName=main&entityName=Page&entityId=${pageId}`);
    expect(JSON.parse(String(stillLive[0]?.dataContent)).line.content.fa).toBe('سلام');
    await tool(content, 'versions');
    const drafts = page.getByTestId('versions-panel').locator('[data-testid^="version-"]', { hasText: fa['pages.versions.state.draft'] });
    await drafts.first().waitFor();
    const draftNo = Number((await drafts.first().getAttribute('data-testid'))?.replace('version-', ''));
    await page.getByTestId(`version-preview-${draftNo}`).click();
    await page.getByTestId('version-preview').getByText('سلام دوباره').waitFor();
    await page.locator('.version-modal .ant-modal-close').click();
    await page.getByTestId(`version-restore-${draftNo}`).click();
    await page.getByTestId('confirm-restore').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await page.getByTestId('versions-panel').locator('.ant-drawer-close').click();
    await page.getByTestId('versions-panel').waitFor({ state: 'hidden' });
    await content.getByText('سلام دوباره').waitFor();
    const published = await visitorContents(base, `partName=main&entityName=Page&entityId=${pageId}`);
    expect(JSON.parse(String(published[0]?.dataContent)).line.content.fa).toBe('سلام دوباره');

    // Saved unpublished: visitors no longer see it; administrators see it marked.
    await tool(content, 'edit');
    await page.getByTestId('content-published').click();
    await editor(page).getByText(fa['contents.editor.save.unpublished']).waitFor();
    await page.getByTestId('content-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await content.getByTestId('content-unpublished').waitFor();
    expect(await visitorContents(base, `partName=main&entityName=Page&entityId=${pageId}`)).toEqual([]);
    await chooseLanguage(page, 'en');
    await content.getByText(en['contents.unpublished']).waitFor();
    await chooseLanguage(page, 'fa');

    // Delete asks first: cancelled, the content stays; confirmed, it is gone and the plus button is back.
    await tool(content, 'delete');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: fa['common.cancel'] }).click();
    await content.waitFor();
    await tool(content, 'delete');
    await confirmDelete(page);
    await toast(page, fa['common.datadeletedsuccessfully']);
    await page.getByTestId('content-add-main').waitFor();
    await context.close();
  });

  it('a visitor sends the demo store’s contact form (Persian), and the administrator reads it in the dashboard', async () => {
    const base = journey.server.url;
    const visitorContext = await newContext(journey.browser, base);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pages/${encodeURIComponent('تماس-با-ما')}`);
    const form = visitor.getByTestId('public-form-contactform');
    await form.waitFor();
    // The field bots fill in is out of a person's sight and reach.
    const trap = form.locator('input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await form.locator('.public-form__trap').getAttribute('aria-hidden')).toBe('true');
    expect((await form.locator('.public-form__trap').boundingBox())?.width).toBeLessThanOrEqual(1);
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(visitor, lang);
      await form.locator('[data-control="message"]').waitFor();
      await screenshotDesktopAndPhone(visitor, 'cms-contents-contact', lang);
    }
    await chooseLanguage(visitor, 'fa');
    await form.getByTestId('form-send').click();
    await form.locator('[data-control="name"]').getByText(fa['common.error.required']).waitFor();
    await form.locator('#data_name_fa, #data_name').first().fill('مریم رضایی');
    await form.locator('#data_email_fa, #data_email').first().fill('maryam@example.com');
    await form.locator('#data_message_fa, #data_message').first().fill('آیا آپارتمان خیابان زند هنوز موجود است؟');
    await screenshotDesktopAndPhone(visitor, 'cms-contents-contact', 'fa');
    await form.getByTestId('form-send').click();
    await visitor.getByTestId('form-sent').waitFor();
    await visitorContext.close();

    const { page, context, token } = await adminSession(journey);
    const sent = (await call(base, 'GET', '/api/FormSubmissions', undefined, token)).body.data as { id: number; read: boolean }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]?.read).toBe(false);
    await page.goto('/dashboard/CMS/FormSubmission/List');
    await page.getByText('مریم رضایی').first().waitFor();
    await page.getByTestId(`edit-${sent[0]?.id}`).click();
    const answers = page.getByTestId('submission-answers');
    await answers.getByText('آیا آپارتمان خیابان زند هنوز موجود است؟').waitFor();
    await answers.getByText('maryam@example.com').waitFor();
    // Opened, it is read.
    await expect
      .poll(async () => ((await call(base, 'GET', '/api/FormSubmissions', undefined, token)).body.data as { read: boolean }[])[0]?.read)
      .toBe(true);
    await screenshotDesktopAndPhone(page, 'cms-contents-submission', 'fa');
    await context.close();
  });

  it('a visitor answers a form of choices drawn with the browser’s own inputs (select, radio, checkboxes, a number in Persian digits, a toggle); the submission keeps them', async () => {
    const { base, context, token } = await adminSession(journey);
    // Its own names on each try (a retry runs on the same server).
    const surveyName = `survey${Date.now().toString(36)}`;
    const survey = [
      { name: 'room', type: 'select', required: true, options: ['یک خوابه', 'دو خوابه'], title: { fa: 'نوع واحد', en: 'Unit' } },
      { name: 'when', type: 'radio', required: true, options: ['صبح', 'عصر'], title: { fa: 'زمان تماس', en: 'When' } },
      { name: 'extras', type: 'multicheck', options: ['پارکینگ', 'انباری', 'آسانسور'], title: { fa: 'امکانات', en: 'Extras' } },
      { name: 'budget', type: 'number', title: { fa: 'بودجه', en: 'Budget' } },
      { name: 'news', type: 'toggle', title: { fa: 'خبرنامه', en: 'Newsletter' } },
    ];
    const made = await call(
      base,
      'POST',
      '/api/CMS/SaveContentTemplate',
      { componentName: surveyName, isForm: true, dataTemplate: JSON.stringify(survey) },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const holderId = await saveTemplate(base, token, `${surveyName}holder`, [{ name: 'form', type: 'form', title: { fa: 'نظرسنجی' } }]);
    const placed = await call(
      base,
      'POST',
      '/api/CMS/SaveContent',
      { contentTemplateId: holderId, partName: HOME_CONTENT_PART, dataContent: JSON.stringify({ form: { content: surveyName } }) },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await context.close();

    const visitorContext = await newContext(journey.browser, base);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const form = visitor.getByTestId(`public-form-${surveyName}`);
    await form.waitFor();
    // Drawn without Ant Design: plain inputs, named by their titles.
    expect(await form.locator('[class*="ant-"]').count()).toBe(0);
    await form.getByTestId('form-send').click();
    await form.locator('[data-control="room"]').getByText(fa['common.error.required']).waitFor();
    await form.locator('[data-control="when"]').getByText(fa['common.error.required']).waitFor();
    await form.getByLabel('نوع واحد').selectOption('دو خوابه');
    await form.getByRole('group', { name: 'زمان تماس' }).getByLabel('عصر').check();
    await form.getByRole('group', { name: 'امکانات' }).getByLabel('پارکینگ').check();
    await form.getByRole('group', { name: 'امکانات' }).getByLabel('آسانسور').check();
    await form.getByLabel('بودجه').fill('۱۲۵۰');
    // Shown in Persian digits, sent in Latin ones.
    expect(await form.getByLabel('بودجه').inputValue()).toBe('۱۲۵۰');
    await form.getByLabel('خبرنامه').check();
    await screenshotDesktopAndPhone(visitor, 'cms-contents-survey', 'fa');
    await form.getByTestId('form-send').click();
    await visitor.getByTestId('form-sent').waitFor();
    await visitorContext.close();

    const admin = await adminSession(journey);
    const surveyId = Number(dataOf(made).id);
    const sent = (await call(base, 'GET', `/api/FormSubmissions?contentTemplateId=${surveyId}`, undefined, admin.token)).body.data as {
      dataContent: string;
    }[];
    expect(sent).toHaveLength(1);
    const answers = JSON.parse(sent[0]?.dataContent ?? '{}') as Record<string, { content: unknown }>;
    expect(answers.room?.content).toBe('دو خوابه');
    expect(answers.when?.content).toBe('عصر');
    expect(answers.extras?.content).toEqual(['پارکینگ', 'آسانسور']);
    expect(String(answers.budget?.content)).toMatch(/^1250(\.0+)?$/);
    expect(answers.news?.content).toBe(true);
    await admin.context.close();
  });

  it('shows every one of the 24 control types in the editor and on the public page', async () => {
    const { base, context, page, token } = await adminSession(journey);
    const controls = sampleControls(5);
    const templateId = await saveTemplate(base, token, 'everything', controls);
    const data = Object.fromEntries(controls.map((c, i) => [c.name, { content: sampleControlValue(c, i + 1) }]));
    const made = await call(
      base,
      'POST',
      '/api/CMS/SaveContent',
      { contentTemplateId: templateId, partName: HOME_CONTENT_PART, dataContent: JSON.stringify(data) },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = Number(dataOf(made).id);
    const stored = JSON.parse(String(dataOf(made).dataContent)) as Record<string, { type: string }>;
    expect(Object.keys(stored).sort()).toEqual(controls.map((c) => c.name).sort());

    // The public page: one block per control (a label is its heading; a form and a list are drawn by the page).
    const visitorContext = await newContext(journey.browser, base);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const shown = visitor.getByTestId(`placeholder-${HOME_CONTENT_PART}`);
    for (const c of controls) {
      const entry = shown.locator(`[data-control="${c.name}"]`).first();
      // Scrolled to first: a lazy picture below the fold (the sample files do not exist) takes no room until it is near.
      await entry.waitFor({ state: 'attached' });
      await entry.evaluate((element) => element.scrollIntoView());
      await entry.waitFor();
    }
    await visitorContext.close();

    // The editor: one field per control (a label shows its title).
    await page.goto('/');
    // Nothing may break while the editor shows them (the sample files do not exist: their 404s are expected).
    const broken: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) broken.push(m.text().slice(0, 300));
    });
    await tool(page.getByTestId(`content-${id}`), 'edit');
    await editor(page).waitFor();
    for (const c of controls) {
      if (c.type === 'label') await editor(page).getByTestId(`data-label-${c.name}`).waitFor();
      else await control(page, c.name).waitFor();
    }
    expect(broken).toEqual([]);
    await context.close();
  });
});
