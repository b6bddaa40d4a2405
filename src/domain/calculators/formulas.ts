/**
 * The four public calculators (issue 20; platform specification's school ROI, advanced calculator,
 * professional ROI and supplier advanced calculator), as pure functions of their inputs (`inputs.ts`).
 *
 * Every result is a year, in hours and New Zealand dollars, kept on paper and with WaiKura, broken into
 * lines (what the time or money goes on). Nothing is rounded here: the page rounds what it shows, so a
 * total is always the sum of its unrounded lines. Time is costed at the hourly rate the visitor sets.
 */
import { INPUTS, type InputKey } from './inputs';

export type Values<K extends InputKey> = { readonly [P in K]: number };

export interface CostLine {
  /** What the line is (`calc.line.<key>` in the messages). */
  key: LineKey;
  hoursPaper: number;
  hoursWaiKura: number;
  nzdPaper: number;
  nzdWaiKura: number;
}

export type LineKey =
  | 'review'
  | 'tests'
  | 'reports'
  | 'paper'
  | 'price'
  | 'failure'
  | 'admin'
  | 'visitReports'
  | 'travel'
  | 'missedTests';

export interface CalculatorResult {
  lines: CostLine[];
  hoursPaper: number;
  hoursWaiKura: number;
  nzdPaper: number;
  nzdWaiKura: number;
  /** Paper minus WaiKura: negative when WaiKura costs more. */
  hoursSaved: number;
  nzdSaved: number;
  /** Dollars saved for each dollar of WaiKura's price; null when the price is 0 (nothing to divide by). */
  savedPerDollar: number | null;
}

/** What one supply failure costs, by part (the advanced calculators). */
export interface FailureCost {
  bottledWater: number;
  closure: number;
  retests: number;
  callOuts: number;
  staffTime: number;
  total: number;
}

function line(
  key: LineKey,
  hoursPaper: number,
  hoursWaiKura: number,
  rate: number,
  extra = { paper: 0, waikura: 0 },
): CostLine {
  return {
    key,
    hoursPaper,
    hoursWaiKura,
    nzdPaper: hoursPaper * rate + extra.paper,
    nzdWaiKura: hoursWaiKura * rate + extra.waikura,
  };
}

function total(lines: CostLine[], price: number): CalculatorResult {
  const sum = (f: (l: CostLine) => number) => lines.reduce((acc, l) => acc + f(l), 0);
  const hoursPaper = sum((l) => l.hoursPaper);
  const hoursWaiKura = sum((l) => l.hoursWaiKura);
  const nzdPaper = sum((l) => l.nzdPaper);
  const nzdWaiKura = sum((l) => l.nzdWaiKura);
  const nzdSaved = nzdPaper - nzdWaiKura;
  return {
    lines,
    hoursPaper,
    hoursWaiKura,
    nzdPaper,
    nzdWaiKura,
    hoursSaved: hoursPaper - hoursWaiKura,
    nzdSaved,
    savedPerDollar: price > 0 ? nzdSaved / price : null,
  };
}

export const SCHOOL_KEYS = [
  'hourlyRate',
  'reviewsPerYear',
  'reviewHoursPaper',
  'reviewHoursWaiKura',
  'testsPerYear',
  'minutesPerTestPaper',
  'minutesPerTestWaiKura',
  'reportsPerYear',
  'reportHoursPaper',
  'reportHoursWaiKura',
  'paperCosts',
  'waikuraPrice',
] as const satisfies readonly InputKey[];
export type SchoolKey = (typeof SCHOOL_KEYS)[number];

/** (a) A school: the hours and dollars a year of keeping its plan on paper and with WaiKura. */
export function schoolCost(v: Values<SchoolKey>): CalculatorResult {
  return total(schoolLines(v), v.waikuraPrice);
}

function schoolLines(v: Values<SchoolKey>): CostLine[] {
  const rate = v.hourlyRate;
  return [
    line('review', v.reviewsPerYear * v.reviewHoursPaper, v.reviewsPerYear * v.reviewHoursWaiKura, rate),
    line(
      'tests',
      (v.testsPerYear * v.minutesPerTestPaper) / 60,
      (v.testsPerYear * v.minutesPerTestWaiKura) / 60,
      rate,
    ),
    line('reports', v.reportsPerYear * v.reportHoursPaper, v.reportsPerYear * v.reportHoursWaiKura, rate),
    line('paper', 0, 0, rate, { paper: v.paperCosts, waikura: 0 }),
    line('price', 0, 0, rate, { paper: 0, waikura: v.waikuraPrice }),
  ];
}

export const SCHOOL_FAILURE_KEYS = [
  'failureChancePaper',
  'failureChanceWaiKura',
  'pupils',
  'boilDays',
  'litresPerPupil',
  'bottledPerLitre',
  'closureDays',
  'closureCostPerDay',
  'retests',
  'labTestCost',
  'callOuts',
  'callOutCost',
  'incidentStaffHours',
] as const satisfies readonly InputKey[];
export const SCHOOL_ADVANCED_KEYS = [...SCHOOL_KEYS, ...SCHOOL_FAILURE_KEYS] as const;
export type SchoolAdvancedKey = (typeof SCHOOL_ADVANCED_KEYS)[number];

