/**
 * What of a section's answers can be saved now. An answer that is valid as it stands is sent as it is;
 * one that is not valid yet (half an e-mail address, "1,5" in a number) is sent as it was last saved, or
 * left out, and named with its message. So one answer being typed never holds back the others: they are
 * saved, and the unfinished one stays in the field (and in the browser's copy) until it is fixed.
 * Inside a list of rows the same is done cell by cell, so a half-typed phone number in one contact does
 * not hold back the rest of that contact or the other contacts.
 */
import {
  type ColumnField,
  emptyValue,
  type Field,
  fieldSchema,
  ROWS_MAX,
  type RowsField,
  type SectionContent,
  type SectionForm,
  sectionFields,
} from './fields';

export interface Savable {
  /** The answers to send: every valid answer, and the last saved value in place of each invalid one. */
  content: SectionContent;
  /** Path ("email", "contacts.0.phone") → why that answer is not saved yet. */
  unsaved: Record<string, string>;
}

type Row = Record<string, unknown>;

function problem(f: Field | ColumnField, value: unknown): string | null {
  const res = fieldSchema(f as Field).safeParse(value);
  return res.success ? null : (res.error.issues[0]?.message ?? 'This answer is not valid.');
}

function rowId(row: unknown): string | null {
  const id = (row as Row | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Rows: each invalid cell falls back to the same row's saved cell (matched by row id), else to empty. */
function savableRows(
  f: RowsField,
  value: unknown,
  saved: unknown,
  unsaved: Record<string, string>,
): unknown[] | null {
  if (!Array.isArray(value) || value.length > (f.maxRows ?? ROWS_MAX)) return null;
  const savedRows = new Map<string, Row>();
  if (Array.isArray(saved)) for (const r of saved) if (rowId(r)) savedRows.set(rowId(r)!, r as Row);
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const [i, raw] of value.entries()) {
    const id = rowId(raw);
    if (!id || seen.has(id) || typeof raw !== 'object') return null;
    seen.add(id);
    const row = raw as Row;
    const before = savedRows.get(id);
    const next: Row = { id };
    for (const c of f.columns) {
      if (!(c.name in row)) continue;
      const message = problem(c, row[c.name]);
      if (!message) {
        next[c.name] = row[c.name];
        continue;
      }
      unsaved[`${f.name}.${i}.${c.name}`] = message;
      const fallback =
        before && c.name in before && !problem(c, before[c.name]) ? before[c.name] : emptyValue(c);
      next[c.name] = fallback;
    }
    out.push(next);
  }
  return out;
}

export function savableContent(form: SectionForm, content: SectionContent, saved: SectionContent): Savable {
  const out: SectionContent = {};
  const unsaved: Record<string, string> = {};
  for (const f of sectionFields(form)) {
    if (!(f.name in content)) continue;
    const value = content[f.name];
    const message = problem(f, value);
    if (!message) {
      out[f.name] = value;
      continue;
    }
    if (f.kind === 'rows') {
      const rows = savableRows(f, value, saved[f.name], unsaved);
      if (rows) {
        out[f.name] = rows;
        continue;
      }
    }
    unsaved[f.name] = message;
    if (f.name in saved && !problem(f, saved[f.name])) out[f.name] = saved[f.name];
  }
  return { content: out, unsaved };
}
