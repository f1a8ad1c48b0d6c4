import { FIELD_KINDS, f } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html-sanitizer.js';

/** Attack payloads against the rich-text allowlist: none of them may leave anything that runs. */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p>',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<div onclick="alert(1)" onmouseover="alert(2)">x</div>',
  '<p><scr<script>ipt>alert(1)</script></p>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<!--<img src=x onerror=alert(1)>-->',
];

describe('rich text sanitizing', () => {
  it.each(ATTACKS)('leaves nothing that runs of %s', (attack) => {
    const clean = sanitizeRichText(attack).toLowerCase();
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'javascript:',
      'data:',
      'vbscript:',
      '<iframe',
      '<svg',
      '<style',
      'style=',
      '<object',
      '<embed',
      '<form',
      '<base',
      '<meta',
      '//evil',
      '<math',
    ]) {
      expect(clean, attack).not.toContain(bad);
    }
  });

  it('keeps formatting, lists, tables, safe links and images', () => {
    const html =
      '<h2>عنوان</h2><p dir="rtl"><strong>پررنگ</strong> <em>kalın</em> <a href="https://shop.example/x">link</a> <a href="/pages/about">about</a> <a href="mailto:a@b.example">mail</a></p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="/api/CMS/Image/DataContents/a.png" alt="a"><img src="https://cdn.example/b.png">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="a">', 'alt="a" />').replace('b.png">', 'b.png" />'));
  });

  it('makes a new-tab link unable to reach back to this page', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is what html and translatableHtml fields store', () => {
    expect(FIELD_KINDS.html.toColumn('<p onclick="x()">hi</p><script>x()</script>', f.html())).toBe('<p>hi</p>');
    expect(FIELD_KINDS.html.toColumn('<script>x()</script>', f.html())).toBeNull();
    const stored = FIELD_KINDS.translatableHtml.toColumn(
      { fa: '<p>سلام<img src=x onerror=a()></p>', en: '<script>x</script>', tr: null },
      f.translatableHtml(),
    );
    expect(JSON.parse(String(stored))).toEqual({ fa: '<p>سلام<img src="x" /></p>' });
  });
});
