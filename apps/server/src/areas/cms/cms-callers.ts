import { DomainError, fieldIssues, type Row } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator } from '../../http/public-reads.js';
import type { Caller } from '../engine/resource-service.js';

/** A 400 on the fields a schema refused. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new DomainError('common.error.validation', 400, undefined, fieldIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * The callers of the CMS calls (pages, contents): the service's caller for the request's store and
 * language; a reader, who sees every row when an administrator and published ones (`only`)
 * otherwise; and a writer, whom the route's guard has already found an administrator.
 */
export function cmsCallers(ctx: AppContext) {
  const callerFor = async (request: FastifyRequest, isAdmin: boolean): Promise<Caller> => ({
    customerId: request.claims?.sub ?? 0,
    scope: 'all',
    isAdmin,
    storeId: await requestStore(request),
    language: requestLanguage(request),
  });
  const reader = async (request: FastifyRequest): Promise<{ caller: Caller; admin: boolean; only: Row }> => {
    const storeId = await requestStore(request);
    const admin = await isAdministrator(ctx.db, request, storeId);
    return { caller: await callerFor(request, admin), admin, only: admin ? {} : { published: true } };
  };
  const writer = (request: FastifyRequest) => callerFor(request, true);
  return { reader, writer };
}
