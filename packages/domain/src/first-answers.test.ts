import { describe, expect, it } from 'vitest';
import { callKey } from './first-answers.js';

describe('callKey', () => {
  it('ignores the path’s letter case and the order of the parameters', () => {
    expect(callKey('/api/CMS/getContents?partName=main&entityName=Page&entityId=3')).toBe(
      callKey('/api/cms/GETCONTENTS?entityId=3&entityName=Page&partName=main'),
    );
  });

  it('keeps parameter values apart, in their case, and encodes them one way', () => {
    expect(callKey('/api/CMS/GetPageBySlug?slug=About')).not.toBe(callKey('/api/CMS/GetPageBySlug?slug=about'));
    expect(callKey(`/api/CMS/GetPageBySlug?slug=${encodeURIComponent('درباره ما')}`)).toBe(
      callKey(`/api/CMS/GetPageBySlug?${new URLSearchParams({ slug: 'درباره ما' })}`),
    );
    expect(callKey('/api/Stores/getStoreByName')).toBe('/api/stores/getstorebyname');
  });
});
