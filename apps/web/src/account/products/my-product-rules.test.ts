import { describe, expect, it } from 'vitest';
import { addressesOf, picturesOf, slugOfName, stateOf } from './my-product-rules';

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
});
