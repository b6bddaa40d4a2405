/**
 * The field language of the plan. Every section's form is described once, as data, with these
 * descriptors; from them come the section's ONE zod schema (shared by form, API validation, progress,
 * compliance and export), the form itself, the export's tables and the completeness checks.
 *
 * A saved section is a draft: every field may be empty. The schema checks types, formats, ranges and
 * sizes; `required` marks what the section needs to count as complete (and, with `standard`, what the
 * Ministry requires, plan specification 5.1).
 */
import { z } from 'zod';
import { sameJson } from '../canonical-json';

export interface Option {
  value: string;
  label: string;
  hint?: string;
}

interface BaseField {
  /** Key in the stored content; snake_case; the form field's id. Spec field names where they exist. */
  name: string;
  /** The plain-language question. */
  label: string;
  /** The regulator's term, shown as the smaller label. */
  regulatorLabel?: string;
  /** Help beside the field: what to write, in plain words. */
  hint?: string;
  /** A short example from a real school situation. */
  example?: string;
  /** Needed for the section to count as complete (only while the field is shown). */
  required?: boolean;
  /** Kept in the content but not drawn as a control (set by a page's own widgets, e.g. rejected suggestions). */
  hidden?: boolean;
  /** Shown (and required) only when another field of the same section (or row) has a value. */
  when?: Condition;
  /**
   * The same fact is asked first in another section (the template needs it in both places): the form
   * shows that answer with a link, and the export prints it here too, so the plan never disagrees with
   * itself (issue 14).
   */
  askedIn?: { sectionId: string; field: string };
}

/** `equals`: the other field's value is exactly this; `includes`: the other (checklist) field holds it. */
export interface Condition {
  field: string;
  equals?: string | boolean;
  includes?: string;
}

export interface TextField extends BaseField {
  kind: 'text' | 'textarea' | 'email' | 'phone' | 'url' | 'date';
  /** Minimum characters once something is written (the spec's "at least {n} characters"). */
  minLength?: number;
  maxLength?: number;
}

export interface NumberField extends BaseField {
  kind: 'number';
  /** Unit shown after the input: "people", "L", "L per person per day", "days", "m", "%". */
  unit?: string;
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface ChoiceField extends BaseField {
  /** select: a drop-down; radio: one of a few; checklist: tick all that apply (the template's tick lists). */
  kind: 'select' | 'radio' | 'checklist';
  options: readonly Option[];
}

export interface YesNoField extends BaseField {
  kind: 'yesno';
}

export type ColumnField = TextField | NumberField | ChoiceField | YesNoField;

export interface RowsField extends BaseField {
  kind: 'rows';
  /** What one row is called: "contact", "hazard", "test result". */
  itemLabel: string;
  columns: readonly ColumnField[];
  /** Rows needed for the field to count as filled in (default 1). */
  minRows?: number;
  maxRows?: number;
}

export interface FilesField extends BaseField {
  kind: 'files';
  accept: 'images' | 'documents';
  maxFiles?: number;
}

export type Field = TextField | NumberField | ChoiceField | YesNoField | RowsField | FilesField;

/** A group of fields on the form; a section's subsections are groups with the subsection's id. */
export interface FieldGroup {
  /** The subsection id where the group is one of the catalogue's subsections, else a local id. */
  id: string;
  title?: string;
  intro?: string;
  fields: readonly Field[];
}

export interface SectionForm {
  sectionId: string;
  /** Plain-language introduction at the top of the form. */
  intro: string;
  /** Where the facts come from: document and page. */
  sources?: readonly string[];
  groups: readonly FieldGroup[];
  /**
   * How a catalogue subsection counts as completed when it is not a group of its own: paths
   * "rowsField.column" (at least one row, every row has the column filled) or plain field names.
   */
  subsectionChecks?: Readonly<Record<string, readonly string[]>>;
}

/** A stored reference to an uploaded file. */
export const FileRef = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  mime: z.string().min(1).max(128),
  size: z.number().int().nonnegative(),
});
export type FileRef = z.infer<typeof FileRef>;

export const TEXT_MAX = 500;
export const TEXTAREA_MAX = 20_000;
export const ROWS_MAX = 200;
export const FILES_MAX = 20;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE_RE = /^[+()\d][\d\s()+-]{5,24}$/;

/** Half of a surrogate pair on its own: no character at all, and the database refuses to store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (v: string) => !LONE_SURROGATE.test(v);

function textSchema(f: TextField) {
  const max = f.maxLength ?? (f.kind === 'textarea' ? TEXTAREA_MAX : TEXT_MAX);
  let s = z
    .string()
    .max(max, { error: `Use at most ${max} characters.` })
    .refine(wellFormed, { error: 'This text has a broken character in it. Type it again.' });
  if (f.minLength) {
    const min = f.minLength;
    s = s.refine((v) => v.trim() === '' || v.trim().length >= min, {
      error: `Must be a string with at least ${min} characters`,
    });
  }
  switch (f.kind) {
    case 'email':
      return s.refine((v) => v.trim() === '' || z.email().safeParse(v.trim()).success, {
        error: 'Enter an e-mail address like name@school.nz.',
      });
    case 'phone':
      return s.refine((v) => v.trim() === '' || PHONE_RE.test(v.trim()), {
        error: 'Enter a phone number like 07 123 4567 or +64 21 123 4567.',
      });
    case 'url':
      return s.refine((v) => v.trim() === '' || /^https?:\/\/\S+$/.test(v.trim()), {
        error: 'Enter a web address starting with https://.',
      });
    case 'date':
      return s.refine((v) => v === '' || (DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
        error: 'Enter a date like 2026-03-15.',
      });
    default:
      return s;
  }
}

/** The largest figure any answer takes when its field names no maximum: a billion (litres, people, dollars). */
export const NUMBER_MAX = 1_000_000_000;

