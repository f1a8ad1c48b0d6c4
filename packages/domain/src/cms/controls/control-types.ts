import { TEMPLATE_CONTROL_TYPES } from '../../constants.js';
import type { FieldDef, FieldKind } from '../../engine/field.js';
import { FILE_DIRECTORIES, FILE_USES, type FileDirectory, type FileUse } from '../../rules/files.js';

/**
 * The control types of a content template (spec 000 §3): one registry, one entry per type, each
 * built on a kind of the engine's field-kind registry (`engine/field-kinds.ts`), whose input schema,
 * stored form and sample every control reuses. Adding a control type is a name in
 * `TEMPLATE_CONTROL_TYPES` and its entry here (the type demands both); generic attributes and ticket
 * forms are meant to take their controls from here too.
 */
export type ControlType = (typeof TEMPLATE_CONTROL_TYPES)[number];

export const CONTROL_TYPES = TEMPLATE_CONTROL_TYPES;

/** Where a file-like control's files come from: the use their extensions are checked by, and the folder they go into by default. */
export interface ControlFiles {
  readonly use: FileUse;
  readonly directory: FileDirectory;
}

export interface ControlSpec {
  /** The field kind one value is; null for a control that holds no value (a label, a component list). */
  readonly kind: FieldKind | null;
  /** The field definition the kind reads (limits), besides what the template control sets (options, accepted files). */
  readonly field?: Omit<FieldDef, 'kind'>;
  /** Holds a list of values (several files, several checked options). */
  readonly many?: boolean;
  /** May hold one value per language when its definition says `translate`. */
  readonly translatable: boolean;
  /** Chooses among its definition's options. */
  readonly options?: boolean;
  /** Holds addresses of files uploaded into its folder. */
  readonly files?: ControlFiles;
  /** Its definition names a component (`componentname`). */
  readonly component?: boolean;
  /** Always has a value, so `required` does not apply (a toggle is on or off). */
  readonly alwaysSet?: boolean;
}

const files = (use: FileUse, directory: FileDirectory, many = false): ControlSpec => ({
  kind: 'file',
  translatable: true,
  files: { use, directory },
  many,
});

/** Most values a list control (files, checked options) holds. */
export const CONTROL_VALUES_MAX = 50;

/** The registry. Dates are stored as ISO text; `pdatepicker` and `pdatetimepicker` differ only in the editor, which shows Jalali dates. */
export const CONTROL_SPECS: Readonly<Record<ControlType, ControlSpec>> = {
  label: { kind: null, translatable: false },
  // A web address or a path on this site (`/pages/about`): the `file` kind's address rule, with no file type asked.
  link: { kind: 'file', translatable: true },
  text: { kind: 'text', translatable: true },
  number: { kind: 'decimal', translatable: false },
  multiline: { kind: 'longtext', translatable: true },
  richtext: { kind: 'html', translatable: true },
  toggle: { kind: 'boolean', translatable: false, alwaysSet: true },
  file: files('dataForm', 'DataContents'),
  image: files('image', 'Images'),
  video: files('video', 'Videos'),
  multifile: files('dataForm', 'DataContents', true),
  multiimage: files('image', 'Images', true),
  multivideo: files('video', 'Videos', true),
  multiimagevideo: files('media', 'Media', true),
  datepicker: { kind: 'date', translatable: false },
  pdatepicker: { kind: 'date', translatable: false },
  datetimepicker: { kind: 'datetime', translatable: false },
  pdatetimepicker: { kind: 'datetime', translatable: false },
  timepicker: { kind: 'time', translatable: false },
  select: { kind: 'enum', translatable: false, options: true },
  radio: { kind: 'enum', translatable: false, options: true },
  multicheck: { kind: 'enum', translatable: false, options: true, many: true },
  // The public form shown here: the component name of the content template that defines it.
  form: { kind: 'text', field: { max: 100 }, translatable: false },
  // Lists the contents of its `componentname`: nothing of its own to hold.
  componentlist: { kind: null, translatable: false, component: true },
};

/** The store folder a file-like control's definition names, in any letter case (as uploads take it), or undefined. */
export function folderNamed(name: string): FileDirectory | undefined {
  const wanted = name.toLowerCase();
  return (Object.keys(FILE_DIRECTORIES) as FileDirectory[]).find((d) => d.toLowerCase() === wanted);
}

/** The extensions a file-like control accepts. */
export const acceptedBy = (spec: ControlSpec): readonly string[] | undefined => (spec.files ? FILE_USES[spec.files.use] : undefined);