/** What one supply failure costs a school: bottled water, closure, re-tests, call-outs and staff time. */
export function schoolFailureCost(v: Values<SchoolAdvancedKey>): FailureCost {
  const bottledWater = v.pupils * v.boilDays * v.litresPerPupil * v.bottledPerLitre;
  const closure = v.closureDays * v.closureCostPerDay;
  const retests = v.retests * v.labTestCost;
  const callOuts = v.callOuts * v.callOutCost;
  const staffTime = v.incidentStaffHours * v.hourlyRate;
  return {
    bottledWater,
    closure,
    retests,
    callOuts,
    staffTime,
    total: bottledWater + closure + retests + callOuts + staffTime,
  };
}

/**
 * (b) A school, advanced: (a) plus the expected cost a year of a supply failure, that is the cost of one
 * failure weighted by the chance of one in a year, which the visitor sets for each way of keeping the plan.
 */
export function schoolAdvancedCost(
  v: Values<SchoolAdvancedKey>,
): CalculatorResult & { failure: FailureCost } {
  const failure = schoolFailureCost(v);
  const pPaper = v.failureChancePaper / 100;
  const pWaiKura = v.failureChanceWaiKura / 100;
  const outOfPocket = failure.total - failure.staffTime;
  const risk = line('failure', pPaper * v.incidentStaffHours, pWaiKura * v.incidentStaffHours, v.hourlyRate, {
    paper: pPaper * outOfPocket,
    waikura: pWaiKura * outOfPocket,
  });
  return { ...total([...schoolLines(v), risk], v.waikuraPrice), failure };
}

export const SUPPLIER_KEYS = [
  'clientSchools',
  'contractorRate',
  'adminHoursPaper',
  'adminHoursWaiKura',
  'reportsPerSchool',
  'minutesPerReportPaper',
  'minutesPerReportWaiKura',
  'tripsAvoided',
  'hoursPerTrip',
  'kmPerTrip',
  'costPerKm',
  'waikuraPricePerSchool',
] as const satisfies readonly InputKey[];
export type SupplierKey = (typeof SUPPLIER_KEYS)[number];

/**
 * (c) A supplier or contractor: the time saved a year across its client schools (records per school,
 * visit reports, trips no longer needed because the school's plan and records are online), costed at the
 * contractor's hourly rate, plus the driving avoided, less WaiKura's price for each school.
 */
export function supplierCost(v: Values<SupplierKey>): CalculatorResult {
  return total(supplierLines(v), v.clientSchools * v.waikuraPricePerSchool);
}

function supplierLines(v: Values<SupplierKey>): CostLine[] {
  const n = v.clientSchools;
  const rate = v.contractorRate;
  const trips = n * v.tripsAvoided;
  return [
    line('admin', n * v.adminHoursPaper, n * v.adminHoursWaiKura, rate),
    line(
      'visitReports',
      (n * v.reportsPerSchool * v.minutesPerReportPaper) / 60,
      (n * v.reportsPerSchool * v.minutesPerReportWaiKura) / 60,
      rate,
    ),
    line('travel', trips * v.hoursPerTrip, 0, rate, { paper: trips * v.kmPerTrip * v.costPerKm, waikura: 0 }),
    line('price', 0, 0, rate, { paper: 0, waikura: n * v.waikuraPricePerSchool }),
  ];
}

export const SUPPLIER_RISK_KEYS = [
  'failureChancePaper',
  'failureChanceWaiKura',
  'incidentHours',
  'retests',
  'labTestCost',
  'missedTestsPaper',
  'missedTestsWaiKura',
] as const satisfies readonly InputKey[];
export const SUPPLIER_ADVANCED_KEYS = [...SUPPLIER_KEYS, ...SUPPLIER_RISK_KEYS] as const;
export type SupplierAdvancedKey = (typeof SUPPLIER_ADVANCED_KEYS)[number];

/** What one failure at one client school costs the supplier: a trip there, the work, the re-tests. */
export function supplierFailureCost(v: Values<SupplierAdvancedKey>): FailureCost {
  const staffTime = (v.incidentHours + v.hoursPerTrip) * v.contractorRate;
  const callOuts = v.kmPerTrip * v.costPerKm;
  const retests = v.retests * v.labTestCost;
  return { bottledWater: 0, closure: 0, retests, callOuts, staffTime, total: staffTime + callOuts + retests };
}

/**
 * (d) A supplier, advanced: (c) plus, across the client schools, the expected cost a year of supply
 * failures (one failure's cost weighted by the chance a year, set for each way of working) and of
 * catching up a missed quarterly test (an extra trip and a laboratory test).
 */
