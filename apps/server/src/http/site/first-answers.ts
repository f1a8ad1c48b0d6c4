import {
  APPLICATION_IDENTITY_HEADER,
  callKey,
  FIRST_ANSWERS_ID,
  type FirstAnswers,
  HOME_CONTENT_PART,
  type Language,
  PAGE_LAYOUT_PARTS,
  PAGE_MAIN_PART,
  WEB_APPLICATION_IDENTITY,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteTarget } from './store-prefix.js';

/** A call as the web's API client writes it: path and query (its parameters in the web's order). */
const call = (path: string, query: Record<string, string | number | boolean> = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return params.size > 0 ? `${path}?${params}` : path;
};

/**
 * What every public screen reads first: its store, the header's pages, the site's identity and
 * settings. The store is asked for by the address's name under a prefix; without one, by no name
 * (a first visit) or by the store's own (a returning visitor's browser names the store it kept).
 */
function commonCalls(prefixName: string | null, storeName: string): string[] {
  const store = prefixName
    ? [call('/api/Stores/getStoreByName', { name: prefixName })]
    : [call('/api/Stores/getStoreByName'), call('/api/Stores/getStoreByName', { name: storeName })];
  return [
    ...store,
    call('/api/CMS/Pages', { includeInTopMenu: true }),
    call('/api/Settings/getSiteInformation'),
    call('/api/Settings/getAppSettings'),
  ];
}

/** What firstAnswers found, ready to be written into a page (a FirstAnswers once parsed). */
export interface SentAnswers extends Omit<FirstAnswers, 'answers'> {
  answers: NonNullable<Answer>[];
}

/** A successful answer: its call's key and its body as the route sent it (JSON text). */
type Answer = { key: string; body: string } | null;

/**
 * The answers an anonymous visitor's first reads of this page get (docs/notes/issue-11-first-answers.md):
 * the common ones, then the screen's own — Home's contents, or a page and the contents of each
 * region of its layout. Asked of the app itself (`inject`: the same routes, rules and read cache
 * as the browser's calls), without a login, in the page's language and store. Only successful
 * answers are kept; anything else the app asks for itself. Nothing for a route behind a sign-in.
 */
export async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  target: SiteTarget,
  language: Language,
): Promise<SentAnswers | undefined> {
  const match = target.match;
  if (!match || match.route.auth === true) return undefined;
  const headers = {
    lang: language,
    store: String(target.store.id),
    [APPLICATION_IDENTITY_HEADER]: WEB_APPLICATION_IDENTITY,
    ...(request.headers.host ? { host: request.headers.host } : {}),
  };
  const ask = async (url: string): Promise<Answer> => {
    const reply = await app.inject({ method: 'GET', url, headers });
    return reply.statusCode === 200 ? { key: callKey(url), body: reply.body } : null;
  };
  // The web asks for the store by the address's own segment under a prefix.
  const prefixName = target.prefix ? decodeURIComponent(request.url.split('?')[0]?.split('/')[1] ?? '') : null;
  const screen = async (): Promise<Answer[]> => {
    if (match.route.key === 'home') return [await ask(call('/api/CMS/getContents', { partName: HOME_CONTENT_PART }))];
    if (match.route.key !== 'pages' || match.params.slug === undefined) return [];
    const page = await ask(call('/api/CMS/GetPageBySlug', { slug: match.params.slug }));
    const row = page ? (JSON.parse(page.body) as { data?: { id?: unknown; layoutType?: unknown } }).data : undefined;
    if (!row || typeof row.id !== 'number') return [page];
    const parts = [PAGE_MAIN_PART, ...(PAGE_LAYOUT_PARTS[row.layoutType as keyof typeof PAGE_LAYOUT_PARTS] ?? [])];
    const contents = await Promise.all(
      parts.map((partName) => ask(call('/api/CMS/getContents', { partName, entityName: 'Page', entityId: row.id as number }))),
    );
    return [page, ...contents];
  };
  const answered = (await Promise.all([...commonCalls(prefixName, target.store.name).map(ask), screen()])).flat();
  return { language, store: target.store.id, answers: answered.filter((a): a is NonNullable<Answer> => a !== null) };
}

/**
 * The element that carries them in the page, a FirstAnswers in JSON. The bodies go in as the routes
 * wrote them (no parsing again); `<` is escaped, so no text in an answer (a page's HTML) can close
 * the element or open a comment.
 */
export function firstAnswersElement(sent: SentAnswers | undefined): string {
  if (!sent) return '';
  const answers = sent.answers.map((a) => `${JSON.stringify(a.key)}:${a.body}`).join(',');
  const json = `{"language":${JSON.stringify(sent.language)},"store":${sent.store},"answers":{${answers}}}`;
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}