function numberSchema(f: NumberField) {
  let s = z.number({ error: 'Must be a number' });
  if (f.integer) s = s.int({ error: 'Must be a whole number' });
  if (f.min !== undefined) s = s.min(f.min, { error: `Must be a number >= ${f.min}` });
  const max = f.max ?? NUMBER_MAX;
  s = s.max(max, { error: `Must be a number <= ${max}` });
  return s.nullable();
}

function choiceSchema(f: ChoiceField) {
  const values = f.options.map((o) => o.value) as [string, ...string[]];
  const one = z.enum(values, { error: 'Choose one of the options.' });
  if (f.kind === 'checklist')
    return z.array(one).max(values.length).refine(unique, { error: 'Each option once.' });
  return one.nullable();
}

function unique(xs: readonly string[]) {
  return new Set(xs).size === xs.length;
}

function columnSchema(c: ColumnField): z.ZodType {
  switch (c.kind) {
    case 'number':
      return numberSchema(c);
    case 'select':
    case 'radio':
    case 'checklist':
      return choiceSchema(c);
    case 'yesno':
      return z.boolean({ error: 'Must be true or false' }).nullable();
    default:
      return textSchema(c);
  }
}

/** Each field's schema, made once: a field of the catalogue never changes (see `fieldSchema`). */
const fieldSchemas = new WeakMap<Field, z.ZodType>();

/**
 * The schema of one answer. Made once per field and kept: every check of a section's answers (each pause
 * in typing, and the first render of a plan section) asks for every field's, and making zod schemas anew
 * each time was most of a section's first render on a slow phone (decision 055).
 */
export function fieldSchema(f: Field): z.ZodType {
  let schema = fieldSchemas.get(f);
  if (!schema) {
    schema = makeFieldSchema(f);
    fieldSchemas.set(f, schema);
  }
  return schema;
}

function makeFieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case 'rows': {
      const row: Record<string, z.ZodType> = { id: z.string().min(1).max(64).refine(wellFormed) };
      for (const c of f.columns) row[c.name] = columnSchema(c).optional();
      const max = f.maxRows ?? ROWS_MAX;
      return z
        .array(z.strictObject(row))
        .max(max, { error: `Use at most ${max} rows.` })
        .refine((rows) => unique(rows.map((r) => String((r as { id: string }).id))), {
          error: 'Each row needs its own id.',
        });
    }
    case 'files': {
      const max = f.maxFiles ?? FILES_MAX;
      return z.array(FileRef).max(max, { error: `Attach at most ${max} files.` });
    }
    default:
      return columnSchema(f);
  }
}

export function sectionFields(form: SectionForm): Field[] {
  return form.groups.flatMap((g) => g.fields);
}

/** The section's one schema: every field optional (drafts), unknown keys refused. */
export function buildSectionSchema(form: SectionForm) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of sectionFields(form)) shape[f.name] = fieldSchema(f).optional();
  return z.strictObject(shape);
}

export type SectionContent = Record<string, unknown>;

/** Does the field show, given the values around it (the section content, or the row)? */
export function isShown(f: { when?: Condition }, values: Record<string, unknown>): boolean {
  const c = f.when;
  if (!c) return true;
  const v = values[c.field];
  if (c.includes !== undefined) return Array.isArray(v) && v.includes(c.includes);
  return v === c.equals;
}

/** Is a stored value filled in, as the section's completeness sees it? */
export function isFilled(f: Field | ColumnField, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  switch (f.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'yesno':
      return typeof value === 'boolean';
    case 'checklist':
    case 'files':
      return Array.isArray(value) && value.length > 0;
    case 'rows': {
      if (!Array.isArray(value)) return false;
      const rows = value as Record<string, unknown>[];
      const min = f.minRows ?? 1;
      if (rows.length < min) return false;
      const needed = f.columns.filter((c) => c.required);
      return rows.every((r) => needed.every((c) => !isShown(c, r) || isFilled(c, r[c.name])));
    }
    case 'select':
    case 'radio':
      return typeof value === 'string' && value !== '';
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
}

/** An empty value of the field's type, as the form starts it. */
export function emptyValue(f: Field | ColumnField): unknown {
  switch (f.kind) {
    case 'number':
    case 'select':
    case 'radio':
    case 'yesno':
      return null;
    case 'checklist':
    case 'rows':
    case 'files':
      return [];
    default:
      return '';
  }
}

/** An empty answer (nothing, an empty text, no rows, no ticks) compares equal to every other empty answer. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

/**
 * The names of the fields whose value differs between two contents (for revisions and the merge after a
 * 409). The values themselves are compared, a partly filled row included: only empty answers count as
 * equal to each other.
 */
export function changedFields(form: SectionForm, before: SectionContent, after: SectionContent): string[] {
  return sectionFields(form)
    .filter((f) => !sameJson(comparable(before[f.name]), comparable(after[f.name])))
    .map((f) => f.name);
}
