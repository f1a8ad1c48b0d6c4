import { describe, expect, it } from 'vitest';
import { formValuesOf, prepareBody } from '../../dashboard/entity/form-values';
import { addressesOf, hasText, MY_PRODUCT, picturesOf, slugOfName, stateOf } from './my-product-rules';

describe('a customer’s own product', () => {
  it('waits for approval until approved, then is published or held back by its owner', () => {
    expect(stateOf({ isApproved: false, published: true })).toBe('pending');
    expect(stateOf({ isApproved: true, published: true })).toBe('published');
    expect(stateOf({ isApproved: true, published: false })).toBe('unpublished');
  });

  it('takes its address from its name in the reader’s language, else another language’s', () => {
    expect(slugOfName({ fa: 'گوشی سامسونگ A54', en: 'Samsung phone' }, 'fa')).toBe('گوشی-سامسونگ-a54');
    expect(slugOfName({ fa: 'گوشی', en: 'Samsung Phone' }, 'en')).toBe('samsung-phone');
    expect(slugOfName({ fa: '', tr: 'Işık Lamba' }, 'en')).toBe('ışık-lamba');
    expect(slugOfName({ fa: '  ' }, 'fa')).toBe('');
    expect(slugOfName(null, 'fa')).toBe('');
  });

  it('sends its pictures in the order shown, those it had keeping their rows', () => {
    const loaded = [
      { id: 7, picture: '/a.png', displayOrder: 1 },
      { id: 8, picture: '/b.png', displayOrder: 0 },
    ];
    expect(addressesOf(loaded)).toEqual(['/b.png', '/a.png']);
    expect(picturesOf(['/a.png', '/c.png'], loaded)).toEqual([
      { id: 7, picture: '/a.png', displayOrder: 0 },
      { picture: '/c.png', displayOrder: 1 },
    ]);
    expect(picturesOf(['/c.png'], undefined)).toEqual([{ picture: '/c.png', displayOrder: 0 }]);
  });

  it('brings a saved product’s quantities, region, location and meta texts back into the form unchanged, so an update sends only what the customer changed', () => {
    const saved = {
      id: 4,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      name: { fa: 'کتاب داستان', en: 'Story book' },
      slug: 'story-book',
      productTypeId: 1,
      baseCoinId: 2,
      price: '350000',
      callForPrice: false,
      stockQuantity: 3,
      published: true,
      orderMinimumQuantity: 2,
      orderMaximumQuantity: 5,
      regionId: 7,
      locationId: 9,
      metaTitle: { fa: 'کتاب', en: 'Book', tr: null },
      metaDescription: null,
      metaKeywords: { en: 'book, story' },
    };
    const values = formValuesOf(MY_PRODUCT, saved);
    expect(values).toMatchObject({
      orderMinimumQuantity: '2',
      orderMaximumQuantity: '5',
      regionId: 7,
      locationId: 9,
      metaTitle: { fa: 'کتاب', en: 'Book', tr: null },
      metaKeywords: { en: 'book, story' },
    });
    const { body, issues } = prepareBody(MY_PRODUCT, 'update', { ...values, locationId: undefined }, saved);
    expect(issues).toEqual({});
    // What came back from the form is what was saved: only the cleared location is sent.
    expect(body).toEqual({ locationId: null });
  });

  it('judges a new product’s order quantities as the server does: the most never below the least', () => {
    const values = {
      ...formValuesOf(MY_PRODUCT, undefined),
      name: { fa: 'کتاب' },
      slug: 'book',
      productTypeId: 1,
      baseCoinId: 1,
      price: '10',
    };
    expect(prepareBody(MY_PRODUCT, 'create', { ...values, orderMinimumQuantity: '6', orderMaximumQuantity: '5' }).issues).toMatchObject({
      orderMaximumQuantity: { code: 'product.error.quantityrange' },
    });
    expect(prepareBody(MY_PRODUCT, 'create', { ...values, orderMinimumQuantity: '5', orderMaximumQuantity: '5' }).issues).toEqual({});
  });

  it('tells a translation with text from an empty one', () => {
    expect(hasText({ fa: ' ', en: null })).toBe(false);
    expect(hasText({ tr: 'Kitap' })).toBe(true);
    expect(hasText(null)).toBe(false);
  });
});
