import type { ControlDefinition } from '@store/domain';

/** Longest summary kept (the list's column). */
const SUMMARY_MAX = 200;
/** Answers a summary shows: the first few, enough to tell submissions apart in a list. */
const SUMMARY_ANSWERS = 3;

/** One answer as text: a translatable one in any language it has, a list joined. */
function answerText(content: unknown): string {
  if (content === null || content === undefined || typeof content === 'boolean') return '';
  if (Array.isArray(content)) return content.map(answerText).filter(Boolean).join(', ');
  if (typeof content === 'object')
    return (
      Object.values(content as Record<string, unknown>)
        .map(answerText)
        .find(Boolean) ?? ''
    );
  return String(content).replace(/\s+/g, ' ').trim();
}

/** The first answers of a submission, in the form's order, as one line (`Sara · sara@example.com · …`). */
export function submissionSummary(data: Record<string, unknown>, controls: readonly ControlDefinition[]): string {
  const answers = controls
    .filter((c) => c.type !== 'richtext' && c.type !== 'label' && c.type !== 'link')
    .map((c) => answerText((data[c.name] as { content?: unknown } | undefined)?.content))
    .filter(Boolean)
    .slice(0, SUMMARY_ANSWERS);
  return answers.join(' · ').slice(0, SUMMARY_MAX);
}
