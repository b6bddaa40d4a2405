/**
 * The calculators' inputs as data: every assumption a named input with its default, its limits, its unit
 * and where the default comes from (a regulator's document with its PDF page, or WaiKura's own estimate,
 * said plainly). Pure: no I/O. The pages show each input with its source beside it.
 */

/** The regulator's documents a default may come from (the same keys as the public pages' citations). */
export type RegulatorDoc = 'small' | 'medium' | 'dwqar';

export type InputSource =
  /** A figure stated in a regulator's document, at this page of the PDF file. */
  | { kind: 'regulator'; doc: RegulatorDoc; page: number }
  /** WaiKura's own estimate: no regulator's text states it; the visitor should put their own figure. */
  | { kind: 'estimate' };

export type InputUnit =
  | 'hours'
  | 'minutes'
  | 'nzd'
  | 'nzdPerHour'
  | 'nzdPerKm'
  | 'nzdPerLitre'
  | 'count'
  | 'percent'
  | 'km'
  | 'litres'
  | 'days';

export interface InputSpec {
  /** Its name in the address (`?pupils=120`) and in the messages (`calc.input.<key>.label`). */
  readonly key: string;
  readonly default: number;
  readonly min: number;
  /** The largest value accepted: far above any real school or supplier, so a typo is caught. */
  readonly max: number;
  /** Whole numbers only (pupils, schools, tests). */
  readonly whole: boolean;
  readonly unit: InputUnit;
  readonly source: InputSource;
}

const estimate = { kind: 'estimate' } as const;

