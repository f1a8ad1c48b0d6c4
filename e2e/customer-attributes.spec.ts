import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { submitCredentials } from './support/account';
import { accountJourney } from './support/account-setup';
import { AdminApi } from './support/api';
import { confirmIfAsked, fillWizardToLastStep, wizard } from './support/customer-wizard';
import { openList, selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const names = (faName: string, en: string, tr: string) => ({ fa: faName, en, tr });

interface Attribute {
  id: number;
  genericAttributeValues: { id: number; name: { fa: string } }[];
}

/** An attribute's control in the editor, its error text and one of its choices by name. */
const control = (page: Page, attribute: Attribute) => page.locator(`[data-control="attribute_${attribute.id}"]`);
const issueOf = (page: Page, attribute: Attribute) => control(page, attribute).locator('.ant-form-item-explain');
const valueId = (attribute: Attribute, index: number) => String(attribute.genericAttributeValues[index]?.id);

/** What the row holds, by attribute id. */
async function held(base: string, token: string, customerId: number): Promise<Record<number, string>> {
  const answer = await call(
    base,
    'GET',
    `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${customerId}`,
    undefined,
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = dataOf(answer) as unknown as { genericAttributeId: number; value: string }[];
  return Object.fromEntries(rows.map((r) => [r.genericAttributeId, r.value]));
}

describe('customer attributes (one attribute editor in the wizard and the profile)', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'customer-attributes');

  it('an administrator fills a new customer’s attributes in the wizard’s third step, required ones checked first; the customer changes them in the profile and uploads a private file', async () => {
    const base = journey.server.url;
    const page = await device();
    await signInAsAdmin(page);
    const adminToken = await storedToken(page);
    const api = new AdminApi(base, adminToken);
    const choices = (...list: [string, string, string][]) =>
      list.map(([f, e, t], i) => ({ name: names(f, e, t), isPreselected: i === 1, displayOrder: i }));
    const size = await api.create<Attribute>('GenericAttributes', {
      name: names('اندازه لباس', 'Shirt size', 'Gömlek bedeni'),
      entityName: 'Customer',
      attributeControlTypeId: '11',
      isRequired: true,
      displayOrder: 1,
      genericAttributeValues: choices(['کوچک', 'Small', 'Küçük'], ['متوسط', 'Medium', 'Orta'], ['بزرگ', 'Large', 'Büyük']),
    });
    const interests = await api.create<Attribute>('GenericAttributes', {
      name: names('علاقه‌مندی‌ها', 'Interests', 'İlgi alanları'),
      groupName: names('درباره شما', 'About you', 'Hakkınızda'),
      entityName: 'Customer',
      attributeControlTypeId: '21',
      isRequired: true,
      displayOrder: 2,
      genericAttributeValues: choices(['کتاب', 'Books', 'Kitaplar'], ['فیلم', 'Films', 'Filmler'], ['موسیقی', 'Music', 'Müzik']).map(
        (v) => ({
          ...v,
          isPreselected: false,
        }),
      ),
    });
    const newsletter = await api.create<Attribute>('GenericAttributes', {
      name: names('خبرنامه', 'Newsletter', 'Bülten'),
      groupName: names('درباره شما', 'About you', 'Hakkınızda'),
      entityName: 'Customer',
      attributeControlTypeId: '5',
      isRequired: true,
      displayOrder: 3,
    });
    const about = await api.create<Attribute>('GenericAttributes', {
      name: names('معرفی کوتاه', 'A short introduction', 'Kısa tanıtım'),
      entityName: 'Customer',
      attributeControlTypeId: '3',
      displayOrder: 4,
    });
    const resume = await api.create<Attribute>('GenericAttributes', {
      name: names('رزومه', 'Résumé', 'Özgeçmiş'),
      entityName: 'Customer',
      attributeControlTypeId: '6',
      displayOrder: 5,
    });

    const gone = await api.create<Attribute>('GenericAttributes', {
      name: names('کد معرف', 'Referral code', 'Referans kodu'),
      entityName: 'Customer',
      attributeControlTypeId: '1',
      displayOrder: 6,
    });

    // The wizard's third step: the attributes (a preselected size), then the read-back.
    const four = String(1000 + Math.floor(Math.random() * 9000));
    const username = `attr.client${four}`;
    await openList(page, 'Customers/Customer');
    await fillWizardToLastStep(page, {
      mobile: `+98912555${four}`,
      username,
      password: 'attributes-pass-1',
      firstName: 'پرستو',
      lastName: 'کریمی',
      nationalCode: '0084575948',
      jalaliBirth: '1369/05/10',
    });
    await wizard(page).getByTestId('attributes-Customer').waitFor();
    await expect.poll(() => control(page, size).locator('.ant-select').textContent()).toContain('متوسط');
    // Saving is stopped while a required attribute is empty (a toggle never is), in Persian, and nothing is saved.
    await page.getByTestId('customer-wizard-save').click();
    await expect.poll(() => issueOf(page, interests).textContent()).toBe(fa['common.error.required']);
    expect(await issueOf(page, newsletter).count()).toBe(0);
    expect((await api.list('Customers', { q: username })).data).toEqual([]);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await page.getByTestId(`lang-${lang}`).first().dispatchEvent('click');
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await screenshotDesktopAndPhone(page, 'customer-attributes-wizard', lang);
    }
    await control(page, interests).getByText('کتاب').click();
    await control(page, interests).getByText('موسیقی').click();
    await expect.poll(() => issueOf(page, interests).count()).toBe(0);
    await page.locator(`#data_attribute_${about.id}`).fill('خریدار همیشگی فروشگاه');
    // Meanwhile another administrator turns an attribute off: the customer is saved, their attributes
    // are refused (the toast titled as spec 000 §8 says), the editor reads the store's attributes again.
    await control(page, gone).waitFor();
    const turnedOff = await call(base, 'PUT', `/api/GenericAttributes/${gone.id}`, { isActived: false }, adminToken);
    expect(turnedOff.status, JSON.stringify(turnedOff.body)).toBe(200);
    await page.getByTestId('customer-wizard-save').click();
    await confirmIfAsked(page);
    await toast(page, fa['customer.saveerror_message']);
    await expect.poll(() => control(page, gone).count()).toBe(0);
    const customerId = await api.idOf('Customers', username);
    expect(await held(base, adminToken, customerId)).toEqual({});
    // Save again: the customer is not made twice; their attributes are saved.
    await page.getByTestId('customer-wizard-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    expect((await api.list('Customers', { q: username })).data).toHaveLength(1);
    expect(await held(base, adminToken, customerId)).toEqual({
      [size.id]: valueId(size, 1),
      [interests.id]: `|${valueId(interests, 0)}|,|${valueId(interests, 2)}|`,
      [newsletter.id]: 'false',
      [about.id]: 'خریدار همیشگی فروشگاه',
    });

    // The customer, on their own device: the profile shows what the administrator chose, and they change it.
    const own = await device();
    await own.goto('/Authentication');
    await submitCredentials(own, username, 'attributes-pass-1');
    await own.getByTestId('user-menu').first().waitFor();
    await own.goto('/account/profile');
    const card = own.getByTestId('profile-attributes');
    await card.waitFor();
    await expect.poll(() => control(own, size).locator('.ant-select').textContent()).toContain('متوسط');
    await selectOption(own, `attribute_${size.id}`, 'بزرگ', 'data');
    await own.locator(`#data_attribute_${newsletter.id}`).click();
    await own
      .getByTestId(`attribute-file-${resume.id}-input`)
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await own.getByTestId(`attribute-file-${resume.id}`).getByTestId('ticket-attach-item').waitFor();
    await own.getByTestId('profile-attributes-save').click();
    await toast(own, fa['common.datasavedsuccessfully']);
    const customerToken = await storedToken(own);
    const after = await held(base, customerToken, customerId);
    expect(after[size.id]).toBe(valueId(size, 2));
    expect(after[newsletter.id]).toBe('true');
    expect(after[resume.id]).toMatch(/\/CustomerFiles\//);
    // The file is the customer's and the administrators' only.
    const file = String(after[resume.id]);
    const read = (token?: string) => fetch(`${base}${file}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    expect((await read(customerToken)).status).toBe(200);
    expect((await read()).status).toBe(404);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(own, lang);
      await card.scrollIntoViewIfNeeded();
      await screenshotDesktopAndPhone(own, 'customer-attributes-profile', lang);
    }

    // An attribute customers hold cannot be deleted: the toast is titled "Data Deleting Error" (spec 000 §8) and names the rows in the way.
    await page.goto(`/dashboard/Settings/Attributes/List/Customer`);
    await page.getByTestId(`delete-${size.id}`).click();
    // The delete is refused, so the confirmation closes without the row going (confirmDelete waits for that).
    await page.getByTestId('confirm-delete').click();
    const refusal = page.locator('.toast, .ant-notification-notice', { hasText: fa['common.deleteerror.title'] }).first();
    await refusal.waitFor();
    expect(await api.get('GenericAttributes', size.id)).not.toBeNull();

    // When the store stops profile changes, the attributes are shown but cannot be changed.
    const locked = await call(
      base,
      'POST',
      '/api/Settings/saveAppSetting',
      { name: 'customer.canchangeprofile', value: 'false' },
      adminToken,
    );
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    await own.reload();
    await card.waitFor();
    await expect.poll(() => own.getByTestId('profile-attributes-save').isDisabled()).toBe(true);
  });
});
