/**
 * The compliance report a school sends Taumata Arowai (issue 16): the samples of a period with what DWQAR
 * asks each to carry — supply component ID, sample ID, date, result with its unit (DWQAR p. 7) — grouped
 * by the rule they report on (S1.1, S1.2, S1.3, T1.1, T1.2, D1.1; DWQAR pp. 25–26), and what is missing
 * before it can be sent. Small supplies report the calendar year, within 40 working days of its end
 * (DWQAR p. 8); medium supplies report each quarter (DWQAR p. 8, G1(e)).
 */
import { quarterOf } from './monitoring';
import { DWQAR, type ParameterId, parameterOf, type SupplyComponent } from './parameters';

export type ReportRule = 'S1.1' | 'S1.2' | 'S1.3' | 'T1.1' | 'T1.2' | 'D1.1';

export interface ReportSample {
  sampleId: string;
  sampledOn: string;
  component: SupplyComponent;
  componentId: string | null;
  parameter: ParameterId;
  result: string;
  unit: string;
  laboratory: string;
  /** Where WaiKura has it from: the log, or the plan's 8.1. */
  from: 'log' | 'plan';
}

export interface ReportRow extends ReportSample {
  rule: ReportRule;
}

/** What is missing, as data: the web words it in the reader's language, `missing` says it in English. */
export type ReportGap =
  | { kind: 'treated' | 'source'; quarter: number; year: number }
  | { kind: 'no_component_id'; count: number; samples: string[] }
  | { kind: 'no_sample_id'; count: number };

export interface AnnualReport {
  /** `quarter` is null for a year's report. */
  period: { from: string; to: string; label: string; year: number; quarter: number | null };
  dueBy: string;
  rows: ReportRow[];
  /** The gaps in English, as the PDF and the CSV's readers get them. */
  missing: string[];
  gaps: ReportGap[];
  sources: string;
}

const MICROBE: readonly ParameterId[] = ['e_coli', 'total_coliforms'];

/** The rule a sample reports on: its part of the supply, and for a source the kind of source. */
export function ruleFor(component: SupplyComponent, parameter: ParameterId, roofSource: boolean): ReportRule {
  const microbial = MICROBE.includes(parameter) || parameter === 'turbidity';
  if (component === 'source') return microbial ? (roofSource ? 'S1.2' : 'S1.1') : 'S1.3';
  if (component === 'treatment_plant') return microbial ? 'T1.1' : 'T1.2';
  return 'D1.1';
}

/**
 * The 40th working day after the end of `year`: weekdays, leaving out New Year's Day and the day after
 * (the first two weekdays of January, as they are moved off a weekend) and Waitangi Day (moved to Monday
 * when on a weekend). DWQAR p. 8 says the date falls near the end of February; the exact day is WaiKura's
 * own reckoning, and the page says so.
 */
export function reportDueDate(year: number): string {
  const next = year + 1;
  const day = (m: number, d: number) => new Date(Date.UTC(next, m, d));
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  const holidays = new Set<string>();
  for (let d = day(0, 1); holidays.size < 2; d = new Date(d.getTime() + 86_400_000))
    if (!weekend(d)) holidays.add(d.toISOString().slice(0, 10));
  const waitangi = day(1, 6);
  const shift = waitangi.getUTCDay() === 6 ? 2 : waitangi.getUTCDay() === 0 ? 1 : 0;
  holidays.add(
    day(1, 6 + shift)
      .toISOString()
      .slice(0, 10),
  );
  let d = day(0, 0);
  let count = 0;
  while (count < 40) {
    d = new Date(d.getTime() + 86_400_000);
    if (!weekend(d) && !holidays.has(d.toISOString().slice(0, 10))) count++;
  }
  return d.toISOString().slice(0, 10);
}

export function annualReport(input: {
  year: number;
  /** 1–4 for a medium supply's quarterly report; absent for a small supply's year. */
  quarter?: number;
  samples: readonly ReportSample[];
  roofSource: boolean;
}): AnnualReport {
  const { year, quarter } = input;
  const from = quarter ? `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01` : `${year}-01-01`;
  const endMonth = quarter ? quarter * 3 : 12;
  const to = `${year}-${String(endMonth).padStart(2, '0')}-${new Date(Date.UTC(year, endMonth, 0)).getUTCDate()}`;
  const rows = input.samples
    .filter((s) => s.sampledOn >= from && s.sampledOn <= to)
    .map((s) => ({ ...s, rule: ruleFor(s.component, s.parameter, input.roofSource) }))
    .sort((a, b) => a.sampledOn.localeCompare(b.sampledOn) || a.sampleId.localeCompare(b.sampleId));

  const missing: string[] = [];
  const gaps: ReportGap[] = [];
  const quarters = quarter ? [quarter] : [1, 2, 3, 4];
  const has = (q: number, test: (r: ReportRow) => boolean) =>
    rows.some((r) => r.parameter === 'e_coli' && quarterOf(r.sampledOn).quarter === q && test(r));
  for (const q of quarters) {
    if (!has(q, (r) => r.component !== 'source')) {
      missing.push(`No E. coli sample after treatment in quarter ${q} of ${year}.`);
      gaps.push({ kind: 'treated', quarter: q, year });
    }
    if (!has(q, (r) => r.component === 'source')) {
      missing.push(`No E. coli sample of the source water in quarter ${q} of ${year}.`);
      gaps.push({ kind: 'source', quarter: q, year });
    }
  }
  const noId = rows.filter((r) => !r.componentId);
  if (noId.length) {
    const samples = [...new Set(noId.map((r) => r.sampleId || '(no sample ID)'))];
    missing.push(
      `${noId.length} ${noId.length === 1 ? 'sample has' : 'samples have'} no supply component ID (from Hinekōrako): ${samples.join(', ')}.`,
    );
    gaps.push({ kind: 'no_component_id', count: noId.length, samples });
  }
  const noSampleId = rows.filter((r) => !r.sampleId);
  if (noSampleId.length) {
    missing.push(`${noSampleId.length} results have no sample ID.`);
    gaps.push({ kind: 'no_sample_id', count: noSampleId.length });
  }

  return {
    period: {
      from,
      to,
      label: quarter ? `Quarter ${quarter} of ${year}` : `The year ${year}`,
      year,
      quarter: quarter ?? null,
    },
    dueBy: quarter ? '' : reportDueDate(year),
    rows,
    missing,
    gaps,
    sources: `${DWQAR}, p. 7 (sample details), p. 8 (G1(d): yearly within 40 working days, near the end of February; G1(e): medium supplies quarterly) and pp. 25–26 (reporting rule IDs); the due date is WaiKura’s own reckoning of the 40 working days`,
  };
}

export const REPORT_COLUMNS = [
  'Rule',
  'Supply component ID',
  'Supply component',
  'Sample ID',
  'Sample date',
  'Parameter',
  'Result',
  'Unit',
  'Laboratory',
] as const;

export function reportCsvRows(report: AnnualReport): (string | number)[][] {
  return [
    [...REPORT_COLUMNS],
    ...report.rows.map((r) => [
      r.rule,
      r.componentId ?? '',
      r.component,
      r.sampleId,
      r.sampledOn,
      parameterOf(r.parameter)?.label ?? r.parameter,
      r.result,
      r.unit,
      r.laboratory,
    ]),
  ];
}
