import { z } from 'zod';
import { defineEntity } from '../engine/entity.js';
import { f, INT32_MAX } from '../engine/field.js';
import { fieldValueSchema } from '../engine/schemas.js';

/**
 * Messaging accounts and the mail queue (spec 001 §2 "test connection", §3 messagingaccount, §5;
 * issue 14 item 6). Decisions: docs/notes/issue-14-messaging.md.
 */

/** How an account sends: SMTP only for now (the spec shows no values; an API provider would be a new one). */
export const MESSAGING_PROVIDER_TYPES = ['smtp'] as const;

/** The submission port with STARTTLS: a new account's port. */
export const DEFAULT_SMTP_PORT = 587;

/**
 * A mail server the store sends through. `enableSsl` is implicit TLS (the connection is TLS from
 * its first byte, usually port 465); off, the connection upgrades with STARTTLS whenever the server
 * offers it. `useDefaultCredentials` sends without logging in (a relay that trusts this server);
 * off, the user name (required then) and the password log in. The password is a `secret`: sealed
 * with the server's ENCRYPTION_KEY when stored, never answered, kept when an update leaves it empty.
 * Installation-wide and administrators only. Which account mail goes through: the setting
 * `messaging.defaultaccount` (an account's id), else the first account.
 */
export const MessagingAccount = defineEntity({
  name: 'MessagingAccount',
  resource: 'MessagingAccounts',
  table: 'messaging_accounts',
  area: 'operations',
  route: 'Settings/MessagingAccount',
  icon: 'MailOutlined',
  adminOnly: true,
  // A power change: a stolen access token alone must not point the stored password at its thief's server.
  recentConfirmation: true,
  fields: {
    displayName: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    // The sender's address: a mail cannot leave without one.
    accAddress: f.email({ required: true, filterable: true, sortable: true }),
    providerType: f.enum(MESSAGING_PROVIDER_TYPES, { required: true, default: 'smtp', filterable: true }),
    host: f.code({ required: true, max: 253, filterable: true, sample: (n: number) => `smtp${n}.example` }),
    port: f.integer({ required: true, min: 1, max: 65_535, default: DEFAULT_SMTP_PORT }),
    username: f.code({ max: 200 }),
    // A stored password never follows the account to another server: changing it asks for the password again.
    password: f.secret({ max: 500, keptWhileSame: { fields: ['host', 'port', 'username'], code: 'messaging.error.passwordagain' } }),
    enableSsl: f.boolean({ default: false, filterable: true }),
    useDefaultCredentials: f.boolean({ default: false, filterable: true }),
  },
  titleField: 'displayName',
  listColumns: ['displayName', 'accAddress', 'providerType', 'host', 'port', 'enableSsl', 'useDefaultCredentials'],
  defaultSort: 'displayName',
  // Logging in needs a user name (its password may be kept from before: it is write-only).
  validate: (input) => (input.useDefaultCredentials !== true && !input.username ? { username: 'common.error.required' } : null),
});

const fields = MessagingAccount.fields;
const text = (field: unknown) => fieldValueSchema(field as never) as z.ZodType<string>;

/**
 * "Test connection" (spec 001 §2): the connection fields of the account form as they are now, saved
 * or not. `accountId` names the saved account whose stored password is used when `password` is left empty.
 */
export const testConnectionSchema = z
  .strictObject({
    accountId: z.number().int().min(1).max(INT32_MAX).optional(),
    host: text(fields.host).refine((v) => v !== '', { message: 'common.error.required' }),
    port: fieldValueSchema(fields.port) as z.ZodType<number>,
    enableSsl: z.boolean().default(false),
    useDefaultCredentials: z.boolean().default(false),
    username: text(fields.username).nullable().optional(),
    password: text(fields.password).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.useDefaultCredentials && !value.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'common.error.required' });
  });
export type TestConnectionBody = z.input<typeof testConnectionSchema>;

/** What a connection test answers: whether the server accepted, its reply code when it refused, and its text. */
export const testConnectionAnswerSchema = z.object({ ok: z.boolean(), code: z.number().int().nullable(), answer: z.string() });

/** Where a queued mail is: waiting (or waiting again after a failure), being sent, sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'expired', 'unknown'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail is about: the server writes each kind's subject and text in the recipient's language. */
export const MAIL_KINDS = ['passwordReset', 'ticketReply', 'newTicket'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Languages a mail is written in. */
export const MAIL_LANGUAGES = ['fa', 'en', 'tr'] as const;

/**
 * A mail in the queue, written in the same transaction as what caused it and sent by the scheduled
 * task `sendMailQueue` (and at once by the process that queued it). Listed and read by
 * administrators; nobody writes it through the API. Its text is sealed and not shown (a reset
 * link is a credential), and cleared once the mail is sent.
 */
export const QueuedMail = defineEntity({
  name: 'QueuedMail',
  resource: 'QueuedMails',
  table: 'mail_queue',
  area: 'operations',
  route: 'Settings/QueuedMail',
  icon: 'InboxOutlined',
  adminOnly: true,
  operations: ['list', 'view'],
  large: true,
  fields: {
    kind: f.enum(MAIL_KINDS, { required: true, readOnly: true, filterable: true }),
    toAddress: f.email({ required: true, readOnly: true, filterable: true, sortable: true }),
    language: f.enum(MAIL_LANGUAGES, { required: true, readOnly: true, filterable: true }),
    subject: f.text({ required: true, readOnly: true, max: 400, filterable: true }),
    status: f.enum(MAIL_STATUSES, { required: true, readOnly: true, filterable: true, sortable: true }),
    attempts: f.integer({ required: true, readOnly: true, min: 0, sortable: true }),
    nextAttemptAt: f.datetime({ readOnly: true, filterable: true, sortable: true }),
    sentAt: f.datetime({ readOnly: true, filterable: true, sortable: true }),
    expiresAt: f.datetime({ readOnly: true, sortable: true }),
    lastError: f.longtext({ readOnly: true, max: 4000 }),
    accountId: f.ref('MessagingAccounts', { readOnly: true, filterable: true }),
  },
  titleField: 'subject',
  listColumns: ['toAddress', 'subject', 'kind', 'language', 'status', 'attempts', 'nextAttemptAt', 'sentAt', 'lastError'],
  defaultSort: '-createdAt',
  // The sealed text, the message id and the sender's claim belong to the mail sender alone.
  unmanagedColumns: ['body_sealed', 'message_id', 'claimed_by', 'claimed_until'],
});
