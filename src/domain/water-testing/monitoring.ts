/**
 * What is due next in the water-test log (issue 16): the E. coli sample every quarter, the Varying
 * Population extra samples, and the chemicals that must be tested more often after a result above half
 * their MAV. Dates are New Zealand calendar dates (YYYY-MM-DD).
 *
 * - Small supplies: E. coli at least every three months, each quarter of the calendar year
 *   (DWSP_Template_Small_26-100, p. 8; DWQAR_Guidance_for_Small_Supplies (draft), p. 25, S1.1 every quarter).
 * - Medium supplies follow the level 2 Rules, which WaiKura does not hold; WaiKura's own advice is never
 *   to sample less often than every quarter (the same floor as supply-size.ts's MONITORING_MEDIUM).
 * - Varying Population: microbiological monitoring starts a week before a rise above 100 people you can
 *   predict (DWQAR pp. 23–24).
 * - A chemical above half its MAV: treated water every three months, source water every year, until three
 *   results in a row are below half the MAV (DWQAR p. 11, S1.3; p. 18, T1.2).
 */
import type { SupplySize } from '../plan/supply-size';
import { DWQAR, type ParameterId, type ResultValue, SMALL, type SupplyComponent } from './parameters';

export interface LoggedSample {
  parameter: ParameterId;
  component: SupplyComponent;
  sampledOn: string;
  result: ResultValue;
  /** The MAV used (a chemical's from its report), if any. */
  mav: number | null;
}

/** Why an item is due, as data: the web words it in the reader's language; `title` and `why` are English. */
export type DueReason =
  | { kind: 'e_coli'; state: 'done_now' | 'missed_last' | 'not_yet' }
  | { kind: 'varying_population'; date: string }
  | { kind: 'chemical'; parameter: string; where: 'treated' | 'source' };

export interface DueItem {
  id: string;
  reason: DueReason;
  title: string;
  /** Sample on or before this date. */
  dueBy: string;
  /** Past its date with no sample taken. */
  overdue: boolean;
  why: string;
  source: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The quarter (1–4) and year of a date. */
export function quarterOf(date: string): { year: number; quarter: number } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { year: y, quarter: Math.floor((m - 1) / 3) + 1 };
}

/** The last day of a quarter. */
export function quarterEnd(year: number, quarter: number): string {
  const m = quarter * 3;
  return dateOf(year, m, lastDay(year, m));
}

/** `date` moved by whole months, kept within the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return dateOf(ny, nm, Math.min(d, lastDay(ny, nm)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return dateOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

const afterTreatment = (c: SupplyComponent) => c !== 'source';

const ECOLI_SOURCE = `${SMALL}, p. 8 (E. coli sampling every three months); ${DWQAR}, p. 25 (S1.1: sample every quarter of the year)`;
const VP_SOURCE = `${DWQAR}, p. 24 (Varying Population: monitoring starts a week before a predictable rise above 100 people)`;
const CHEM_SOURCE = `${DWQAR}, p. 11 (S1.3: source water yearly until three results in a row under half the MAV) and p. 18 (T1.2: treated water every three months until three in a row under half the MAV)`;

/**
 * The E. coli sample for the quarter: due by the end of this quarter when none was taken after treatment
 * in it; otherwise by the end of the next. Overdue when last quarter had none and this one has none yet.
 */
