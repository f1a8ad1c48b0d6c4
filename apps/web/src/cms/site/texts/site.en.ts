/**
 * English strings of the header and footer content (its editor, the footer's social links). Kept
 * beside the feature and merged into the language chunk by i18n/lang-en.ts. Add a key here, then in fa and tr.
 */
export const siteEn = {
  'site.editor.title': 'Header and footer',
  'site.section.header': 'Header',
  'site.section.footer': 'Footer',
  'site.logo': 'Logo',
  'site.logo.none': 'No logo: the header shows the store’s name.',
  'site.logo.remove': 'Remove logo',
  'site.logo.preview': 'Logo of {{store}}',
  'site.logoheight': 'Logo height (pixels)',
  'site.logoheight.help': 'From 1 to 1000. On a phone the logo is at most 48 pixels high.',
  'site.logoclass': 'Logo CSS classes',
  'site.social.help': 'Social pages: an address starting with https://. The footer shows only the ones filled in.',
  'site.social.open': '{{network}} (opens in a new tab)',
  'site.contactus_pagename': 'Contact page',
  'site.aboutus_pagename': 'About page',
  'site.pagename.none': 'No link',
  'site.pagename.help': 'The footer’s link opens this page; none chosen: no link.',
};

export type SiteKey = keyof typeof siteEn;
