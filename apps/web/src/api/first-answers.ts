import { callKey, FIRST_ANSWERS_ID, type FirstAnswers } from '@store/domain/public';

/** How long after the page opened its first answers may stand in for a call: they are as old as the page. */
const FIRST_ANSWERS_MS = 10_000;

let sent: FirstAnswers | null | undefined;

function firstAnswers(): FirstAnswers | null {
  if (sent === undefined) {
    const element = document.getElementById(FIRST_ANSWERS_ID);
    try {
      sent = element?.textContent ? (JSON.parse(element.textContent) as FirstAnswers) : null;
    } catch {
      sent = null;
    }
    element?.remove();
  }
  return sent;
}

/**
 * The answer the server sent with the page for this GET call (http/site/first-answers.ts), or
 * undefined when the call must go over the network: a signed-in caller (the server answered as a
 * stranger), another language or store, a call it did not answer, one already taken (each answer
 * stands in once: a later read asks afresh), or a page open for more than a few seconds.
 */
export function takeFirstAnswer(url: string, headers: Headers): unknown {
  const first = firstAnswers();
  if (!first || performance.now() > FIRST_ANSWERS_MS || headers.has('Authorization')) return undefined;
  if (headers.get('lang') !== first.language) return undefined;
  const store = headers.get('store');
  if (store !== null && store !== String(first.store)) return undefined;
  const key = callKey(url);
  if (!Object.hasOwn(first.answers, key)) return undefined;
  const answer = first.answers[key];
  delete first.answers[key];
  return answer;
}
