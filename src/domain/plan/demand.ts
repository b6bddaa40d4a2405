/**
 * The demand and storage calculator (section 2.6, plan specification 9.7): daily demand from the people
 * on site and the litres each uses, the storage needed for the days the supply must last, and whether
 * the school's stored water covers it.
 *
 * Rounding: litres are whole numbers (Math.round, computed from the unrounded figures); a shortfall is
 * rounded up, so adding it always makes the storage enough; days of supply has one decimal, rounded
 * down, so a supply that falls short never shows the required number of days.
 */

export const DEMAND_CONSTANTS = {
  specPerPersonLitres: {
    value: 150,
    source:
      'WaiKura plan specification 9.7 (embedded regulatory knowledge): storage 150 L per person per day.',
  },
  ministrySchoolPerPerson: {
    min: 20,
    max: 25,
    source:
      "Ministry of Education guidance (WaiKura's reference notes): 20–25 L per person per day at school. The Taumata Arowai texts held by WaiKura state no per-person figure.",
  },
  roofWaterDays: {
    value: 20,
    source:
      'WaiKura plan specification 9.7: roof water storage for at least 20 days. The Roof Water Acceptable Solution separately asks for untreated storage of at least 96 hours of average demand ahead of treatment (Acceptable_Solution_Roof_Water, p. 6).',
  },
  boreTankMinimumDays: {
    value: 1,
    source: 'WaiKura plan specification 9.7: tank storage of at least 1 day for bore supplies.',
  },
} as const satisfies {
  specPerPersonLitres: { value: 150; source: string };
  ministrySchoolPerPerson: { min: 20; max: 25; source: string };
  roofWaterDays: { value: 20; source: string };
  boreTankMinimumDays: { value: 1; source: string };
};

export const DEMAND_FAILURE_MESSAGE = 'Water demand calculation does not meet MOE storage requirements';

/** Source values that mean roof water (2.1's checklist value, the school record's value). */
const ROOF_SOURCES = new Set(['roof_rainwater', 'roof']);
/** "More than one source" may include a roof: the longer storage applies. */
const MAYBE_ROOF_SOURCES = new Set(['mixed']);

/**
 * Days of storage the supply needs: 20 when any source is roof water (or the sources are unknown or
 * "mixed"), else 1 (bore, spring, stream, carted or another source).
 */
export function daysRequiredFor(sourceTypes: readonly string[]): number {
  const known = sourceTypes.filter((s) => typeof s === 'string' && s.trim() !== '');
  if (known.length === 0) return DEMAND_CONSTANTS.roofWaterDays.value;
  if (known.some((s) => ROOF_SOURCES.has(s) || MAYBE_ROOF_SOURCES.has(s)))
    return DEMAND_CONSTANTS.roofWaterDays.value;
  return DEMAND_CONSTANTS.boreTankMinimumDays.value;
}

export interface DemandInput {
  /** People on site (students, staff and visitors). */
  population: number | null;
  /** Litres each person uses per day. */
  perPersonLitres: number | null;
  /** Litres of water the school can store. */
  storageLitres: number | null;
  /** Days the stored water must last. */
  days: number | null;
}

export type DemandInputName = keyof DemandInput;

export interface DemandResult {
  /** The inputs are complete and valid; the figures below mean something only then (else 0). */
  ok: boolean;
  dailyDemandLitres: number;
  requiredStorageLitres: number;
  storageLitres: number;
  daysOfSupply: number;
  compliant: boolean;
  shortfallLitres: number;
  /** DEMAND_FAILURE_MESSAGE when the storage falls short, else null. */
  message: string | null;
  /** Inputs not given, in input order. */
  missing: DemandInputName[];
  /** Inputs given but not usable, in input order, with what is wrong in plain words. */
  invalid: { name: DemandInputName; message: string }[];
}

const INPUT_RULES: readonly { name: DemandInputName; check: (v: number) => string | null }[] = [
  {
    name: 'population',
    check: (v) =>
      Number.isInteger(v) && v >= 1 ? null : 'Enter the number of people as a whole number of 1 or more.',
  },
  {
    name: 'perPersonLitres',
    check: (v) => (v > 0 ? null : 'Enter the litres per person per day as more than 0.'),
  },
  { name: 'storageLitres', check: (v) => (v >= 0 ? null : 'Enter the storage in litres as 0 or more.') },
  { name: 'days', check: (v) => (v > 0 ? null : 'Enter the days of storage needed as more than 0.') },
];

const EMPTY = {
  ok: false,
  dailyDemandLitres: 0,
  requiredStorageLitres: 0,
  storageLitres: 0,
  daysOfSupply: 0,
  compliant: false,
  shortfallLitres: 0,
  message: null,
} as const;

/** Daily demand, storage needed and whether the storage is enough (rules at the top of this file). */
export function calculateDemand(input: DemandInput): DemandResult {
  const missing: DemandInputName[] = [];
  const invalid: { name: DemandInputName; message: string }[] = [];
  for (const rule of INPUT_RULES) {
    const v = input[rule.name];
    if (v === null || v === undefined) missing.push(rule.name);
    else if (typeof v !== 'number' || !Number.isFinite(v))
      invalid.push({ name: rule.name, message: 'Enter a number.' });
    else {
      const problem = rule.check(v);
      if (problem) invalid.push({ name: rule.name, message: problem });
    }
  }
  if (missing.length > 0 || invalid.length > 0) return { ...EMPTY, missing, invalid };

  const population = input.population as number;
  const perPerson = input.perPersonLitres as number;
  const storage = input.storageLitres as number;
  const days = input.days as number;
  const daily = population * perPerson;
  const required = daily * days;
  // A tiny tolerance so that storage equal to the requirement is enough despite binary fractions.
  const compliant = storage >= required - 1e-9;
  return {
    ok: true,
    dailyDemandLitres: Math.round(daily),
    requiredStorageLitres: Math.round(required),
    storageLitres: Math.round(storage),
    daysOfSupply: Math.floor((storage / daily) * 10 + 1e-9) / 10,
    compliant,
    shortfallLitres: compliant ? 0 : Math.ceil(required - storage - 1e-9),
    message: compliant ? null : DEMAND_FAILURE_MESSAGE,
    missing,
    invalid,
  };
}

type Answers = Record<string, unknown> | undefined;
/** An answer that is a finite number, or null. */
export const finiteOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * The calculator's inputs from the plan's answers: people and litres per person from 2.5, storage from
 * 2.3, and days from 2.6 (or, when not given, the specification's days for the sources ticked in 2.1).
 * One function, read by the 2.6 page, compliance and the export.
 */
export function demandInputFromPlan(plan: {
  source?: Answers;
  storage?: Answers;
  dailyDemand?: Answers;
  demandStorage?: Answers;
}): DemandInput {
  const sources = Array.isArray(plan.source?.source_type) ? (plan.source.source_type as string[]) : [];
  return {
    population: finiteOrNull(plan.dailyDemand?.demand_population),
    perPersonLitres: finiteOrNull(plan.dailyDemand?.per_person_demand),
    storageLitres: finiteOrNull(plan.storage?.storage_capacity),
    days: finiteOrNull(plan.demandStorage?.storage_days_required) ?? daysRequiredFor(sources),
  };
}
