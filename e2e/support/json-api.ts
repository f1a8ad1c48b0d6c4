/** Plain JSON calls to a running server, for the journeys that drive the API without a browser. */

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  body: Json;
  /** Which backend answered when called through the round-robin proxy, else -1. */
  backend: number;
}

/** A JSON call; `store` names the store the request is about (store-scoped entities such as settings). */
export async function call(base: string, method: string, path: string, body?: unknown, token?: string, store?: number): Promise<Answer> {
  const headers: Record<string, string> = { lang: 'en' };
  if (store !== undefined) headers.store = String(store);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    body: text ? (JSON.parse(text) as Json) : {},
    backend: Number(answer.headers.get('x-backend') ?? -1),
  };
}

export const dataOf = (answer: Answer) => answer.body.data as Json;
export const errorCode = (answer: Answer) => (answer.body.error as Json | undefined)?.code;