/** Every input of every calculator, once: a calculator lists the keys it uses. */
export const INPUTS = {
  // Staff time and its cost.
  hourlyRate: {
    key: 'hourlyRate',
    default: 45,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'nzdPerHour',
    source: estimate,
  },
  contractorRate: {
    key: 'contractorRate',
    default: 95,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'nzdPerHour',
    source: estimate,
  },
  // The plan's yearly review: the regulator suggests reviewing the plan at least once a year (medium
  // supplies' guidance, PDF page 15). The hours are WaiKura's estimate.
  reviewsPerYear: {
    key: 'reviewsPerYear',
    default: 1,
    min: 0,
    max: 52,
    whole: true,
    unit: 'count',
    source: { kind: 'regulator', doc: 'medium', page: 15 },
  },
  reviewHoursPaper: {
    key: 'reviewHoursPaper',
    default: 12,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  reviewHoursWaiKura: {
    key: 'reviewHoursWaiKura',
    default: 4,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  // Water tests: a small supply samples and tests every three months (small supplies' template, PDF page 8).
  testsPerYear: {
    key: 'testsPerYear',
    default: 4,
    min: 0,
    max: 365,
    whole: true,
    unit: 'count',
    source: { kind: 'regulator', doc: 'small', page: 8 },
  },
  minutesPerTestPaper: {
    key: 'minutesPerTestPaper',
    default: 60,
    min: 0,
    max: 6000,
    whole: false,
    unit: 'minutes',
    source: estimate,
  },
  minutesPerTestWaiKura: {
    key: 'minutesPerTestWaiKura',
    default: 15,
    min: 0,
    max: 6000,
    whole: false,
    unit: 'minutes',
    source: estimate,
  },
  // Reporting: a small supply reports its compliance once a year (DWQAR guidance, PDF page 8).
  reportsPerYear: {
    key: 'reportsPerYear',
    default: 1,
    min: 0,
    max: 52,
    whole: true,
    unit: 'count',
    source: { kind: 'regulator', doc: 'dwqar', page: 8 },
  },
  reportHoursPaper: {
    key: 'reportHoursPaper',
    default: 6,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  reportHoursWaiKura: {
    key: 'reportHoursWaiKura',
    default: 1,
    min: 0,
    max: 1000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  paperCosts: {
    key: 'paperCosts',
    default: 80,
    min: 0,
    max: 1_000_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },
  // WaiKura's price is the visitor's quote: the calculator states no price of its own.
  waikuraPrice: {
    key: 'waikuraPrice',
    default: 0,
    min: 0,
    max: 1_000_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },

  // What one supply failure costs a school. An E. coli result in treated water means telling everyone to
  // boil the water and testing again while the cause is found (DWQAR guidance, PDF page 16).
  failureChancePaper: {
    key: 'failureChancePaper',
    default: 10,
    min: 0,
    max: 100,
    whole: false,
    unit: 'percent',
    source: estimate,
  },
  failureChanceWaiKura: {
    key: 'failureChanceWaiKura',
    default: 7,
    min: 0,
    max: 100,
    whole: false,
    unit: 'percent',
    source: estimate,
  },
  pupils: { key: 'pupils', default: 80, min: 0, max: 5000, whole: true, unit: 'count', source: estimate },
  boilDays: { key: 'boilDays', default: 5, min: 0, max: 365, whole: false, unit: 'days', source: estimate },
  litresPerPupil: {
    key: 'litresPerPupil',
    default: 1.5,
    min: 0,
    max: 50,
    whole: false,
    unit: 'litres',
    source: estimate,
  },
  bottledPerLitre: {
    key: 'bottledPerLitre',
    default: 1.2,
    min: 0,
    max: 100,
    whole: false,
    unit: 'nzdPerLitre',
    source: estimate,
  },
  closureDays: {
    key: 'closureDays',
    default: 0.5,
    min: 0,
    max: 365,
    whole: false,
    unit: 'days',
    source: estimate,
  },
  closureCostPerDay: {
    key: 'closureCostPerDay',
    default: 1500,
    min: 0,
    max: 1_000_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },
  retests: {
    key: 'retests',
    default: 3,
    min: 0,
    max: 365,
    whole: true,
    unit: 'count',
    source: { kind: 'regulator', doc: 'dwqar', page: 16 },
  },
  labTestCost: {
    key: 'labTestCost',
    default: 90,
    min: 0,
    max: 100_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },
  callOuts: { key: 'callOuts', default: 2, min: 0, max: 365, whole: true, unit: 'count', source: estimate },
  callOutCost: {
    key: 'callOutCost',
    default: 250,
    min: 0,
    max: 100_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },
  incidentStaffHours: {
    key: 'incidentStaffHours',
    default: 10,
    min: 0,
    max: 10_000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },

  // A supplier or contractor looking after several schools.
  clientSchools: {
    key: 'clientSchools',
    default: 10,
    min: 0,
    max: 10_000,
    whole: true,
    unit: 'count',
    source: estimate,
  },
  adminHoursPaper: {
    key: 'adminHoursPaper',
    default: 10,
    min: 0,
    max: 10_000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  adminHoursWaiKura: {
    key: 'adminHoursWaiKura',
    default: 4,
    min: 0,
    max: 10_000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  // One visit report per quarterly sampling visit (small supplies' template, PDF page 8).
  reportsPerSchool: {
    key: 'reportsPerSchool',
    default: 4,
    min: 0,
    max: 365,
    whole: true,
    unit: 'count',
    source: { kind: 'regulator', doc: 'small', page: 8 },
  },
  minutesPerReportPaper: {
    key: 'minutesPerReportPaper',
    default: 45,
    min: 0,
    max: 6000,
    whole: false,
    unit: 'minutes',
    source: estimate,
  },
  minutesPerReportWaiKura: {
    key: 'minutesPerReportWaiKura',
    default: 15,
    min: 0,
    max: 6000,
    whole: false,
    unit: 'minutes',
    source: estimate,
  },
  tripsAvoided: {
    key: 'tripsAvoided',
    default: 1,
    min: 0,
    max: 365,
    whole: false,
    unit: 'count',
    source: estimate,
  },
  kmPerTrip: { key: 'kmPerTrip', default: 60, min: 0, max: 5000, whole: false, unit: 'km', source: estimate },
  costPerKm: {
    key: 'costPerKm',
    default: 1,
    min: 0,
    max: 100,
    whole: false,
    unit: 'nzdPerKm',
    source: estimate,
  },
  hoursPerTrip: {
    key: 'hoursPerTrip',
    default: 1.5,
    min: 0,
    max: 100,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  waikuraPricePerSchool: {
    key: 'waikuraPricePerSchool',
    default: 0,
    min: 0,
    max: 1_000_000,
    whole: false,
    unit: 'nzd',
    source: estimate,
  },
  // A supplier's advanced calculator: failures across the client schools, and tests missed.
  incidentHours: {
    key: 'incidentHours',
    default: 8,
    min: 0,
    max: 10_000,
    whole: false,
    unit: 'hours',
    source: estimate,
  },
  missedTestsPaper: {
    key: 'missedTestsPaper',
    default: 0.5,
    min: 0,
    max: 365,
    whole: false,
    unit: 'count',
    source: estimate,
  },
  missedTestsWaiKura: {
    key: 'missedTestsWaiKura',
    default: 0.1,
    min: 0,
    max: 365,
    whole: false,
    unit: 'count',
    source: estimate,
  },
} as const satisfies Record<string, InputSpec>;

export type InputKey = keyof typeof INPUTS;

/** Why a typed value is not accepted; the page words it at the field. */
export type InputProblem = 'empty' | 'notANumber' | 'comma' | 'negative' | 'tooBig' | 'notWhole';

/**
 * Reads what someone typed: digits with an optional decimal point; commas only as thousands separators
 * in their right places ("1,500", never "1,5", which may mean 1.5). Spaces around are ignored.
 */
export function parseInput(raw: string, spec: InputSpec): { value: number } | { problem: InputProblem } {
  const text = raw.trim();
  if (text === '') return { problem: 'empty' };
  let plain = text;
  if (text.includes(',')) {
    if (!/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return { problem: 'comma' };
    plain = text.replace(/,/g, '');
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return { problem: 'notANumber' };
  const value = Number(plain);
  if (!Number.isFinite(value)) return { problem: 'notANumber' };
  if (value < spec.min) return { problem: 'negative' };
  if (value > spec.max) return { problem: 'tooBig' };
  if (spec.whole && !Number.isInteger(value)) return { problem: 'notWhole' };
  return { value };
}
