import { DomainError, type Language, translate } from '@store/domain';

/** A row in the way of a delete, as the service found it (the title in the caller's language). */
export interface Blocker {
  /** The entity's name (`Voucher`). */
  entity: string;
  id: number;
  title: string | null;
}

/** The rows in the way that the caller may see: a few of them, and how many there are in all. */
export interface BlockedBy {
  total: number;
  rows: Blocker[];
}

/**
 * A delete the foreign keys refused (409 `common.error.hasrelation`), with the rows in the way
 * that the caller may see. Rows beyond their reach are neither named nor counted.
 */
export class StillReferenced extends DomainError {
  constructor(readonly blockedBy: BlockedBy) {
    super('common.error.hasrelation', 409);
  }
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const digits = (n: number, language: Language) =>
  language === 'fa' ? String(n).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d) : String(n);

/**
 * The envelope of a refused delete: the message names the visible rows in the way (entity label,
 * id, title; `…` when there are more than are named) and `blockedBy` carries them for clients.
 */
export function stillReferencedEnvelope(language: Language, blockedBy: BlockedBy) {
  const rows = blockedBy.rows.map((row) => ({ ...row, label: translate(language, `entity.${row.entity}`) }));
  let message = translate(language, 'common.error.hasrelation');
  if (rows.length > 0) {
    const named = rows.map((row) =>
      translate(language, row.title === null ? 'common.error.usedbyrowuntitled' : 'common.error.usedbyrow', {
        entity: row.label,
        id: digits(row.id, language),
        title: row.title,
      }),
    );
    if (blockedBy.total > rows.length) named.push('…');
    const rowsText = named.join(language === 'fa' ? '، ' : ', ');
    message = `${message} ${translate(language, 'common.error.usedby', { count: digits(blockedBy.total, language), rows: rowsText })}`;
  }
  return { error: { code: 'common.error.hasrelation', message, blockedBy: { total: blockedBy.total, rows } } };
}
