/**
 * A laboratory's CSV file of results (issue 16). All or nothing: a file with one bad row saves none of
 * its rows, and every bad row is named with its line number and what is wrong (decision 027: a report is
 * one document; half of it saved invites a second upload that duplicates the good half, and the row left
 * out could be the positive E. coli).
 *
 * The first line names the columns (any order, case and spacing free): sample id, supply component,
 * supply component id (optional), date, laboratory, parameter, result, unit (optional), mav (optional),
 * notes (optional). Fields may be quoted ("…", with "" for a quote); commas or semicolons separate.
 */
import { parameterOf } from './parameters';
import { type CheckedResult, checkResult, type FieldErrors, type ResultInput } from './result-input';

export const MAX_IMPORT_ROWS = 2000;

/** RFC 4180 records; a quoted field may hold the separator and line breaks. */
export function parseCsv(text: string, sep = ','): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ cells, line: startLine });
      cells = [];
      cell = '';
      line++;
      startLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    records.push({ cells, line: startLine });
  }
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

const squash = (s: string) => s.toLowerCase().replace(/[\s._\-()]/g, '');

const HEADERS: Record<string, keyof ResultInput> = {
  sampleid: 'sampleId',
  sample: 'sampleId',
  supplycomponent: 'component',
  component: 'component',
  supplycomponentid: 'componentId',
  componentid: 'componentId',
  date: 'sampledOn',
  sampledate: 'sampledOn',
  sampledon: 'sampledOn',
  laboratory: 'laboratory',
  lab: 'laboratory',
  parameter: 'parameter',
  determinand: 'parameter',
  test: 'parameter',
  result: 'value',
  value: 'value',
  unit: 'unit',
  units: 'unit',
  mav: 'mav',
  notes: 'notes',
  comment: 'notes',
};
const REQUIRED: (keyof ResultInput)[] = [
  'sampleId',
  'component',
  'sampledOn',
  'laboratory',
  'parameter',
  'value',
];
const HEADER_WORDS: Record<string, string> = {
  sampleId: 'sample id',
  component: 'supply component',
  sampledOn: 'date',
  laboratory: 'laboratory',
  parameter: 'parameter',
  value: 'result',
};

export interface RowProblem {
  /** The line of the file (1 is the header). */
  line: number;
  message: string;
  fields?: FieldErrors;
}

export type ImportOutcome =
  | { ok: true; rows: { line: number; result: CheckedResult }[] }
  | { ok: false; problems: RowProblem[] };

export function readResultsCsv(text: string, today: string): ImportOutcome {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const sep = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const records = parseCsv(text, sep);
  if (!records.length) return { ok: false, problems: [{ line: 1, message: 'The file is empty.' }] };
  const [header, ...body] = records;
  const columns = header!.cells.map((c) => HEADERS[squash(c)] ?? null);
  const missing = REQUIRED.filter((f) => !columns.includes(f));
  if (missing.length)
    return {
      ok: false,
      problems: [
        {
          line: header!.line,
          message: `The first line must name the columns; missing: ${missing.map((m) => HEADER_WORDS[m]).join(', ')}.`,
        },
      ],
    };
  if (!body.length)
    return { ok: false, problems: [{ line: 2, message: 'The file has no results after its first line.' }] };
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      problems: [
        { line: 1, message: `A file may hold at most ${MAX_IMPORT_ROWS} results; split it in two.` },
      ],
    };
  const rows: { line: number; result: CheckedResult }[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const rec of body) {
    const input: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field) input[field] = rec.cells[i] ?? '';
    });
    const checked = checkResult(input as unknown as ResultInput, today);
    if (!checked.ok) {
      problems.push({
        line: rec.line,
        message: Object.values(checked.errors).join(' '),
        fields: checked.errors,
      });
      continue;
    }
    const key = `${checked.value.sampleId}|${checked.value.parameter}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        line: rec.line,
        message: `Sample ${checked.value.sampleId} has a second ${parameterOf(checked.value.parameter)!.label} result; the first is on line ${earlier}.`,
      });
      continue;
    }
    seen.set(key, rec.line);
    rows.push({ line: rec.line, result: checked.value });
  }
  return problems.length ? { ok: false, problems } : { ok: true, rows };
}
