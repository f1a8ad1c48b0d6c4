import type { Language } from '@store/domain';
import { type DocumentHead, directionOf, headTags } from './document-head.js';
import type { ScreenAssets } from './screen-assets.js';

/** Built files a page asks for at once, by address (`/assets/…`). */
export interface EarlyAssets {
  /** The Vazirmatn font: a Persian page draws its text in it from the first paint (no shift). */
  persianFont?: string;
  /** Each language's message chunk: the app's first render waits for the page's language. */
  languageChunks?: Partial<Record<Language, string>>;
  /** Each public screen's files by route key: the app's first render waits for its screen. */
  screens?: Readonly<Record<string, ScreenAssets>>;
}

/** What a page adds to the template: the route key of its screen, and what goes at the end of its body. */
export interface PageParts {
  screen?: string | undefined;
  bodyEnd?: string;
}

/** The comments around the head tags the server replaces (apps/web/index.html). */
const META_START = /<!--\s*page-meta\b[\s\S]*?-->/;
const META_END = /<!--\s*\/page-meta\s*-->/;
const HTML_TAG = /<html\b[^>]*>/i;
const HEAD_TAG = /<head\b[^>]*>/i;

/**
 * The built `index.html`, cut once at start-up around what changes per page: the `<html>` tag
 * (language and direction) and the head tags between the `page-meta` comments (without them,
 * right after `<head>`). Rendering is joining strings: no parsing per request.
 */
export class DocumentTemplate {
  private constructor(
    private readonly beforeHtml: string,
    private readonly htmlAttributes: string,
    private readonly beforeMeta: string,
    private readonly afterMeta: string,
    private readonly assets: EarlyAssets,
  ) {}

  /**
   * `assets`: what a page asks for at once. A Persian page preloads the Vazirmatn file, so its
   * text is drawn in it from the first paint instead of changing font (and shifting) later; pages
   * in other languages never download it. Every page preloads its language's messages, which the
   * app would otherwise ask for only once its entry has run (one round trip after another).
   */
  static of(page: string, assets: EarlyAssets = {}): DocumentTemplate {
    const html = HTML_TAG.exec(page);
    const beforeHtml = html ? page.slice(0, html.index) : '';
    const rest = html ? page.slice(html.index + html[0].length) : page;
    // Attributes of <html> other than lang and dir are kept as written.
    const htmlAttributes = (html?.[0] ?? '<html>')
      .replace(/^<html\b|>$/gi, '')
      .replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '')
      .trimEnd();
    const start = META_START.exec(rest);
    const end = start ? META_END.exec(rest.slice(start.index)) : null;
    if (start && end) {
      return new DocumentTemplate(
        beforeHtml,
        htmlAttributes,
        rest.slice(0, start.index),
        rest.slice(start.index + end.index + end[0].length),
        assets,
      );
    }
    const head = HEAD_TAG.exec(rest);
    const at = head ? head.index + head[0].length : 0;
    return new DocumentTemplate(beforeHtml, htmlAttributes, rest.slice(0, at), rest.slice(at), assets);
  }

  /**
   * The page with its head tags, its screen's files preloaded (modulepreload, crossorigin as the
   * app's own scripts; its styles as stylesheets, which the app would add before showing it anyway)
   * and, at the end of its body, `bodyEnd` (the first answers' element).
   */
  render(head: DocumentHead, { screen, bodyEnd = '' }: PageParts = {}): string {
    const html = `<html lang="${head.language}" dir="${directionOf(head.language)}"${this.htmlAttributes}>`;
    const { persianFont, languageChunks } = this.assets;
    const own = screen ? this.assets.screens?.[screen] : undefined;
    const screenLinks = own
      ? [
          ...own.scripts.map((href) => `\n    <link rel="modulepreload" href="${href}" crossorigin />`),
          ...own.styles.map((href) => `\n    <link rel="stylesheet" href="${href}" crossorigin />`),
        ].join('')
      : '';
    const font =
      head.language === 'fa' && persianFont
        ? `\n    <link rel="preload" href="${persianFont}" as="font" type="font/woff2" crossorigin />`
        : '';
    const messages = languageChunks?.[head.language];
    // crossorigin as on the app's own module script, so the preloaded module is the one it imports.
    const language = messages ? `\n    <link rel="modulepreload" href="${messages}" crossorigin />` : '';
    const page = `${this.beforeHtml}${html}${this.beforeMeta}${headTags(head)}${font}${language}${screenLinks}`;
    if (!bodyEnd) return `${page}${this.afterMeta}`;
    const end = this.afterMeta.lastIndexOf('</body>');
    return end < 0 ? `${page}${this.afterMeta}${bodyEnd}` : `${page}${this.afterMeta.slice(0, end)}${bodyEnd}${this.afterMeta.slice(end)}`;
  }
}
