import type { AccessLevel, EntityDef, Operation } from '@store/domain';

/** Which rows an operation reaches, as the tests expect it. */
export type Reach = 'all' | 'own' | 'none';

/**
 * The ten access levels of spec 001 §6 × the operations, written by hand from docs/security.md's
 * "Access levels" table (the product's reading of the spec) — never derived from the server's
 * ACCESS_RIGHTS, so a wrong server table fails the authorization tests instead of grading itself.
 * Create is "all" where the level may create (the creator becomes the owner); "-" is none.
 */
const TABLE = `
  level            list  view  print  create  update  delete  act
  AllGrants        all   all   all    all     all     all     all
  ModifyAndDelete  all   all   all    all     all     all     -
  Modify           all   all   all    all     all     -       -
  Create           all   all   -      all     -       -       -
  Update           all   all   -      -       all     -       -
  List             all   -     -      -       -       -       -
  ViewAndPrint     all   all   all    -       -       -       -
  ViewOnly         all   all   -      -       -       -       -
  ViewOwnedOnly    own   own   -      -       -       -       -
  EditOwner        own   own   own    all     own     own     -
`;

function parse(table: string): Record<AccessLevel, Record<Operation, Reach>> {
  const [header, ...lines] = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const operations = (header ?? []).slice(1) as Operation[];
  for (const line of lines) {
    if (line.length !== operations.length + 1 || line.slice(1).some((cell) => !['all', 'own', '-'].includes(cell))) {
      throw new Error(`access table line not understood: ${line.join(' ')}`);
    }
  }
  return Object.fromEntries(
    lines.map(([level, ...cells]) => [
      level,
      Object.fromEntries(operations.map((op, i) => [op, cells[i] === '-' ? 'none' : (cells[i] as Reach)])),
    ]),
  ) as Record<AccessLevel, Record<Operation, Reach>>;
}

export const EXPECTED_ACCESS: Readonly<Record<AccessLevel, Readonly<Record<Operation, Reach>>>> = parse(TABLE);

/**
 * Whether an entity has a key unique across its store over a field a client writes, and rows not
 * everyone may read: there, Edit Owner may not create or update (a clash would tell its holder
 * about rows they cannot see), as docs/security.md states. Written here from the declaration's
 * plain facts, not with the server's function.
 */
export function ownerWritesRefused(entity: EntityDef): boolean {
  if (entity.publicRead) return false;
  return (entity.unique ?? []).some((key) => !key.perOwner && key.fields.some((name) => entity.fields[name]?.readOnly !== true));
}

/**
 * What one level (null: none held) reaches on one entity for one operation: the hand-written table, after the
 * rules docs/security.md states for special entities — what every signed-in user reads
 * (`signedInRead`) is read whatever the level, administrator-only entities reach nothing else,
 * anyone lists and reads a public one, and Edit Owner does not write where `ownerWritesRefused`.
 */
export function expectedReach(entity: EntityDef, level: AccessLevel | null, operation: Operation): Reach {
  // Scheduled tasks (spec 001 §2: a login, no role): every signed-in user lists and reads them, whatever their level, or none.
  if (entity.signedInRead && (operation === 'list' || operation === 'view' || operation === 'print')) return 'all';
  if (entity.adminOnly || level === null) return 'none';
  if (entity.publicRead && (operation === 'list' || operation === 'view')) return 'all';
  if (level === 'EditOwner' && (operation === 'create' || operation === 'update') && ownerWritesRefused(entity)) return 'none';
  return EXPECTED_ACCESS[level][operation];
}
