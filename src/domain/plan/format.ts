/**
 * Answers as plain text, the same everywhere they are shown without their form: the conflict view,
 * the history diff, the revision records and the exported plan.
 */
import { MONTHS } from '../months';
import type { ColumnField, Field, FileRef } from './fields';

/** "2026-03-15" → "15 March 2026"; anything else unchanged. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : value;
}

export function formatNumber(n: number): string {
  const [int, frac] = String(n).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

export const NOT_ANSWERED = 'Not answered';

/** One answer as text. Rows become one line per row ("label: value; …"). */
export function formatValue(field: Field | ColumnField, value: unknown): string {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  switch (field.kind) {
    case 'number':
      return typeof value === 'number'
        ? `${formatNumber(value)}${field.unit ? ` ${field.unit}` : ''}`
        : String(value);
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : NOT_ANSWERED;
    case 'select':
    case 'radio':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case 'checklist': {
      const list = Array.isArray(value) ? (value as string[]) : [];
      if (!list.length) return NOT_ANSWERED;
      return field.options
        .filter((o) => list.includes(o.value))
        .map((o) => o.label)
        .join(', ');
    }
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'files': {
      const list = Array.isArray(value) ? (value as FileRef[]) : [];
      return list.length ? list.map((f) => f.name).join(', ') : NOT_ANSWERED;
    }
    case 'rows': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      if (!rows.length) return NOT_ANSWERED;
      return rows
        .map(
          (row, i) =>
            `${field.itemLabel} ${i + 1}: ${field.columns
              .filter(
                (c) => !c.hidden && row[c.name] !== undefined && row[c.name] !== null && row[c.name] !== '',
              )
              .map((c) => `${c.label} ${formatValue(c, row[c.name])}`)
              .join('; ')}`,
        )
        .join('\n');
    }
    default:
      return String(value);
  }
}
