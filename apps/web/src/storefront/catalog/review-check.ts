import type { FieldErrors } from '../screens/form-errors';
import { fieldOfIssue } from './review-rules';

/** A review (rating, pictures…) or a reply (`parentCommentId`), as `addComment` / `addCommentReply` store it. */
type CommentInput = { productId: number; contentText: string; parentCommentId?: number; pictures?: readonly string[] } & Record<
  string,
  unknown
>;

/**
 * Judges a review or a reply with the server's own schema (the domain's Comment, as the routes
 * parse it: pictures stored as JSON text) before anything is sent, one error a field. The domain's
 * full entry is loaded with the first check, so a visitor's page never carries the schemas. Null
 * when the schemas could not be loaded (the server judges then).
 */
export async function commentIssues(input: CommentInput): Promise<FieldErrors | null> {
  const domain = await import('@store/domain').catch(() => null);
  if (!domain) return null;
  const { Comment, fieldIssues, inputSchema } = domain;
  const { pictures, ...rest } = input;
  const body = input.parentCommentId === undefined ? { ...rest, pictures: JSON.stringify(pictures ?? []) } : rest;
  const parsed = inputSchema(Comment, 'create').safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const [path, issue] of Object.entries(fieldIssues(parsed.error.issues))) {
    const field = fieldOfIssue(path);
    errors[field] ??= { code: issue.code, params: issue.params };
  }
  // The schema judges the rules across fields (a review's rating) only once every field passed:
  // asked here too, so one submit names every field to fix.
  for (const [path, code] of Object.entries(acrossFields(() => Comment.validate?.(body)))) errors[fieldOfIssue(path)] ??= { code };
  return errors;
}

/** A rule across fields over values a field refused may not judge (the schema ignores its failure too). */
function acrossFields(rule: () => Record<string, string> | null | undefined): Record<string, string> {
  try {
    return rule() ?? {};
  } catch {
    return {};
  }
}
