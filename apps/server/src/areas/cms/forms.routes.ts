import {
  CONTROL_SPECS,
  ContentTemplate,
  type ControlDefinition,
  controlListSchema,
  DomainError,
  dataContentSchema,
  FormSubmission,
  fieldIssues,
  judgeDataContent,
  type Language,
  type Row,
  safeText,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { clientKey } from '../../http/client-address.js';
import { requestLanguage } from '../../http/envelope.js';
import { publicStore, storeQuery } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { type Caller, ResourceService } from '../engine/resource-service.js';
import { takeAttempts, throttleKey } from '../identity/throttle.js';
import { FORM_PER_ADDRESS, FORM_TOKEN_ONCE, FormTokens, HONEYPOT_FIELD, loadFormTokenKey } from './form-guard.js';
import { submissionSummary } from './submission-summary.js';

const tags = ['CMS'];
/** A form is named by its template's component name. */
const formName = safeText(100).min(1);

/** What a visitor's browser needs to show a form: its controls (no upload folders) and a fresh token. */
const publicControl = z.object({
  name: z.string(),
  title: z.unknown(),
  type: z.string(),
  required: z.boolean(),
  translate: z.boolean(),
  disabled: z.boolean(),
  default: z.unknown().optional(),
  options: z.array(z.string()).optional(),
});
const formAnswer = z.object({ name: z.string(), controls: z.array(publicControl), token: z.string(), honeypot: z.string() });

const submitBody = z.strictObject({
  form: formName,
  token: z.string().max(200),
  // JSON text of an object keyed by control name, each `{ content }` (the stored data content's
  // shape, spec 000 §3), as a content's dataContent is sent.
  data: z.string().max(100_000),
  pagePath: safeText(400).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
});

/** The answers' JSON text as an object, or a 400 on `data`. */
function answersOf(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new DomainError('common.error.validation', 400, undefined, { data: { code: 'common.error.json' } });
  }
  return parsed as Record<string, unknown>;
}

/**
 * Controls a visitor fills in: active ones, read from the registry — none that uploads (visitors
 * upload nothing), lists components, or shows another form.
 */
const visitorControls = (controls: readonly ControlDefinition[]) =>
  controls.filter((c) => c.actived && !CONTROL_SPECS[c.type].files && !CONTROL_SPECS[c.type].component && c.type !== 'form');

/**
 * Public forms (issue 10): a content template with `isForm` is a form visitors send, e.g. the
 * contact page's. `getForm` shows its controls with a signed token; `SubmitForm` checks the bot
 * guard (form-guard.ts), judges the answers by the template's controls (the engine's `refRules`,
 * as a content's data content) and keeps them as a FormSubmission, which administrators read
 * through the engine's resource (list, filters, export).
 */
