import { type Language, translate } from '@store/domain';

/** The mails the server writes: each kind's subject and text message keys (`mail.{name}.subject`, `.body`). */
export type MailTemplate = 'passwordreset' | 'ticketreply' | 'newticket';

/** Left-to-right values (a user name, an address) kept whole inside Persian text. */
const isolate = (language: Language, value: string) => (language === 'fa' ? `\u2068${value}\u2069` : value);

/**
 * A mail's subject and text in the recipient's language, from the messages of all three
 * (packages/domain/src/i18n/messaging). `isolated` values are kept whole in right-to-left text;
 * numbers take Persian digits in Persian. Plain text only: nothing a customer wrote becomes markup.
 */
export function mailText(
  language: Language,
  template: MailTemplate,
  params: Record<string, string | number>,
  isolated: readonly string[] = [],
): { subject: string; text: string } {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, isolated.includes(name) ? isolate(language, String(value)) : value]),
  );
  const subject = translate(language, `mail.${template}.subject`, values).replace(/[\r\n]+/g, ' ');
  const text = translate(language, `mail.${template}.body`, values);
  const signature = params.store ? `\n\n--\n${translate(language, 'mail.signature', { store: params.store })}` : '';
  return { subject, text: `${text}${signature}` };
}