export function eColiDue(samples: readonly LoggedSample[], today: string, size: SupplySize | null): DueItem {
  const taken = new Set(
    samples
      .filter((s) => s.parameter === 'e_coli' && afterTreatment(s.component))
      .map((s) => {
        const q = quarterOf(s.sampledOn);
        return `${q.year}-${q.quarter}`;
      }),
  );
  const now = quarterOf(today);
  const prev =
    now.quarter === 1 ? { year: now.year - 1, quarter: 4 } : { year: now.year, quarter: now.quarter - 1 };
  const next =
    now.quarter === 4 ? { year: now.year + 1, quarter: 1 } : { year: now.year, quarter: now.quarter + 1 };
  const doneNow = taken.has(`${now.year}-${now.quarter}`);
  const medium = size === 'medium' || size === 'large';
  const anyBefore = samples.some((s) => s.parameter === 'e_coli' && s.sampledOn < today);
  const missedLast = !taken.has(`${prev.year}-${prev.quarter}`) && anyBefore;
  return {
    id: 'e_coli_quarterly',
    reason: { kind: 'e_coli', state: doneNow ? 'done_now' : missedLast ? 'missed_last' : 'not_yet' },
    title: 'E. coli sample from a tap after treatment',
    dueBy: doneNow ? quarterEnd(next.year, next.quarter) : quarterEnd(now.year, now.quarter),
    overdue: !doneNow && missedLast,
    why: doneNow
      ? 'This quarter’s sample is in the log; the next one is due next quarter.'
      : missedLast
        ? 'No E. coli sample after treatment is logged for last quarter or this one: take one now.'
        : 'No E. coli sample after treatment is logged for this quarter yet.',
    source: medium
      ? `${ECOLI_SOURCE}; for a medium supply the level 2 Rules set the frequency and this quarterly floor is WaiKura’s own advice`
      : ECOLI_SOURCE,
  };
}

/** One extra E. coli sample a week before each predicted rise above 100 people still ahead. */
export function varyingPopulationDue(predictedRises: readonly string[], today: string): DueItem[] {
  return [...predictedRises]
    .filter((d) => d >= today)
    .sort()
    .map((d) => {
      const by = addDays(d, -7);
      return {
        id: `varying_population:${d}`,
        reason: { kind: 'varying_population', date: d },
        title: `Extra E. coli sample before the rise in numbers on ${d}`,
        dueBy: by,
        overdue: by < today,
        why: 'The supply will serve more than 100 people that day: monitoring starts a week before.',
        source: VP_SOURCE,
      };
    });
}

/**
 * Chemicals found above half their MAV: due again three months (after treatment) or a year (source)
 * after the latest sample, until the three latest results are all under half the MAV.
 */
export function chemicalsDue(samples: readonly LoggedSample[], today: string): DueItem[] {
  const groups = new Map<string, LoggedSample[]>();
  for (const s of samples) {
    if (s.mav === null || s.parameter === 'e_coli' || s.parameter === 'total_coliforms') continue;
    const key = `${s.parameter}|${afterTreatment(s.component) ? 'treated' : 'source'}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const items: DueItem[] = [];
  for (const [key, list] of groups) {
    const sorted = [...list].sort((a, b) => a.sampledOn.localeCompare(b.sampledOn));
    const half = (s: LoggedSample) => s.result.qualifier !== '<' && s.result.value > (s.mav as number) / 2;
    if (!sorted.some(half)) continue;
    const lastThree = sorted.slice(-3);
    if (lastThree.length === 3 && !lastThree.some(half)) continue;
    const [parameter, where] = key.split('|') as [ParameterId, 'treated' | 'source'];
    const latest = sorted[sorted.length - 1]!;
    const by = addMonths(latest.sampledOn, where === 'treated' ? 3 : 12);
    items.push({
      id: `chemical:${parameter}:${where}`,
      reason: { kind: 'chemical', parameter, where },
      title: `${parameter.replace('_', ' ')} in ${where === 'treated' ? 'water after treatment' : 'source water'}`,
      dueBy: by,
      overdue: by < today,
      why: 'A result was above half the MAV: keep testing until three results in a row are under half.',
      source: CHEM_SOURCE,
    });
  }
  return items;
}

/** Everything due, soonest first. */
export function dueNext(input: {
  samples: readonly LoggedSample[];
  today: string;
  size: SupplySize | null;
  predictedRises?: readonly string[];
}): DueItem[] {
  return [
    eColiDue(input.samples, input.today, input.size),
    ...varyingPopulationDue(input.predictedRises ?? [], input.today),
    ...chemicalsDue(input.samples, input.today),
  ].sort((a, b) => a.dueBy.localeCompare(b.dueBy));
}

export const MONITORING_STATEMENTS: readonly { text: string; source: string }[] = [
  { text: 'E. coli after treatment every quarter', source: ECOLI_SOURCE },
  { text: 'Varying Population: a week before a predictable rise', source: VP_SOURCE },
  { text: 'Chemicals above half the MAV', source: CHEM_SOURCE },
];