export function formRoutes(ctx: AppContext, registry: EntityRegistry) {
  const templates = new ResourceService(ctx.db, registry, ContentTemplate);
  const submissions = new ResourceService(ctx.db, registry, FormSubmission);
  const publicRead = guard(ctx.db, { kind: 'public' });
  let tokens: FormTokens | undefined;
  // The key every process shares, kept in the database (as the device cookies' is without AUTH_SECRET).
  const formTokens = async () => {
    tokens ??= new FormTokens(await loadFormTokenKey(ctx.db, undefined));
    return tokens;
  };

  /** The system reads a store's templates for a visitor: every row of that store, no owner. */
  const systemCaller = (storeId: number, language: Language): Caller => ({
    customerId: 0,
    scope: 'all',
    isAdmin: true,
    storeId,
    language,
  });

  /** The store's form of that name, or 404 (no template, or one that is not a public form). */
  const formOf = async (request: FastifyRequest, store: string | undefined, name: string) => {
    const storeId = await publicStore(request, store);
    const caller = systemCaller(storeId, requestLanguage(request));
    const found = await templates.list({ componentName: name, isForm: true, page: 1, pageSize: 1 }, caller);
    const template = found.data.find((t) => String(t.componentName).toLowerCase() === name.toLowerCase());
    if (!template) throw new DomainError('form.error.notfound', 404);
    const controls = controlListSchema.parse(JSON.parse(String(template.dataTemplate ?? '[]')));
    return { storeId, caller, template, controls: visitorControls(controls) };
  };

  return async (app: App) => {
    app.get(
      '/api/CMS/getForm',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'A public form of the store: its controls and a token to send it with (valid from 3 s to 2 h after)',
          querystring: z.strictObject({ name: formName, ...storeQuery }),
          response: { 200: dataOf(formAnswer), ...guardedErrors },
        },
      },
      async (request, reply) => {
        const { storeId, template, controls } = await formOf(request, request.query.store, request.query.name);
        const token = (await formTokens()).issue(storeId, String(template.componentName), ctx.now());
        // A token is a one-time ticket: no cache may hand it to a second visitor.
        reply.header('cache-control', 'no-store');
        return {
          data: {
            name: String(template.componentName),
            controls: controls.map(({ name, title, type, required, translate, disabled, default: value, options }) => ({
              name,
              title,
              type,
              required,
              translate,
              // Shown read-only: the server keeps its default whatever is sent.
              disabled,
              ...(value === undefined ? {} : { default: value }),
              ...(options ? { options: [...options] } : {}),
            })),
            token,
            honeypot: HONEYPOT_FIELD,
          },
        };
      },
    );

    app.post(
      '/api/CMS/SubmitForm',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'Send a public form (a visitor): the answers are judged by its controls and kept for the administrators',
          querystring: z.strictObject(storeQuery),
          body: submitBody,
          response: { 201: dataOf(z.object({ received: z.literal(true) })), ...guardedErrors, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const { form, token, pagePath } = request.body;
        const data = answersOf(request.body.data);
        const { storeId, caller, template, controls } = await formOf(request, request.query.store, form);
        const verdict = (await formTokens()).check(token, storeId, String(template.componentName), ctx.now());
        if (!verdict.ok) throw new DomainError(verdict.code, 400);
        // Only the controls a visitor is shown may be answered.
        const shown = new Set(controls.map((c) => c.name));
        const unknown = Object.keys(data).filter((key) => !shown.has(key));
        const unknownIssues = Object.fromEntries(unknown.map((k) => [k, { code: 'common.error.unknownfield' }]));
        // Judged before the token is spent: a visitor who mistyped corrects it and sends again. An
        // entry must be a data content's (`{ content }`), as the kept submission is judged again.
        const shaped = dataContentSchema.safeParse(data, { reportInput: true });
        const shapeIssues = shaped.success ? {} : fieldIssues(shaped.error.issues);
        const judged = judgeDataContent(data, controls);
        const issues = { ...unknownIssues, ...('issues' in judged ? judged.issues : {}), ...shapeIssues };
        if (Object.keys(issues).length > 0) throw new DomainError('common.error.validation', 400, undefined, issues);
        const received = reply.status(201);
        const spend = (trx: typeof ctx.db) =>
          takeAttempts(trx, [
            [FORM_PER_ADDRESS, throttleKey(FORM_PER_ADDRESS, clientKey(request.ip))],
            [FORM_TOKEN_ONCE, throttleKey(FORM_TOKEN_ONCE, verdict.nonce)],
          ]);
        // A bot that filled the hidden field is told it succeeded and nothing is kept; its token and
        // the address's allowance are spent all the same, so it cannot replay the token.
        if ((request.body[HONEYPOT_FIELD] ?? '') !== '') {
          await spend(ctx.db);
          return received.send({ data: { received: true } });
        }
        const row: Row = {
          contentTemplateId: template.id,
          dataContent: JSON.stringify(data),
          // From the answers as judged (a disabled control's default, a list's repeats once), as they are kept.
          summary: submissionSummary('value' in judged ? judged.value : data, controls),
          language: caller.language,
          pagePath: pagePath ?? null,
          submittedAt: new Date(ctx.now()).toISOString(),
        };
        // One transaction: a submission the engine still refuses (a required control visitors are
        // not shown) spends neither the token nor the address's allowance.
        await ctx.db.transaction().execute(async (trx) => {
          await spend(trx);
          await submissions.inTransaction(trx).create(row, caller);
        });
        return received.send({ data: { received: true } });
      },
    );
  };
}