export function supplierAdvancedCost(
  v: Values<SupplierAdvancedKey>,
): CalculatorResult & { failure: FailureCost } {
  const n = v.clientSchools;
  const rate = v.contractorRate;
  const failure = supplierFailureCost(v);
  const failuresPaper = (n * v.failureChancePaper) / 100;
  const failuresWaiKura = (n * v.failureChanceWaiKura) / 100;
  const failureHours = v.incidentHours + v.hoursPerTrip;
  const failureOutOfPocket = failure.total - failure.staffTime;
  const risk = line('failure', failuresPaper * failureHours, failuresWaiKura * failureHours, rate, {
    paper: failuresPaper * failureOutOfPocket,
    waikura: failuresWaiKura * failureOutOfPocket,
  });
  const missedPaper = n * v.missedTestsPaper;
  const missedWaiKura = n * v.missedTestsWaiKura;
  const catchUp = v.kmPerTrip * v.costPerKm + v.labTestCost;
  const missed = line('missedTests', missedPaper * v.hoursPerTrip, missedWaiKura * v.hoursPerTrip, rate, {
    paper: missedPaper * catchUp,
    waikura: missedWaiKura * catchUp,
  });
  return { ...total([...supplierLines(v), risk, missed], n * v.waikuraPricePerSchool), failure };
}

export type CalculatorId = 'school' | 'schoolAdvanced' | 'supplier' | 'supplierAdvanced';

export interface Calculator {
  id: CalculatorId;
  /** Its inputs in the order the page shows them, in groups (`calc.group.<name>`). */
  groups: readonly { name: string; keys: readonly InputKey[] }[];
  compute(values: Readonly<Record<string, number>>): CalculatorResult & { failure?: FailureCost };
}

const SCHOOL_GROUPS = [
  { name: 'time', keys: ['hourlyRate'] },
  { name: 'review', keys: ['reviewsPerYear', 'reviewHoursPaper', 'reviewHoursWaiKura'] },
  { name: 'tests', keys: ['testsPerYear', 'minutesPerTestPaper', 'minutesPerTestWaiKura'] },
  { name: 'reports', keys: ['reportsPerYear', 'reportHoursPaper', 'reportHoursWaiKura'] },
  { name: 'costs', keys: ['paperCosts', 'waikuraPrice'] },
] as const;
const SUPPLIER_GROUPS = [
  { name: 'clients', keys: ['clientSchools', 'contractorRate'] },
  { name: 'admin', keys: ['adminHoursPaper', 'adminHoursWaiKura'] },
  { name: 'visitReports', keys: ['reportsPerSchool', 'minutesPerReportPaper', 'minutesPerReportWaiKura'] },
  { name: 'travel', keys: ['tripsAvoided', 'hoursPerTrip', 'kmPerTrip', 'costPerKm'] },
  { name: 'price', keys: ['waikuraPricePerSchool'] },
] as const;

export const CALCULATORS: Record<CalculatorId, Calculator> = {
  school: {
    id: 'school',
    groups: SCHOOL_GROUPS,
    compute: (v) => schoolCost(v as Values<SchoolKey>),
  },
  schoolAdvanced: {
    id: 'schoolAdvanced',
    groups: [
      ...SCHOOL_GROUPS,
      { name: 'chance', keys: ['failureChancePaper', 'failureChanceWaiKura'] },
      { name: 'boil', keys: ['pupils', 'boilDays', 'litresPerPupil', 'bottledPerLitre'] },
      { name: 'closure', keys: ['closureDays', 'closureCostPerDay'] },
      { name: 'response', keys: ['retests', 'labTestCost', 'callOuts', 'callOutCost', 'incidentStaffHours'] },
    ],
    compute: (v) => schoolAdvancedCost(v as Values<SchoolAdvancedKey>),
  },
  supplier: {
    id: 'supplier',
    groups: SUPPLIER_GROUPS,
    compute: (v) => supplierCost(v as Values<SupplierKey>),
  },
  supplierAdvanced: {
    id: 'supplierAdvanced',
    groups: [
      ...SUPPLIER_GROUPS,
      { name: 'chance', keys: ['failureChancePaper', 'failureChanceWaiKura'] },
      { name: 'response', keys: ['incidentHours', 'retests', 'labTestCost'] },
      { name: 'missed', keys: ['missedTestsPaper', 'missedTestsWaiKura'] },
    ],
    compute: (v) => supplierAdvancedCost(v as Values<SupplierAdvancedKey>),
  },
};

/** Every input key a calculator shows, in order. */
export const inputKeys = (c: Calculator): InputKey[] => c.groups.flatMap((g) => [...g.keys]);

/** A calculator's defaults, as the values `compute` takes. */
export function defaultValues(c: Calculator): Record<string, number> {
  return Object.fromEntries(inputKeys(c).map((k) => [k, INPUTS[k].default]));
}
