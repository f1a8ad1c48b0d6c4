/**
 * Whether an error is a multipart body's parser refusing the body itself (busboy: a body cut before
 * its closing boundary, a content type naming no boundary, a malformed part header). These carry no
 * status: left alone they would be 500s, though the request is what is wrong.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: number }).statusCode !== undefined) return false;
  return /multipart|boundary|unexpected end of form|malformed part header/i.test(error.message);
}
